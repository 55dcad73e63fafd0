import { CopyOutlined, DownloadOutlined, LockOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { DEFAULT_BRAND_COLOR } from '../../../core/constants';
import { brandIdentityRefusal } from '../../../core/downloads';
import { signatureDocument, signatureHtml, SIGNATURE_LIMITS, ZSignatureImageResponse, ZSignatureInfo } from '../../../core/signature';
import { apiRequest } from '../../api/client';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { ColourSwatches } from '../../components/ColourSwatches';
import { TextInput } from '../../components/TextInput';
import { useArea, useLogo } from '../../area/AreaContext';
import { toast } from '../../components/toast';
import { translate, useT, type TKey } from '../../i18n';
import { usePackageGate } from '../../purchase/usePackageGate';
import { saveBlob } from '../download/fileSave';
import { previewDataUrl } from '../download/preview';
import './signature.css';

type Field = 'name' | 'title' | 'company' | 'phone' | 'email' | 'website' | 'address';
const FIELDS: ReadonlyArray<{ id: Field; label: TKey; type?: string; autoComplete: string }> = [
  { id: 'name', label: 'signature.name', autoComplete: 'name' },
  { id: 'title', label: 'signature.title2', autoComplete: 'organization-title' },
  { id: 'company', label: 'signature.company', autoComplete: 'organization' },
  { id: 'phone', label: 'signature.phone', type: 'tel', autoComplete: 'tel' },
  { id: 'email', label: 'signature.email', type: 'email', autoComplete: 'email' },
  { id: 'website', label: 'signature.website', type: 'url', autoComplete: 'url' },
  { id: 'address', label: 'signature.address', autoComplete: 'street-address' },
];

const storeKey = (logoId: number) => `email-signature:${logoId}`;

/** A picture's address on this page's own origin: the server answers the same path on every address it is reached at. */
function onThisOrigin(url: string): string {
  const u = new URL(url);
  return new URL(`${u.pathname}${u.search}`, window.location.origin).href;
}

function remembered(logoId: number): Partial<Record<Field, string>> {
  try {
    return JSON.parse(localStorage.getItem(storeKey(logoId)) ?? '{}') as Partial<Record<Field, string>>;
  } catch {
    return {};
  }
}

/**
 * The e-mail signature page /email-signature (the design hub's and the brand
 * package's e-mail-signature entries; beyond the spec): the person's details,
 * the brand colour (?color= from the hub, or one of the logo's), a live
 * preview of the very HTML that is copied (rich text, for Gmail, Outlook and
 * Apple Mail) or downloaded as .html. The logo is a hosted picture on the
 * site's public address; details are remembered per logo in this browser.
 */
export default function SignaturePage() {
  // Per logo: the details remembered for one logo never land under another's key.
  return <Signature key={useLogo().fa_id} />;
}

function Signature() {
  const t = useT();
  const id = useId();
  const logo = useLogo();
  const { roles, user } = useArea();
  const { search } = useLocation();
  const refusal = brandIdentityRefusal(roles);
  const gate = usePackageGate(logo.fa_id, refusal);
  const colours = useMemo(() => [...new Set(logo.design.colors.map((c) => c.toUpperCase()))], [logo.design.colors]);
  const asked = new URLSearchParams(search).get('color');
  const [colour, setColour] = useState(
    asked && /^#?[0-9a-f]{6}$/i.test(asked) ? `#${asked.replace('#', '').toUpperCase()}` : (colours[0] ?? DEFAULT_BRAND_COLOR),
  );
  const [values, setValues] = useState<Record<Field, string>>(() => ({
    name: '',
    title: '',
    company: logo.logo_name,
    phone: '',
    email: user?.email ?? '',
    website: '',
    address: '',
    ...remembered(logo.fa_id),
  }));
  const [touched, setTouched] = useState(false);
  const preview = useRef<HTMLDivElement>(null);

  useEffect(() => {
    document.title = translate('signature.documentTitle', { name: logo.logo_name });
  }, [logo.logo_name]);
  useEffect(() => {
    localStorage.setItem(storeKey(logo.fa_id), JSON.stringify(values));
  }, [logo.fa_id, values]);

  const image = useQuery({
    queryKey: ['signature-image', logo.fa_id],
    enabled: refusal === null,
    queryFn: ({ signal }) => apiRequest(`/api/logo/${logo.fa_id}/signature-image`, ZSignatureImageResponse, { signal }),
  });
  const local = useMemo(() => previewDataUrl(logo.design, 'main', null), [logo.design]);

  const parsed = ZSignatureInfo.safeParse(values);
  const invalid = new Set(parsed.success ? [] : parsed.error.issues.map((i) => String(i.path[0])));
  // The preview shows every field that is right so far (the name's label until one is typed).
  const info = parsed.success
    ? parsed.data
    : ZSignatureInfo.parse({
        ...Object.fromEntries(FIELDS.map((f) => [f.id, ZSignatureInfo.shape[f.id].safeParse(values[f.id]).success ? values[f.id] : ''])),
        name: values.name.trim() || t('signature.name'),
      });
  const hosted = image.data?.data.url ?? null;
  const look = { logoName: logo.logo_name, colour, site: roles.has('zh') ? ('zh' as const) : ('en' as const) };
  // What is copied and downloaded: the picture on the site's public address, for mail clients.
  const html = signatureHtml(info, { ...look, imageUrl: hosted ?? local ?? '' });
  // What the preview shows: the same picture from this page's own origin, which the page's
  // CSP allows and which serves it too, when the page is opened on another address (127.0.0.1, an internal name).
  const shown = hosted ? signatureHtml(info, { ...look, imageUrl: onThisOrigin(hosted) }) : html;

  const ready = (): boolean => {
    setTouched(true);
    if (refusal) {
      gate.open();
      return false;
    }
    return parsed.success && hosted !== null;
  };

  const copy = async () => {
    if (!ready()) return;
    try {
      await navigator.clipboard.write([
        new ClipboardItem({
          'text/html': new Blob([html], { type: 'text/html' }),
          'text/plain': new Blob([preview.current?.innerText ?? ''], { type: 'text/plain' }),
        }),
      ]);
      toast.success(t('signature.copied'));
    } catch {
      // Without the async clipboard (older browsers, some frames): copy the preview as a selection,
      // its HTML replaced by the signature's own (the preview's picture may be on this page's address).
      const node = preview.current;
      const selection = window.getSelection();
      if (node && selection) {
        const range = document.createRange();
        range.selectNodeContents(node);
        selection.removeAllRanges();
        selection.addRange(range);
        const asSignature = (e: ClipboardEvent) => {
          if (!e.clipboardData) return;
          e.clipboardData.setData('text/html', html);
          e.clipboardData.setData('text/plain', node.innerText);
          e.preventDefault();
        };
        document.addEventListener('copy', asSignature);
        const ok = document.execCommand('copy');
        document.removeEventListener('copy', asSignature);
        selection.removeAllRanges();
        if (ok) {
          toast.success(t('signature.copied'));
          return;
        }
      }
      toast.error(t('signature.copyFailed'));
    }
  };

  const download = () => {
    if (!ready()) return;
    const blob = new Blob([signatureDocument(html, `${logo.logo_name} – ${t('signature.title')}`)], { type: 'text/html;charset=utf-8' });
    void saveBlob(blob, `${logo.logo_name}-email-signature.html`);
  };

  return (
    <div className="signature-page">
      <header>
        <p className="download-header__eyebrow">{logo.logo_name}</p>
        <h1 className="download-header__title">{t('signature.title')}</h1>
        <p className="signature-page__lead">{t('signature.lead')}</p>
      </header>
      <div className="signature-page__grid">
        <form className="signature-form" noValidate onSubmit={(e) => e.preventDefault()}>
          {FIELDS.map((f) => {
            const bad = touched && invalid.has(f.id);
            return (
              <div key={f.id} className="signature-form__field">
                <label htmlFor={`${id}-${f.id}`}>
                  {t(f.label)}
                  {f.id === 'name' && <span aria-hidden> *</span>}
                </label>
                <TextInput
                  id={`${id}-${f.id}`}
                  type={f.type ?? 'text'}
                  autoComplete={f.autoComplete}
                  maxLength={SIGNATURE_LIMITS[f.id]}
                  value={values[f.id]}
                  status={bad ? 'error' : undefined}
                  aria-invalid={bad}
                  aria-required={f.id === 'name'}
                  onChange={(e) => setValues((v) => ({ ...v, [f.id]: e.target.value }))}
                  data-testid={`signature-${f.id}`}
                />
                {bad && (
                  <p className="signature-form__error" role="alert">
                    {t(f.id === 'name' ? 'signature.nameRequired' : 'signature.invalid')}
                  </p>
                )}
              </div>
            );
          })}
          <ColourSwatches legend={t('signature.colour')} colours={[...new Set([colour, ...colours])]} value={colour} onChange={setColour} />
        </form>

        <section className="signature-preview" aria-labelledby={`${id}-preview`}>
          <h2 id={`${id}-preview`}>{t('signature.preview')}</h2>
          <div className="signature-preview__mail">
            <div className="signature-preview__lines" aria-hidden />
            {/* The signature's own HTML: every text escaped by core/signature.ts. */}
            <div ref={preview} className="signature-preview__body" data-testid="signature-preview" dangerouslySetInnerHTML={{ __html: shown }} />
          </div>
          {image.isError && <Alert type="error" showIcon title={t('signature.imageFailed')} />}
          {refusal && <Alert type="info" showIcon title={t('signature.locked')} />}
          <div className="signature-preview__actions">
            <Button
              type="primary"
              size="large"
              icon={refusal ? <LockOutlined /> : <CopyOutlined />}
              onClick={() => void copy()}
              loading={refusal === null && image.isPending}
              data-testid="signature-copy"
            >
              {t('signature.copy')}
            </Button>
            <Button size="large" icon={refusal ? <LockOutlined /> : <DownloadOutlined />} onClick={download} data-testid="signature-download">
              {t('signature.download')}
            </Button>
          </div>
          <details className="signature-preview__how">
            <summary>{t('signature.how')}</summary>
            <ul>
              <li>{t('signature.howGmail')}</li>
              <li>{t('signature.howOutlook')}</li>
              <li>{t('signature.howApple')}</li>
            </ul>
          </details>
        </section>
      </div>
      {gate.dialog}
    </div>
  );
}
