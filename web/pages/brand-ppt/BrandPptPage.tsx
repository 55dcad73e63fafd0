import { CheckCircleFilled, LoadingOutlined, LockOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { BRAND_PPT_OUTLINE_AMOUNT } from '../../../core/constants';
import { brandKeyword, outlineToSlides } from '../../../core/office/brand-ppt';
import { officePalette } from '../../../core/office/brand';
import { can, RULES } from '../../../core/permissions';
import { requestOutline, saveBrandPpt, useBrandPpt } from '../../api/brandPpt';
import { useArea, useLogo } from '../../area/AreaContext';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { loginHref } from '../../layout/loginHref';
import { translate, useT } from '../../i18n';
import { errorMessageKey } from '../../i18n/errors';
import { DeckEditor } from './DeckEditor';
import './brand-ppt.css';
import { announce } from '../../components/toast';

const STEPS = ['outline', 'slides', 'save'] as const;

/**
 * The brand PPT page (spec 01 §2, §3, §4, §7): title Brand PPT; while the
 * logo has no stored detail it is initialising — the outline is written from
 * "brand name + slogan", laid out as slides and stored — then the editor.
 * Its owner (or an admin) with the professional package makes and edits it.
 */
export default function BrandPptPage() {
  const t = useT();
  const logo = useLogo();
  const { roles } = useArea();
  const allowed = can(RULES.brandPptEdit, roles);
  const query = useBrandPpt(logo.fa_id, allowed);
  const client = useQueryClient();
  const [step, setStep] = useState(0);
  const [failed, setFailed] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    document.title = translate('brandPpt.documentTitle', { name: logo.logo_name });
  }, [logo.logo_name]);

  const initialise = useCallback(async () => {
    setFailed(null);
    announce(t('brandPpt.initTitle'));
    try {
      const keyword = brandKeyword(logo.logo_name, logo.slogan_name);
      setStep(0);
      const { outline } = await requestOutline({ logo: logo.fa_id, amount: BRAND_PPT_OUTLINE_AMOUNT, keyword });
      setStep(1);
      const slides = outlineToSlides(outline);
      setStep(2);
      const colour = officePalette({ colours: logo.design.colors }).primary;
      const answer = await saveBrandPpt(logo.fa_id, {
        form: { color: colour, keyword, pattern: 'dots' },
        outline,
        title: logo.logo_name.slice(0, 120),
        deck: { style: 'bold', slides },
      });
      setStep(3);
      announce(t('brandPpt.initDone'));
      client.setQueryData(['brand-ppt', logo.fa_id], answer);
    } catch (error) {
      setFailed(t(errorMessageKey(error)));
    }
  }, [client, logo, t]);

  const detail = query.data?.detail;
  useEffect(() => {
    if (query.data && detail === null && !started.current) {
      started.current = true;
      void initialise();
    }
  }, [query.data, detail, initialise]);

  const header = (
    <header className="ppt-page__header">
      <p className="download-header__eyebrow">{logo.logo_name}</p>
      <h1 className="download-header__title">{t('brandPpt.title')}</h1>
      <p className="ppt-page__lead">{t('brandPpt.lead')}</p>
    </header>
  );

  if (!allowed) {
    const signIn = !roles.has('login');
    return (
      <div className="ppt-page">
        {header}
        <Alert
          type="info"
          showIcon
          icon={<LockOutlined />}
          title={t(signIn ? 'brandPpt.signInText' : 'brandPpt.ownerOnly')}
          action={signIn ? <Button type="primary" onClick={() => window.location.assign(loginHref(window.location))} data-testid="ppt-sign-in">{t('brandPpt.signIn')}</Button> : undefined}
          data-testid="ppt-refused"
        />
      </div>
    );
  }

  return (
    <div className="ppt-page" data-testid="ppt-page" data-state={detail ? 'editor' : 'initialising'}>
      {header}
      {query.isError ? (
        <Alert type="error" showIcon title={t(errorMessageKey(query.error))} action={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>} data-testid="ppt-load-error" />
      ) : detail && query.data ? (
        <DeckEditor logoId={logo.fa_id} design={logo.design} detail={detail} brand={query.data.brand} />
      ) : (
        <section className="ppt-init" data-testid="ppt-initialising">
          <h2>{t('brandPpt.initTitle')}</h2>
          <p>{t('brandPpt.initLead', { keyword: brandKeyword(logo.logo_name, logo.slogan_name) })}</p>
          {/* The deck being made (antd's Progress look): busy while it runs, in the error colour when a step failed. */}
          <div
            className={`ppt-progress${failed ? ' ppt-progress--failed' : ''}`}
            role="progressbar"
            aria-label={t('brandPpt.initTitle')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round((step / STEPS.length) * 100)}
            aria-busy={!failed}
          >
            <div className="ppt-progress__bar" style={{ width: `${Math.round((step / STEPS.length) * 100)}%` }} />
          </div>
          <ol className="ppt-init__steps">
            {STEPS.map((s, i) => (
              <li key={s} data-done={i < step}>
                {i < step ? <CheckCircleFilled aria-hidden /> : i === step && !failed ? <LoadingOutlined aria-hidden /> : <span className="ppt-init__dot" aria-hidden />} {t(`brandPpt.steps.${s}`)}
              </li>
            ))}
          </ol>
          {failed && (
            <Alert
              type="error"
              showIcon
              title={failed}
              action={
                <Button onClick={() => void initialise()} data-testid="ppt-init-retry">
                  {t('common.retry')}
                </Button>
              }
              data-testid="ppt-init-error"
            />
          )}
        </section>
      )}
    </div>
  );
}
