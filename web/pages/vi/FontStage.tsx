import { DownloadOutlined, EditOutlined, FilePdfOutlined } from '@ant-design/icons';
import { useEffect, useRef, useState } from 'react';
import type { TLogoDetails } from '../../../core/api';
import { FONT_PRICES_PENDING, fontNotice, type TFontPriceItem } from '../../../core/vi/fonts';
import { useFontPrices } from '../../api/vi';
import { lazyDialog } from '../../components/lazyDialog';
import { useSeen } from '../../components/useInView';
import { useT } from '../../i18n';
import { ColourSpec } from './ColourSpec';
import type { ImageSource, ViSection } from './useImageSaver';
import { Section } from './Section';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';

const FontAuthDialog = lazyDialog(() => import('./FontAuthDialog').then((m) => m.default));

/** Loads a font of the logo for its specimen; false until it has loaded. Removed again when the page goes. */
function useFontFace(family: string, url: string | undefined): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    setReady(false);
    if (!url) return;
    const face = new FontFace(family, `url(${url})`);
    let live = true;
    face.load().then(
      (loaded) => {
        if (!live) return;
        document.fonts.add(loaded);
        setReady(true);
      },
      () => undefined,
    );
    return () => {
      live = false;
      document.fonts.delete(face);
    };
  }, [family, url]);
  return ready;
}

function FontCard({ role, font, busy, onSave }: { role: 'name' | 'slogan'; font: TLogoDetails['font']['name'][number]; busy: boolean; onSave: (s: ImageSource) => void }) {
  const t = useT();
  const family = `vi-${role}-${font.font_url.split('/').pop()?.replace(/\W/g, '')}`;
  // The font file is fetched once its card comes near the view: a Chinese face is megabytes, which on a phone's
  // link would hold back everything above it on the page.
  const ref = useRef<HTMLElement>(null);
  const seen = useSeen(ref);
  const ready = useFontFace(family, seen ? font.font_url : undefined);
  return (
    <article ref={ref} className="vi-font" data-testid={`vi-font-${role}`}>
      <span className="vi-font__role">{role === 'name' ? t('vi.fonts.nameFont') : t('vi.fonts.sloganFont')}</span>
      <p className="vi-font__specimen" style={ready ? { fontFamily: family } : undefined}>
        {font.text}
      </p>
      <p className="vi-font__name">{font.name}</p>
      <Button type="link" size="small" className="vi-font__file" icon={<DownloadOutlined />} disabled={busy} onClick={() => onSave({ url: font.font_url, name: `${font.name}.ttf` })} data-testid={`vi-font-file-${role}`}>
        {t('vi.fonts.download')}
      </Button>
    </article>
  );
}

function notice(t: ReturnType<typeof useT>, item: TFontPriceItem): string {
  switch (fontNotice(item)) {
    case 'free':
      return t('vi.fonts.noticeFree', { font: item.font_name });
    case 'paid':
      return t('vi.fonts.noticePaid', { font: item.font_name, price: item.price.toFixed(2) });
    case 'provider':
      return t('vi.fonts.noticeProvider', { font: item.font_name });
  }
}

/**
 * The font stage (spec 02 §2, §8): the logo's fonts, the colour
 * specification and, on the Chinese site, the fonts' commercial terms and
 * the logo's font authorisation with its licence certificate (owner or admin).
 */
export function FontStage(props: { logo: TLogoDetails; zh: boolean; busy: Partial<Record<ViSection, boolean>>; onSave: (s: ImageSource, section: ViSection) => void }) {
  const t = useT();
  const { logo, zh } = props;
  const prices = useFontPrices(logo.fa_id, zh);
  const [editing, setEditing] = useState(false);
  const fonts = [
    ...logo.font.name.slice(0, 1).map((f) => ({ role: 'name' as const, font: f })),
    ...logo.font.slogan.slice(0, 1).map((f) => ({ role: 'slogan' as const, font: f })),
  ];
  const data = prices.data;
  // spec 02 §5: the details show only when both are set (the server sends them to the owner or an admin only).
  const details = data?.authorization?.authorized_name && data.authorization.authorized_contact_number ? data.authorization : null;

  return (
    <Section title={t('vi.fonts.title')} lead={t('vi.fonts.lead')} testId="vi-fonts">
      <div className="vi-fonts">
        <div className="vi-fonts__cards">
          {fonts.map(({ role, font }) => (
            <FontCard key={role} role={role} font={font} busy={!!props.busy.fonts} onSave={(s) => props.onSave(s, 'fonts')} />
          ))}
        </div>
        <ColourSpec logoId={logo.fa_id} />
      </div>

      {/* spec 02 §8: a rejected list shows nothing. */}
      {zh && !prices.isError && (
        <div className="vi-licence" data-testid="vi-licence">
          <h3>{t('vi.fonts.licenceTitle')}</h3>
          {/* spec 02 §8: the pending text; a rejected list shows nothing. */}
          {prices.isPending && <p data-testid="vi-fonts-pending">{FONT_PRICES_PENDING}</p>}
          {data && (
            <>
              <ul className="vi-licence__notices">
                {data.list.map((item) => (
                  <li key={item.detail_id} data-testid={`vi-font-notice-${fontNotice(item)}`}>
                    {notice(t, item)}
                    {item.authorization_url && fontNotice(item) !== 'free' && (
                      <>
                        {' '}
                        <a href={item.authorization_url} target="_blank" rel="noopener noreferrer">
                          {t('vi.fonts.terms')}
                        </a>
                      </>
                    )}
                  </li>
                ))}
              </ul>
              {!data.authorized && data.editable && (
                <Alert
                  type="warning"
                  showIcon
                  data-testid="vi-fonts-unauthorised"
                  title={data.bought ? t('vi.fonts.noticeUnauthorised') : t('vi.fonts.noticeNotBought')}
                  action={
                    <Button type="primary" size="small" onClick={() => setEditing(true)} data-testid="vi-fonts-fill">
                      {t('vi.fonts.fill')}
                    </Button>
                  }
                />
              )}
              {details && (
                <dl className="vi-licence__details" data-testid="vi-fonts-details">
                  <dt>{t('vi.fonts.authName')}</dt>
                  <dd>{details.authorized_name}</dd>
                  <dt>{t('vi.fonts.authContact')}</dt>
                  <dd>{details.authorized_contact_number}</dd>
                </dl>
              )}
              {data.editable && data.authorized && data.bought && (
                <div className="vi-licence__actions">
                  <Button
                    type="primary"
                    icon={<FilePdfOutlined />}
                    loading={props.busy.licence}
                    onClick={() => props.onSave({ url: `/api/logo/${logo.fa_id}/fonts/licence.pdf` }, 'licence')}
                    data-testid="vi-fonts-licence"
                  >
                    {t('vi.fonts.licence')}
                  </Button>
                  <Button icon={<EditOutlined />} onClick={() => setEditing(true)} data-testid="vi-fonts-edit">
                    {t('vi.fonts.edit')}
                  </Button>
                </div>
              )}
            </>
          )}
          <FontAuthDialog open={editing} logoId={logo.fa_id} initial={details ?? undefined} onClose={() => setEditing(false)} />
        </div>
      )}
    </Section>
  );
}
