import { CopyOutlined, LinkOutlined, QrcodeOutlined, StopOutlined } from '@ant-design/icons';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { TLockup } from '../../../core/composer/lockups';
import {
  LIVE_FORMATS,
  liveLogoPath,
  PORTAL_FORMATS,
  PORTAL_LINK_DAYS,
  PORTAL_PASSWORD_MIN,
  PORTAL_SLUG_PATTERN,
  type TLiveServes,
  type TPortal,
  type TPortalFormat,
  type TPortalLink,
  type TPortalLinkKind,
} from '../../../core/portal/api';
import { ApiError } from '../../api/client';
import { useCreateLink, usePortal, usePortalLinks, useRevokeLink, useSavePortal } from '../../api/portal';
import { useArea, useLogo } from '../../area/AreaContext';
import { can, RULES } from '../../../core/permissions';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { FormField } from '../../components/FormField';
import { LoadingBlock } from '../../components/LoadingBlock';
import { Name } from '../../components/Name';
import { PillChecks } from '../../components/PillChecks';
import { PillRadios } from '../../components/PillRadios';
import { Switch } from '../../components/Switch';
import { Tag } from '../../components/Tag';
import { TextInput } from '../../components/TextInput';
import { toast } from '../../components/toast';
import { useConfirm } from '../../components/useConfirm';
import { translate, useT, type TKey } from '../../i18n';
import { errorMessageKey } from '../../i18n/errors';
import { CardList } from './CardList';
import { absolute, copy, shortDate } from './copy';
import { PageCard } from './PageCard';
import './portal.css';

/** The cards below the links (requests, e-mails, counts, team): their code is fetched once the page is up, not before it. */
const PortalFoot = lazy(() => import('./PortalFoot').then((m) => ({ default: m.PortalFoot })));

/** A slug to start from: the logo's Latin letters and digits, else the brand's number. */
function suggestedSlug(name: string, faId: number): string {
  const latin = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return PORTAL_SLUG_PATTERN.test(latin) ? latin : `brand-${faId}`;
}

type TLiveFormat = (typeof LIVE_FORMATS)[number];
const KINDS: readonly TPortalLinkKind[] = ['public', 'password', 'email', 'request'];
const LIVES = [7, 30, 90, PORTAL_LINK_DAYS.default, PORTAL_LINK_DAYS.max] as const;

/**
 * The brand portal's page of the area (issue 46): the brand page's address
 * on this site (made here, changed here: the old one keeps leading to it),
 * whether anyone may open it without a link, and the links given out — each
 * with its label, kind and life, its address to copy or show as a QR code,
 * revoked here at once.
 */
export default function PortalPage() {
  const t = useT();
  const logo = useLogo();
  const { roles } = useArea();
  const portal = usePortal(logo.fa_id);

  useEffect(() => {
    document.title = translate('portal.documentTitle', { name: logo.logo_name });
  }, [logo.logo_name]);

  return (
    <div className="portal-page">
      <header>
        <p className="download-header__eyebrow">
          <Name>{logo.logo_name}</Name>
        </p>
        <h1 className="download-header__title">{t('portal.title')}</h1>
        <p className="portal-page__lead">{t('portal.lead')}</p>
      </header>
      {portal.isPending ? (
        <LoadingBlock rows={4} data-testid="portal-loading" />
      ) : portal.isError ? (
        <Alert
          type="error"
          showIcon
          title={t(errorMessageKey(portal.error))}
          action={<Button onClick={() => void portal.refetch()}>{t('common.retry')}</Button>}
          data-testid="portal-error"
        />
      ) : (
        <>
          <AddressCard portal={portal.data} />
          {portal.data && <PageCard portal={portal.data} />}
          {portal.data && <LiveLogoCard portal={portal.data} />}
          {portal.data && <LinksCard portal={portal.data} />}
          {portal.data && (
            <Suspense fallback={<LoadingBlock rows={6} data-testid="portal-foot-loading" />}>
              <PortalFoot team={can(RULES.portalTeam, roles)} />
            </Suspense>
          )}
        </>
      )}
    </div>
  );
}

function AddressCard({ portal }: { portal: TPortal | null }) {
  const t = useT();
  const logo = useLogo();
  const save = useSavePortal(logo.fa_id);
  const [slug, setSlug] = useState(portal?.slug ?? suggestedSlug(logo.logo_name, logo.fa_id));
  const [indexable, setIndexable] = useState(portal?.indexable ?? false);
  const [tried, setTried] = useState(false);
  const wrong = !PORTAL_SLUG_PATTERN.test(slug);
  const serverError = save.error instanceof ApiError ? save.error : null;
  const error = tried && wrong ? t('portal.slugInvalid') : serverError ? t(errorMessageKey(serverError)) : null;
  const changed = !portal || portal.slug !== slug || portal.indexable !== indexable;

  const submit = () => {
    setTried(true);
    if (wrong) return;
    save.mutate({ slug, indexable, live: portal?.live ?? false }, { onSuccess: () => toast.success(t(portal ? 'portal.saved' : 'portal.created')) });
  };

  return (
    <section className="portal-card" aria-labelledby="portal-address-title">
      <h2 id="portal-address-title">{t('portal.address.title')}</h2>
      <form
        className="portal-address"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <FormField label={t('portal.address.label')} error={error} help={t('portal.address.help')} required>
          {(control) => (
            <div className="portal-address__input">
              <span className="portal-address__prefix" aria-hidden="true">
                {absolute('/b/')}
              </span>
              <TextInput
                {...control}
                value={slug}
                maxLength={40}
                autoCapitalize="off"
                spellCheck={false}
                status={error ? 'error' : undefined}
                onChange={(e) => setSlug(e.target.value.trim().toLowerCase())}
                data-testid="portal-slug"
              />
            </div>
          )}
        </FormField>
        <div className="portal-address__public">
          <Switch checked={indexable} onChange={setIndexable} aria-label={t('portal.address.public')} data-testid="portal-public" />
          <div>
            <p className="portal-address__public-title">{t('portal.address.public')}</p>
            <p className="portal-card__muted">{t(indexable ? 'portal.address.publicOn' : 'portal.address.publicOff')}</p>
          </div>
        </div>
        <div className="portal-card__actions">
          <Button type="primary" htmlType="submit" loading={save.isPending} disabled={!changed && !!portal} data-testid="portal-save">
            {t(portal ? 'portal.address.save' : 'portal.address.create')}
          </Button>
          {portal && (
            <Button icon={<CopyOutlined />} onClick={() => void copy(absolute(portal.path))} data-testid="portal-copy-address">
              {t('portal.address.copy')}
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}

/**
 * The snippet a website pastes: the live logo as PNG (sharp on a retina
 * screen; a designer's fix shows in it) — SVG when the owner serves no PNG —,
 * its white version where the reader's system is dark; in the logo's own
 * layout, or the first one served.
 */
function embedSnippet(portal: TPortal, name: string): string {
  const { formats, layouts } = portal.live_serves;
  const layout = layouts.includes('original') ? '' : `layout=${layouts[0]}&`;
  const at = (ext: 'svg' | 'png', query: string) => absolute(liveLogoPath(portal.slug, ext, `${layout}${query}`.replace(/&$/, ''))).replace(/&/g, '&amp;');
  const escaped = name.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  const [dark, light] = formats.includes('png')
    ? [`${at('png', 'w=256&theme=dark')}, ${at('png', 'w=512&theme=dark')} 2x`, `src="${at('png', 'w=256')}" srcset="${at('png', 'w=512')} 2x"`]
    : [at('svg', 'theme=dark'), `src="${at('svg', '')}"`];
  return ['<picture>', `  <source srcset="${dark}" media="(prefers-color-scheme: dark)">`, `  <img ${light} alt="${escaped}" width="240">`, '</picture>'].join('\n');
}

function LiveLogoCard({ portal }: { portal: TPortal }) {
  const t = useT();
  const logo = useLogo();
  const save = useSavePortal(logo.fa_id);
  const [serves, setServes] = useState<TLiveServes>(portal.live_serves);
  const toggle = (live: boolean) =>
    save.mutate({ slug: portal.slug, indexable: portal.indexable, live }, { onSuccess: () => toast.success(t(live ? 'portal.live.on' : 'portal.live.off')) });
  // Each choice is saved as it is made (none of a kind left is said so, and not saved).
  const choose = (next: TLiveServes) => {
    setServes(next);
    if (next.formats.length === 0 || next.layouts.length === 0) return;
    save.mutate({ slug: portal.slug, indexable: portal.indexable, live: true, live_serves: next }, { onSuccess: () => toast.success(t('portal.live.servesSaved')) });
  };
  const snippet = embedSnippet(portal, logo.logo_name);
  const { formats, layouts } = portal.live_serves;
  const addresses = [
    ...(formats.includes('svg') ? [liveLogoPath(portal.slug, 'svg')] : []),
    ...(formats.includes('png') ? [liveLogoPath(portal.slug, 'png', 'w=400'), liveLogoPath(portal.slug, 'png', 'w=400&theme=dark')] : []),
  ].map((path) => (layouts.includes('original') ? path : `${path}${path.includes('?') ? '&' : '?'}layout=${layouts[0]}`));
  return (
    <section className="portal-card" aria-labelledby="portal-live-title">
      <h2 id="portal-live-title">{t('portal.live.title')}</h2>
      <div className="portal-address__public">
        <Switch checked={portal.live} loading={save.isPending} onChange={toggle} aria-label={t('portal.live.switch')} data-testid="portal-live" />
        <div>
          <p className="portal-address__public-title">{t('portal.live.switch')}</p>
          <p className="portal-card__muted">{t('portal.live.help')}</p>
        </div>
      </div>
      {save.error instanceof ApiError && <Alert type="error" showIcon title={t(errorMessageKey(save.error))} />}
      {portal.live && (
        <>
          <PillChecks<TLiveFormat>
            legend={t('portal.live.formats')}
            options={LIVE_FORMATS.map((f) => ({ value: f, label: f.toUpperCase() }))}
            values={serves.formats}
            onChange={(next) => choose({ ...serves, formats: next })}
            error={serves.formats.length === 0 ? t('portal.link.formatsRequired') : null}
            testId="portal-live-formats"
          />
          <PillChecks<TLockup>
            legend={t('portal.live.layouts')}
            options={portal.lockups.map((l) => ({ value: l.id, label: l.label }))}
            values={serves.layouts}
            onChange={(next) => choose({ ...serves, layouts: next })}
            error={serves.layouts.length === 0 ? t('portal.live.layoutsRequired') : null}
            testId="portal-live-layouts"
          />
          <ul className="portal-live__addresses" data-testid="portal-live-addresses">
            {addresses.map((path) => (
              <li key={path}>
                <code>{absolute(path)}</code>
              </li>
            ))}
          </ul>
          <p className="portal-card__muted">{t('portal.live.options')}</p>
          <label className="portal-live__label" htmlFor="portal-live-snippet">
            {t('portal.live.snippet')}
          </label>
          <textarea id="portal-live-snippet" className="portal-live__snippet" readOnly rows={5} value={snippet} onFocus={(e) => e.currentTarget.select()} data-testid="portal-live-snippet" />
          <div className="portal-card__actions">
            <Button icon={<CopyOutlined />} onClick={() => void copy(snippet)} data-testid="portal-live-copy">
              {t('portal.live.copy')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}

function LinksCard({ portal }: { portal: TPortal }) {
  const t = useT();
  const logo = useLogo();
  const links = usePortalLinks(logo.fa_id, true);
  const create = useCreateLink(logo.fa_id);
  const [label, setLabel] = useState('');
  const [kind, setKind] = useState<TPortalLinkKind>('public');
  const [password, setPassword] = useState('');
  const [days, setDays] = useState<number>(PORTAL_LINK_DAYS.default);
  const [formats, setFormats] = useState<TPortalFormat[]>([...PORTAL_FORMATS]);
  const [tried, setTried] = useState(false);
  const labelError = tried && label.trim() === '' ? t('portal.link.labelRequired') : null;
  const passwordError = tried && kind === 'password' && password.length < PORTAL_PASSWORD_MIN ? t('portal.link.passwordShort', { min: PORTAL_PASSWORD_MIN }) : null;
  const formatsError = tried && formats.length === 0 ? t('portal.link.formatsRequired') : null;
  const serverError = create.error instanceof ApiError ? t(errorMessageKey(create.error)) : null;

  const submit = () => {
    setTried(true);
    if (label.trim() === '' || (kind === 'password' && password.length < PORTAL_PASSWORD_MIN) || formats.length === 0) return;
    create.mutate(
      { label: label.trim(), kind, days, formats, ...(kind === 'password' ? { password } : {}) },
      {
        onSuccess: () => {
          toast.success(t('portal.link.created'));
          setLabel('');
          setPassword('');
          setTried(false);
        },
      },
    );
  };

  return (
    <section className="portal-card" aria-labelledby="portal-links-title">
      <h2 id="portal-links-title">{t('portal.links.title')}</h2>
      <p className="portal-card__muted">{t('portal.links.lead', { address: absolute(portal.path) })}</p>
      <form
        className="portal-link-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <FormField label={t('portal.link.label')} error={labelError} required>
          {(control) => (
            <TextInput {...control} value={label} maxLength={60} placeholder={t('portal.link.labelPlaceholder')} onChange={(e) => setLabel(e.target.value)} data-testid="portal-link-label" />
          )}
        </FormField>
        <PillRadios<TPortalLinkKind>
          legend={t('portal.link.kind')}
          options={KINDS.map((k) => ({ value: k, label: t(`portal.kind.${k}` as TKey) }))}
          value={kind}
          onChange={setKind}
          testId="portal-link-kind"
        />
        <p className="portal-card__muted" data-testid="portal-link-kind-help">
          {t(`portal.kindHelp.${kind}` as TKey)}
        </p>
        {kind === 'password' && (
          <FormField label={t('portal.link.password')} error={passwordError} help={t('portal.link.passwordHelp', { min: PORTAL_PASSWORD_MIN })} required>
            {(control) => (
              <TextInput {...control} type="password" autoComplete="new-password" value={password} maxLength={200} onChange={(e) => setPassword(e.target.value)} data-testid="portal-link-password" />
            )}
          </FormField>
        )}
        <FormField label={t('portal.link.life')}>
          {(control) => (
            <select {...control} className="portal-select" value={days} onChange={(e) => setDays(Number(e.target.value))} data-testid="portal-link-days">
              {LIVES.map((d) => (
                <option key={d} value={d}>
                  {t(d === 365 ? 'portal.life.year' : d === 3650 ? 'portal.life.tenYears' : 'portal.life.days', { count: d })}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <PillChecks<TPortalFormat>
          legend={t('portal.link.formats')}
          options={PORTAL_FORMATS.map((f) => ({ value: f, label: f.toUpperCase() }))}
          values={formats}
          onChange={setFormats}
          error={formatsError}
          testId="portal-link-formats"
        />
        {serverError && <Alert type="error" showIcon title={serverError} data-testid="portal-link-error" />}
        <div className="portal-card__actions">
          <Button type="primary" htmlType="submit" icon={<LinkOutlined />} loading={create.isPending} data-testid="portal-link-create">
            {t('portal.link.create')}
          </Button>
        </div>
      </form>

      <CardList query={links} label={t('portal.links.title')} empty={t('portal.links.empty')} emptyTestId="portal-links-empty" listTestId="portal-links">
        {(list) => list.map((link) => <LinkRow key={link.id} link={link} />)}
      </CardList>
    </section>
  );
}

type LinkState = 'active' | 'revoked' | 'expired';
const stateOf = (link: TPortalLink): LinkState => (link.revoked ? 'revoked' : Date.parse(link.expires_at) <= Date.now() ? 'expired' : 'active');
const STATE_COLOUR = { active: 'success', revoked: 'error', expired: 'warning' } as const;

function LinkRow({ link }: { link: TPortalLink }) {
  const t = useT();
  const logo = useLogo();
  const revoke = useRevokeLink(logo.fa_id);
  const { confirm, dialog, preload } = useConfirm();
  const [qr, setQr] = useState<string | null>(null);
  const state = stateOf(link);
  const address = absolute(link.path);
  const date = shortDate(link.expires_at);

  const showQr = async () => {
    if (qr) return setQr(null);
    // The encoder loads with the first code asked for.
    const QRCode = (await import('qrcode')).default;
    setQr(await QRCode.toDataURL(address, { margin: 1, width: 360, errorCorrectionLevel: 'M' }));
  };

  return (
    <li className={`portal-link portal-link--${state}`} data-testid="portal-link">
      <div className="portal-link__head">
        <h3 className="portal-link__label">{link.label}</h3>
        <Tag color="default">{t(`portal.kind.${link.kind}` as TKey)}</Tag>
        <Tag color={STATE_COLOUR[state]} data-testid="portal-link-state">
          {t(`portal.state.${state}` as TKey, { date })}
        </Tag>
      </div>
      {link.formats.length < PORTAL_FORMATS.length && (
        <p className="portal-card__muted" data-testid="portal-link-formats-shown">
          {t('portal.link.formatsShown', { formats: link.formats.map((f) => f.toUpperCase()).join(' · ') })}
        </p>
      )}
      {state === 'active' && (
        <>
          <input className="portal-link__address" readOnly value={address} aria-label={t('portal.link.addressOf', { label: link.label })} onFocus={(e) => e.currentTarget.select()} data-testid="portal-link-address" />
          <div className="portal-link__actions">
            <Button size="small" icon={<CopyOutlined />} onClick={() => void copy(address)} aria-label={t('portal.link.copyOf', { label: link.label })} data-testid="portal-link-copy">
              {t('portal.link.copy')}
            </Button>
            <Button size="small" icon={<QrcodeOutlined />} aria-expanded={qr !== null} onClick={() => void showQr()} aria-label={t('portal.link.qrOf', { label: link.label })} data-testid="portal-link-qr">
              {t('portal.link.qr')}
            </Button>
            <Button
              size="small"
              danger
              icon={<StopOutlined />}
              onPointerEnter={preload}
              onFocus={preload}
              loading={revoke.isPending}
              onClick={() =>
                confirm({
                  title: t('portal.link.revokeTitle', { label: link.label }),
                  content: t('portal.link.revokeText'),
                  danger: true,
                  okTestId: 'portal-link-revoke-ok',
                  onOk: () => revoke.mutateAsync(link.id).then(() => toast.success(t('portal.link.revoked'))),
                })
              }
              aria-label={t('portal.link.revokeOf', { label: link.label })}
              data-testid="portal-link-revoke"
            >
              {t('portal.link.revoke')}
            </Button>
          </div>
          {qr && <img className="portal-link__qr" src={qr} width={180} height={180} alt={t('portal.link.qrAlt', { label: link.label })} data-testid="portal-link-qr-image" />}
        </>
      )}
      {dialog}
    </li>
  );
}
