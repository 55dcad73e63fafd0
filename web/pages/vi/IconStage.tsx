import { DownloadOutlined, LockOutlined, UserOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router';
import { withKeptQuery } from '../../navigation/query';
import { STYLE_NAMES } from '../icon/styleNames';
import { useMemo, useRef, type RefObject } from 'react';
import { cutoutUrl, PHOTO_STYLES } from '../../../core/avatars';
import { avatarFormat, AVATAR_STYLES, composeAvatarSvg, type TAvatarStyle } from '../../../core/composer/avatar';
import type { TOutlinedDesign } from '../../../core/design';
import { useSeen } from '../../components/useInView';
import { useSvgUrl } from '../../components/useSvgUrl';
import { useT } from '../../i18n';
import type { ImageSource } from './useImageSaver';
import { Section } from './Section';
import { Button } from '../../components/Button';

/** The icon page's list (spec 01 §2): the avatar styles, then the styles with the user's photo. */
const ICON_LIST = [...AVATAR_STYLES, ...PHOTO_STYLES] as const;
type IconStyle = (typeof ICON_LIST)[number];
/** spec 02 §9: the first three and items 6 to 8 of the icon list. */
export const VI_ICONS: readonly IconStyle[] = [0, 1, 2, 5, 6, 7].map((i) => ICON_LIST[i]!);

const NAMES = STYLE_NAMES;

const isPhoto = (s: IconStyle): s is (typeof PHOTO_STYLES)[number] => (PHOTO_STYLES as readonly string[]).includes(s);

function LogoIcon({ style, design, ...p }: { style: TAvatarStyle; design: TOutlinedDesign; locked: boolean; busy: boolean; onLocked: () => void; onSave: () => void }) {
  const t = useT();
  // Composed once the card comes near the view (the icons are far down the page).
  const ref = useRef<HTMLElement>(null);
  const seen = useSeen(ref);
  const svg = useMemo(() => (seen ? composeAvatarSvg(design, style, 240) : null), [seen, design, style]);
  const src = useSvgUrl(svg);
  return <IconCard cardRef={ref} name={t(NAMES[style])} src={src} ext={avatarFormat(style)} testId={style} {...p} />;
}

function IconCard(p: { cardRef?: RefObject<HTMLElement | null>; name: string; src: string | null; ext: 'png' | 'jpg'; testId: string; locked: boolean; busy: boolean; onLocked: () => void; onSave: () => void }) {
  const t = useT();
  return (
    <article ref={p.cardRef} className="vi-icon" data-testid={`vi-icon-${p.testId}`}>
      <div className="vi-icon__picture">{p.src && <img src={p.src} alt={p.name} width={120} height={120} />}</div>
      <h3>{p.name}</h3>
      <Button
        size="small"
        icon={p.locked ? <LockOutlined /> : <DownloadOutlined />}
        disabled={p.busy}
        onClick={p.locked ? p.onLocked : p.onSave}
        aria-label={t('vi.icons.download', { name: p.name, format: p.ext.toUpperCase() })}
        data-testid={`vi-icon-download-${p.testId}`}
      >
        {p.ext.toUpperCase()}
      </Button>
    </article>
  );
}

/**
 * The icon stage (spec 02 §2, §9): six of the icon page's avatar-style icons
 * — the logo's own ones, and the two with the user's photo (until they have
 * uploaded one, the way to do so) — as PNG (transparent corners) or JPG
 * (full squares).
 * Shown only for a logo with a normal icon and no manual png.
 */
export function IconStage(props: { design: TOutlinedDesign; logoId: number; cover: string | null; locked: boolean; busy: boolean; onLocked: () => void; onSave: (s: ImageSource) => void }) {
  const t = useT();
  const cutout = cutoutUrl(props.cover);
  const { search } = useLocation();
  return (
    <Section title={t('vi.icons.title')} lead={t('vi.icons.lead')} testId="vi-icons">
      <div className="vi-icons">
        {VI_ICONS.map((style) =>
          isPhoto(style) && (!cutout || props.locked) ? (
            // Items 7 and 8 are the user's photo with the logo: until there is one, the way to add it.
            <article key={style} className="vi-icon vi-icon--prompt" data-testid={`vi-icon-${style}`}>
              <div className="vi-icon__picture">
                <UserOutlined aria-hidden />
              </div>
              <h3>{t(NAMES[style])}</h3>
              <p>{t('vi.icons.photoPrompt')}</p>
              <Link to={withKeptQuery('/icon', search)} data-testid={`vi-icon-add-photo-${style}`}>
                {t('vi.icons.photoLink')}
              </Link>
            </article>
          ) : isPhoto(style) ? (
            <IconCard
              key={style}
              name={t(NAMES[style])}
              src={`/api/logo/${props.logoId}/avatar/photo?style=${style}&size=240&v=${cutout!.slice(-16)}`}
              ext="png"
              testId={style}
              locked={props.locked}
              busy={props.busy}
              onLocked={props.onLocked}
              onSave={() => props.onSave({ url: `/api/logo/${props.logoId}/avatar/photo?style=${style}&v=${cutout!.slice(-16)}` })}
            />
          ) : (
            <LogoIcon
              key={style}
              style={style}
              design={props.design}
              locked={props.locked}
              busy={props.busy}
              onLocked={props.onLocked}
              onSave={() => props.onSave({ url: `/api/logo/${props.logoId}/avatar?style=${style}` })}
            />
          ),
        )}
      </div>
    </Section>
  );
}
