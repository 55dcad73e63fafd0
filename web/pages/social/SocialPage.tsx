import { DownloadOutlined, FileZipOutlined, LockOutlined } from '@ant-design/icons';
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { defaultSocialTexts, SOCIAL_LOOKS, SOCIAL_TEXT_MAX, socialTextProblem, type TSocialLook, type TSocialTexts } from '../../../core/social/compose';
import { SOCIAL_SLOTS, socialFileName, type SocialText } from '../../../core/social/platforms';
import { brandAssetRefusal } from '../../../core/downloads';
import { SOCIAL_FIRST_LOOK } from '../../../core/social/api';
import { useSocialPreview } from '../../api/social';
import { useArea, useLogo } from '../../area/AreaContext';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { GatePrompt, gatePromptFor } from '../../components/GatePrompt';
import { Name } from '../../components/Name';
import { PillRadios } from '../../components/PillRadios';
import { Switch } from '../../components/Switch';
import { TextInput } from '../../components/TextInput';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { translate, useT, type TKey } from '../../i18n';
import { errorMessageKey } from '../../i18n/errors';
import { withKeptQuery } from '../../navigation/query';
import { usePackageGate } from '../../purchase/usePackageGate';
import { site } from '../../site';
import { useSaveFile } from '../download/useSaveFile';
import { SocialImage } from './SocialImage';
import './social.css';

const LOOK_LABELS: Record<TSocialLook, TKey> = {
  field: 'social.look.field',
  gradient: 'social.look.gradient',
  split: 'social.look.split',
  minimal: 'social.look.minimal',
};
const TEXT_LABELS: Record<SocialText, TKey> = { tagline: 'social.text.tagline', headline: 'social.text.headline', cta: 'social.text.cta' };
const TEXTS: readonly SocialText[] = ['tagline', 'headline', 'cta'];

/**
 * The social media kit page (issue: lockups and a social kit): the site's
 * platform images designed from the logo — one look for the whole kit, the
 * words of banners and posts, what each platform covers shown over the
 * previews —, each image and the whole kit to download. Previews for every
 * viewer of the logo; files with the professional package (sign-in, the
 * purchase or the upgrade otherwise, as on the mockups page).
 */
export default function SocialPage() {
  const t = useT();
  const logo = useLogo();
  const { roles } = useArea();
  const { search } = useLocation();
  const refusal = brandAssetRefusal(roles);
  const gate = usePackageGate(logo.fa_id, refusal, 'socialKit');
  const slots = SOCIAL_SLOTS[site.locale];
  const [look, setLook] = useState<TSocialLook>(SOCIAL_FIRST_LOOK);
  const [starting] = useState<TSocialTexts>(() => defaultSocialTexts(site.locale, logo.slogan_name, logo.logo_name));
  const [texts, setTexts] = useState<TSocialTexts>(starting);
  const [overlays, setOverlays] = useState(true);
  const problems = useMemo(() => Object.fromEntries(TEXTS.map((k) => [k, socialTextProblem(k, texts[k])])) as Record<SocialText, ReturnType<typeof socialTextProblem>>, [texts]);
  const valid = TEXTS.every((k) => problems[k] === null);
  // The preview follows the typing's pauses, and only texts the server would set.
  const shown = useDebouncedValue(texts, 300);
  const [lastValid, setLastValid] = useState(shown);
  useEffect(() => {
    if (TEXTS.every((k) => socialTextProblem(k, shown[k]) === null)) setLastValid(shown);
  }, [shown]);
  const preview = useSocialPreview(logo.fa_id, look, lastValid, look === SOCIAL_FIRST_LOOK && lastValid === starting);
  const { save, pending } = useSaveFile();

  useEffect(() => {
    document.title = translate('social.documentTitle', { name: logo.logo_name });
  }, [logo.logo_name]);

  const download = (path: string, name: string) => {
    if (gate.locked) gate.open();
    else if (valid) void save(`/api/logo/${logo.fa_id}/social/${path}`, name, { look, texts });
  };

  const prompt = gatePromptFor(refusal, {
    NOT_IN_PACKAGE: { text: t('social.upgradeText'), button: t('purchase.button.upgrade') },
    NOT_BOUGHT: { text: t('social.buyText'), button: t('purchase.button.buy') },
    UNAUTHENTICATED: { text: t('social.signInText'), button: t('mockups.signIn') },
  });
  const svgOf = new Map((preview.data?.images ?? []).map((i) => [i.id, i.svg]));

  return (
    <div className="social-page">
      <header className="social-page__header">
        <p className="download-header__eyebrow">
          <Name>{logo.logo_name}</Name>
        </p>
        <h1 className="download-header__title">{t('social.title')}</h1>
        <p className="social-page__lead">{t('social.lead')}</p>
        <p className="social-page__editor">
          <Link to={withKeptQuery('/photo', search)} data-testid="social-editor">
            {t('social.editorLink')}
          </Link>
        </p>
      </header>

      <GatePrompt prompt={prompt} className="social-page__prompt" testId="social-upgrade" onOpen={gate.open} />

      <section className="social-page__controls" aria-label={t('social.controlsLabel')}>
        <PillRadios legend={t('social.looksLabel')} options={SOCIAL_LOOKS.map((value) => ({ value, label: t(LOOK_LABELS[value]) }))} value={look} onChange={setLook} testId="social-look" />
        <fieldset className="social-page__texts">
          <legend className="pill-radios__legend">{t('social.textsLabel')}</legend>
          {TEXTS.map((kind) => {
            const id = `social-text-${kind}`;
            const problem = problems[kind];
            return (
              <div key={kind} className="social-page__field">
                <label htmlFor={id}>{t(TEXT_LABELS[kind])}</label>
                <TextInput
                  id={id}
                  value={texts[kind]}
                  maxLength={SOCIAL_TEXT_MAX[kind] + 20}
                  status={problem ? 'error' : undefined}
                  aria-invalid={problem !== null}
                  aria-describedby={problem ? `${id}-problem` : undefined}
                  onChange={(e) => setTexts((current) => ({ ...current, [kind]: e.target.value }))}
                  data-testid={id}
                />
                {problem && (
                  <span className="social-page__problem" id={`${id}-problem`} role="alert" data-testid={`${id}-problem`}>
                    {t(`social.problem.${problem}`, { max: SOCIAL_TEXT_MAX[kind] })}
                  </span>
                )}
              </div>
            );
          })}
        </fieldset>
        <div className="social-page__tools">
          <label className="social-page__overlays">
            <Switch checked={overlays} onChange={setOverlays} data-testid="social-overlays" />
            <span>{t('social.overlays')}</span>
          </label>
          <Button type="primary" size="large" icon={gate.locked ? <LockOutlined /> : <FileZipOutlined />} loading={pending} disabled={!valid} onClick={() => download('kit', 'social-media-kit.zip')} data-testid="social-download-all">
            {t('social.downloadAll')}
          </Button>
        </div>
        {overlays && <p className="social-page__hint">{t('social.overlaysHint')}</p>}
      </section>

      {preview.isError && !preview.data ? (
        <Alert
          type="error"
          showIcon
          title={t('social.loadFailed')}
          description={t(errorMessageKey(preview.error))}
          action={<Button onClick={() => void preview.refetch()}>{t('common.retry')}</Button>}
          data-testid="social-error"
        />
      ) : (
        <section className="social-grid" aria-label={t('social.listLabel')} aria-busy={!preview.data} data-testid="social-grid">
          {slots.map((slot) => (
            <article key={slot.id} className={`social-card social-card--${slot.kind}`} data-testid={`social-${slot.id}`}>
              <SocialImage slot={slot} svg={svgOf.get(slot.id) ?? null} overlays={overlays} busy={preview.isFetching} />
              <div className="social-card__footer">
                <div>
                  <h2>{slot.label[site.locale]}</h2>
                  <p className="social-card__meta">
                    {slot.width} × {slot.height} · {slot.ext.toUpperCase()}
                  </p>
                </div>
                <Button
                  icon={gate.locked ? <LockOutlined /> : <DownloadOutlined />}
                  disabled={pending || !valid}
                  onClick={() => download(slot.id, socialFileName(site.locale, slot))}
                  aria-label={t('social.downloadNamed', { name: slot.label[site.locale] })}
                  data-testid={`social-download-${slot.id}`}
                >
                  {t('social.download')}
                </Button>
              </div>
            </article>
          ))}
        </section>
      )}
      {gate.dialog}
    </div>
  );
}
