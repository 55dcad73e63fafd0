import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../components/Alert';
import { Button } from '../components/Button';
import { Spinner } from '../components/Spinner';
import { useT } from '../i18n';
import { site } from '../site';

interface StripeCardProps {
  clientSecret: string;
  /** Where Stripe sends the customer back (absolute URL). */
  returnUrl: string;
}

/**
 * Card payment on the English site: Stripe's Payment Element (card details
 * never touch our server), confirmed in the browser; Stripe then redirects to
 * the return address and its webhook credits the order. Stripe.js is loaded
 * only here (the `pure` entry), not on every page, so the pages' CSP allows it
 * only where the English site takes cards through Stripe.
 */
export function StripeCard({ clientSecret, returnUrl }: StripeCardProps) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const [stripe, setStripe] = useState<{ stripe: Stripe; elements: StripeElements } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    const key = site.stripePublishableKey;
    if (!key) {
      setError(t('purchase.cardUnavailable'));
      return;
    }
    loadStripe(key)
      .then((s) => {
        if (!live || !s || !box.current) return;
        const elements = s.elements({ clientSecret, locale: 'en' });
        elements.create('payment').mount(box.current);
        setStripe({ stripe: s, elements });
      })
      .catch(() => live && setError(t('purchase.cardUnavailable')));
    return () => {
      live = false;
    };
  }, [clientSecret, t]);

  async function confirm() {
    if (!stripe) return;
    setBusy(true);
    const result = await stripe.stripe.confirmPayment({ elements: stripe.elements, confirmParams: { return_url: returnUrl } });
    // Only reached when the confirmation failed (success redirects away).
    setError(result.error?.message ?? t('errors.INTERNAL'));
    setBusy(false);
  }

  return (
    <div className="purchase-card">
      <div ref={box} className="purchase-card__element">
        {!stripe && !error && <Spinner size={24} label={t('common.loading')} />}
      </div>
      {error && <Alert type="error" showIcon title={error} className="purchase-error" />}
      <Button type="primary" size="large" block disabled={!stripe} loading={busy} onClick={confirm} data-testid="card-pay">
        {t('purchase.pay')}
      </Button>
    </div>
  );
}
