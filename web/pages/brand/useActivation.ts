import { useCallback, useEffect, useRef, useState } from 'react';
import type { TUser } from '../../../core/api';
import { DELAYS, SMS_RESEND_SECONDS, type Locale } from '../../../core/constants';
import {
  accountField,
  activationDone,
  isValidAccount,
  needsVerification,
  normaliseAccount,
  partnerLoginLink,
  UBRAND_STEPS,
  ZUbrandCode,
  type LoginParams,
  type StepStatus,
  type UbrandStep,
} from '../../../core/ubrand';
import { ApiError } from '../../api/client';
import { ubrandApi } from '../../api/ubrand';
import { withProof } from '../../api/proof';
import { translate } from '../../i18n';
import { errorMessageKey } from '../../i18n/errors';
import { announce } from '../../components/toast';

/**
 * The activation of spec 02 §4: the form (account, code), the send-code
 * countdown, the three steps (createUser → createBrand → syncLogo, each
 * idle → loading → success | error) and the login link once all are done.
 */

export type Steps = Record<UbrandStep, StepStatus>;
/** What the modal says after an action: in the dialog, one at a time (the newest replaces the last). */
export interface ActivationMessage {
  kind: 'success' | 'error';
  text: string;
}
type Params = Partial<LoginParams> & { brand_id?: number };

const IDLE: Steps = { createUser: 'idle', createBrand: 'idle', syncLogo: 'idle' };

/** What a failed call says: the server's msg when it sent one (spec 02 §8), else ours. */
function failureText(err: unknown): string {
  if (err instanceof ApiError && err.status > 0 && err.code !== 'BAD_RESPONSE' && err.message) return err.message;
  return translate(errorMessageKey(err));
}

export interface Activation {
  field: 'mobile' | 'email';
  account: string;
  setAccount(v: string): void;
  code: string;
  setCode(v: string): void;
  /** Errors shown under the fields (after the user tried to go on). */
  accountError: boolean;
  codeError: boolean;
  needsCode: boolean;
  steps: Steps;
  showSteps: boolean;
  done: boolean;
  failed: boolean;
  submitting: boolean;
  sending: boolean;
  /** Seconds before another code may be sent (0: now). */
  countdown: number;
  loadingState: boolean;
  loginLink: string | null;
  /** The last action's outcome, shown in the dialog; cleared when a step succeeds or the account changes. */
  message: ActivationMessage | null;
  sendCode(): Promise<void>;
  submit(): Promise<void>;
  loadState(): Promise<void>;
}

export function useActivation(opts: {
  site: Locale;
  logoId: number;
  logoName: string;
  user: TUser | null;
  partnerUrl: string | null;
  /** Existing state is loaded for brand-package logos only (spec 02 §4). */
  canLoadState: boolean;
}): Activation {
  const { site, logoId, logoName, user, partnerUrl, canLoadState } = opts;
  const field = accountField(site);
  const own = field === 'mobile' ? user?.mobile : user?.email;
  const [account, setAccount] = useState(own ?? '');
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState({ account: false, code: false });
  const [steps, setStepsState] = useState<Steps>(IDLE);
  const [showSteps, setShowSteps] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [sending, setSending] = useState(false);
  const [countdown, setCountdown] = useState(0);
  const [loadingState, setLoadingState] = useState(false);
  const [message, setMessage] = useState<ActivationMessage | null>(null);
  const [params, setParamsState] = useState<Params>({ logo_id: logoId });
  // The chain reads what the previous step just wrote, not a render's snapshot.
  const paramsRef = useRef<Params>(params);
  /** The chain is running (a ref: a second click in the same render must not start another). */
  const busy = useRef(false);
  /** Bumped by each state load and each submit: an older load's answers are dropped. */
  const generation = useRef(0);
  const stepsRef = useRef<Steps>(steps);
  const setParams = (p: Params) => {
    paramsRef.current = { ...paramsRef.current, ...p };
    setParamsState(paramsRef.current);
  };
  const setStep = (step: UbrandStep, status: StepStatus) => {
    stepsRef.current = { ...stepsRef.current, [step]: status };
    setStepsState(stepsRef.current);
  };

  const typed = normaliseAccount(site, account);
  const accountValid = isValidAccount(site, typed);
  const codeValid = ZUbrandCode.safeParse(code.trim()).success;
  // Re-evaluated on every change of the account (spec 02 §4).
  const needsCode = needsVerification(site, typed, user && { mobile: user.mobile, email: user.email, email_validated: user.email_validated });
  const done = activationDone(steps, params);
  const loginLink = done && partnerUrl ? partnerLoginLink(partnerUrl, params as LoginParams) : null;

  useEffect(() => {
    if (countdown <= 0) return;
    const id = window.setTimeout(() => setCountdown((s) => s - 1), 1000);
    return () => window.clearTimeout(id);
  }, [countdown]);

  /** The calls' {email, mobile}: the account in its site's field, the other empty. */
  const contactOf = (value: string) => ({ email: field === 'email' ? value : '', mobile: field === 'mobile' ? value : '' });
  const contact = () => contactOf(typed);

  const sendCode = useCallback(async () => {
    // While counting down or sending, only the code field's validity is reported (spec 02 §5).
    if (countdown > 0 || sending) {
      setTouched((t) => ({ ...t, code: true }));
      return;
    }
    setTouched((t) => ({ ...t, account: true }));
    if (!accountValid) return;
    setSending(true);
    try {
      // After a few codes from one address the server asks for the proof step first (web/api/proof.ts).
      await withProof((proof) => ubrandApi.sendCode({ ...contact(), logo_id: logoId, ...(proof ? { proof } : {}) }));
      setMessage({ kind: 'success', text: translate('ubrand.activate.sendCodeSuccess') });
      setCountdown(SMS_RESEND_SECONDS);
    } catch (err) {
      setMessage({ kind: 'error', text: failureText(err) });
    } finally {
      setSending(false);
    }
  }, [countdown, sending, accountValid, typed, logoId]);

  /** Runs the steps not yet done, in order; stops at the first that fails. */
  async function runChain(): Promise<void> {
    for (const step of UBRAND_STEPS) {
      if (stepsRef.current[step] === 'success') continue;
      setStep(step, 'loading');
      try {
        const p = paramsRef.current;
        if (step === 'createUser') {
          const a = await ubrandApi.validate({ ...contact(), code: needsCode ? code.trim() : '', logo_id: logoId });
          // Another account than the one loaded (or none was): the brand steps are run again
          // for this one (the partner keys them on the logo, so repeating them is harmless).
          if (p.user_id !== a.data.id) {
            setStep('createBrand', 'idle');
            setStep('syncLogo', 'idle');
          }
          setParams({ user_id: a.data.id, secret: a.data.logo_user_secret.secret });
        } else if (step === 'createBrand') {
          const b = await ubrandApi.createBrand({ logo_id: logoId, logo_name: logoName, ubrand_user_id: p.user_id! });
          setParams({ brand_id: b.data.id, short_link: b.data.short_link });
        } else {
          await ubrandApi.syncLogo({ brand_id: p.brand_id!, logo_id: logoId, ubrand_user_id: p.user_id! });
        }
        setStep(step, 'success');
        // What was said before (a failure, "code sent") is over once a step has gone through.
        setMessage(null);
      } catch (err) {
        setStep(step, 'error');
        setMessage({ kind: 'error', text: failureText(err) });
        return;
      }
    }
  }

  const submit = async () => {
    if (busy.current) return;
    if (done) {
      const link = loginLink;
      if (link) window.setTimeout(() => window.open(link, '_blank', 'noopener'), DELAYS.partnerLoginLink);
      else setMessage({ kind: 'error', text: translate('errors.UBRAND_UNAVAILABLE') });
      return;
    }
    const userStepDone = stepsRef.current.createUser === 'success';
    if (!showSteps || !userStepDone) {
      setTouched({ account: true, code: true });
      if (!accountValid || (needsCode && !userStepDone && !codeValid)) return;
    }
    busy.current = true;
    setMessage(null);
    // A state load still under way is dropped: the chain writes what is true now.
    generation.current++;
    setSubmitting(true);
    setShowSteps(true);
    announce(translate('ubrand.activate.announceStart'));
    try {
      await runChain();
      // The end said once (a failure is said by its message, an alert).
      if (UBRAND_STEPS.every((step) => stepsRef.current[step] === 'success')) announce(translate('ubrand.activate.titleDone'));
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  };

  const loadState = useCallback(async () => {
    // Not while the chain runs (it knows better), and a newer load or a submit drops this one.
    if (!canLoadState || busy.current) return;
    const mine = ++generation.current;
    const current = () => generation.current === mine;
    setLoadingState(true);
    try {
      // Brand info, then asset info, then account info (spec 02 §4).
      const brand = (await ubrandApi.brandInfo(logoId)).data;
      if (!brand || !current()) return;
      setParams({ brand_id: brand.id, short_link: brand.short_link });
      setStep('createBrand', 'success');
      const asset = (await ubrandApi.assetInfo(brand.id, logoId)).data;
      if (!asset || !current()) return;
      setStep('syncLogo', 'success');
      const creator = field === 'mobile' ? asset.creator.mobile : asset.creator.email;
      if (!creator) return;
      setAccount(creator);
      const acc = (await ubrandApi.accountInfo(contactOf(creator), logoId)).data;
      // Used only when it carries a secret (spec 02 §7).
      if (acc?.logo_user_secret.secret && current()) {
        setParams({ user_id: acc.id, secret: acc.logo_user_secret.secret });
        setStep('createUser', 'success');
      }
    } catch {
      // Nothing to show: the form stays, and activating again finds what exists.
    } finally {
      if (current()) {
        if (UBRAND_STEPS.some((s) => stepsRef.current[s] === 'success')) setShowSteps(true);
        setLoadingState(false);
      }
    }
  }, [canLoadState, logoId, field]);

  /** A different account starts over: what was done belongs to the old one. */
  const changeAccount = (v: string) => {
    setAccount(v);
    // A message about the account typed before ("code sent", "wrong code") is not about this one.
    setMessage(null);
    if (UBRAND_STEPS.some((s) => stepsRef.current[s] !== 'idle')) {
      stepsRef.current = IDLE;
      setStepsState(IDLE);
      paramsRef.current = { logo_id: logoId };
      setParamsState(paramsRef.current);
      setShowSteps(false);
    }
  };

  return {
    field,
    account,
    setAccount: changeAccount,
    code,
    setCode,
    accountError: touched.account && !accountValid,
    codeError: touched.code && needsCode && steps.createUser !== 'success' && !codeValid,
    needsCode,
    steps,
    showSteps,
    done,
    failed: UBRAND_STEPS.some((s) => steps[s] === 'error'),
    submitting,
    sending,
    countdown,
    loadingState,
    loginLink,
    message,
    sendCode,
    submit,
    loadState,
  };
}
