import { CheckCircleFilled, CloseCircleFilled, LoadingOutlined, RocketOutlined, TrophyOutlined } from '@ant-design/icons';
import { Alert, Button, Input, Modal, Progress, Spin } from 'antd';
import { useEffect, useId } from 'react';
import { PARTNER_ACCENT } from '../../../core/constants';
import { UBRAND_STEPS } from '../../../core/ubrand';
import { useT } from '../../i18n';
import type { Activation } from './useActivation';

/**
 * The activate modal (spec 02 §2): rocket or trophy title (icons of the set:
 * an emoji is a box where no emoji font is installed), the logo name,
 * the account (mobile on zh, e-mail on en) and the code, the steps with a
 * progress bar, and the submit button that becomes "go" once all is done.
 * What an action says (code sent, a step failed) shows in the dialog above
 * the button, one message at a time, never over the dialog's title.
 */
export function ActivateModal({
  open,
  onClose,
  logoName,
  partner,
  activation: a,
}: {
  open: boolean;
  onClose: () => void;
  logoName: string;
  partner: string;
  activation: Activation;
}) {
  const t = useT();
  const id = useId();
  const { loadState } = a;
  useEffect(() => {
    if (open) void loadState();
  }, [open, loadState]);

  const succeeded = UBRAND_STEPS.filter((s) => a.steps[s] === 'success').length;
  const percent = Math.round((succeeded / UBRAND_STEPS.length) * 100);
  const zh = a.field === 'mobile';
  // spec 02 §4: a code is asked for until step 1 has used it. "No code needed" is said only of the
  // signed-in user's own mobile or confirmed e-mail, never of another account whose code was used.
  const askCode = a.needsCode && a.steps.createUser !== 'success';
  const ownContact = !a.needsCode && !a.done;

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      width={480}
      destroyOnHidden={false}
      title={
        <span data-testid="activate-title">
          {a.done ? <TrophyOutlined className="activate-modal__title-icon" /> : <RocketOutlined className="activate-modal__title-icon" />}{' '}
          {t(a.done ? 'ubrand.activate.titleDone' : 'ubrand.activate.title')}
        </span>
      }
      className="activate-modal"
    >
      <p className="activate-modal__description">
        {t(a.done ? 'ubrand.activate.descriptionDone' : 'ubrand.activate.description', { name: logoName, partner })}
      </p>
      <Spin spinning={a.loadingState} tip={t('ubrand.activate.loading')}>
        <form
          className="activate-modal__form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void a.submit();
          }}
        >
          <label className="activate-modal__label" htmlFor={`${id}-account`}>
            {t('ubrand.activate.account')}
          </label>
          <Input
            id={`${id}-account`}
            size="large"
            type={zh ? 'tel' : 'email'}
            inputMode={zh ? 'numeric' : 'email'}
            autoComplete={zh ? 'tel-national' : 'email'}
            maxLength={zh ? 11 : 254}
            placeholder={t('ubrand.activate.accountPlaceholder')}
            value={a.account}
            disabled={a.done || a.submitting}
            status={a.accountError ? 'error' : undefined}
            aria-invalid={a.accountError}
            aria-describedby={a.accountError ? `${id}-account-error` : undefined}
            onChange={(e) => a.setAccount(e.target.value)}
            data-testid="activate-account"
          />
          {a.accountError && (
            <p className="activate-modal__error" id={`${id}-account-error`} role="alert">
              {t('ubrand.activate.accountInvalid')}
            </p>
          )}

          {askCode && (
            <>
              <label className="activate-modal__label" htmlFor={`${id}-code`}>
                {t('ubrand.activate.code')}
              </label>
              <div className="activate-modal__code">
                <Input
                  id={`${id}-code`}
                  size="large"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  placeholder={t('ubrand.activate.codePlaceholder')}
                  value={a.code}
                  disabled={a.submitting}
                  status={a.codeError ? 'error' : undefined}
                  aria-invalid={a.codeError}
                  aria-describedby={a.codeError ? `${id}-code-error` : undefined}
                  onChange={(e) => a.setCode(e.target.value.replace(/\D/g, ''))}
                  data-testid="activate-code"
                />
                <Button
                  size="large"
                  onClick={() => void a.sendCode()}
                  loading={a.sending}
                  aria-disabled={a.countdown > 0}
                  className={a.countdown > 0 ? 'activate-modal__resend--waiting' : undefined}
                  data-testid="activate-send-code"
                >
                  {a.countdown > 0 ? t('ubrand.activate.resend', { s: a.countdown }) : t('ubrand.activate.sendCode')}
                </Button>
              </div>
              {a.codeError && (
                <p className="activate-modal__error" id={`${id}-code-error`} role="alert">
                  {t('ubrand.activate.codeInvalid')}
                </p>
              )}
            </>
          )}
          {ownContact && (
            <p className="activate-modal__note" data-testid="activate-code-skipped">
              {t('ubrand.activate.codeSkipped')}
            </p>
          )}

          {a.showSteps && (
            <div className="activate-steps" data-testid="activate-steps">
              <Progress
                percent={percent}
                showInfo={false}
                strokeColor={PARTNER_ACCENT}
                aria-label={t('ubrand.activate.steps.label')}
                data-testid="activate-progress"
              />
              <ol className="activate-steps__list">
                {UBRAND_STEPS.map((step) => {
                  const status = a.steps[step];
                  return (
                    <li key={step} className={`activate-step activate-step--${status}`} data-testid={`step-${step}`} data-status={status}>
                      <span className="activate-step__icon" aria-hidden>
                        {status === 'success' ? (
                          <CheckCircleFilled />
                        ) : status === 'error' ? (
                          <CloseCircleFilled />
                        ) : status === 'loading' ? (
                          <LoadingOutlined />
                        ) : (
                          <span className="activate-step__dot" />
                        )}
                      </span>
                      <span className="activate-step__label">{t(`ubrand.activate.steps.${step}`, { partner })}</span>
                      <span className="activate-step__status">{t(`ubrand.activate.steps.${status}`)}</span>
                    </li>
                  );
                })}
              </ol>
            </div>
          )}

          {a.message && (
            <Alert
              className="activate-modal__message"
              type={a.message.kind}
              showIcon
              title={a.message.text}
              role={a.message.kind === 'error' ? 'alert' : 'status'}
              data-testid="activate-message"
            />
          )}

          <Button
            type="primary"
            size="large"
            htmlType="submit"
            block
            loading={a.submitting}
            className="activate-modal__submit"
            data-testid="activate-submit"
          >
            {a.done ? t('ubrand.activate.go') : a.failed ? t('ubrand.activate.retry') : t('ubrand.activate.submit')}
          </Button>
        </form>
      </Spin>
    </Modal>
  );
}
