import { useState, type FormEvent } from 'react';
import { TRADEMARK_INDUSTRIES, TRADEMARK_MESSAGES, ZTrademarkEnquiry } from '../../../core/trademark';
import { useTrademarkEnquiry } from '../../api/trademark';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { FormField } from '../../components/FormField';
import { TextInput } from '../../components/TextInput';
import { useT } from '../../i18n';
import { errorMessageKey } from '../../i18n/errors';

interface EnquiryDialogProps {
  open: boolean;
  onClose: () => void;
  /** The logo whose bought registration this enquiry is for; null for an enquiry without a logo. */
  logoId: number | null;
  /** Pre-filled trademark name (the logo name). */
  defaultName?: string;
}

type Values = { name: string; industry: string; phone: string };
type Field = keyof Values;

/** What is wrong with each field by the server's own schema (core/trademark.ts: the real mobile ranges, not just the shape). */
function problems(values: Values): Partial<Record<Field, string>> {
  const shape = ZTrademarkEnquiry.shape;
  return {
    name: shape.name.safeParse(values.name).success ? undefined : TRADEMARK_MESSAGES.name,
    industry: shape.industry.safeParse(values.industry).success ? undefined : TRADEMARK_MESSAGES.industry,
    phone: shape.phone.safeParse(values.phone).success ? undefined : TRADEMARK_MESSAGES.phone,
  };
}

/**
 * The trademark enquiry (spec 01 §2/§5): name, industry (the 21 of §5) and an
 * 11-digit mobile, checked with the spec's messages when sent (then as they
 * change); then on to the trademark site with name, industry text, phone and
 * logo id (none without a logo). The area's own dialog and fields: the page
 * opens it by itself after 3 s, so it loads nothing of antd.
 */
export function EnquiryDialog({ open, onClose, logoId, defaultName }: EnquiryDialogProps) {
  const t = useT();
  const enquiry = useTrademarkEnquiry();
  const [values, setValues] = useState<Values>({ name: defaultName ?? '', industry: '', phone: '' });
  const [sent, setSent] = useState(false);
  const errors = sent ? problems(values) : {};
  const set = (field: Field, value: string) => setValues((v) => ({ ...v, [field]: value }));

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setSent(true);
    const found = problems(values);
    const wrong = (['name', 'industry', 'phone'] as const).find((f) => found[f]);
    if (wrong) {
      e.currentTarget.querySelector<HTMLElement>(`[data-field="${wrong}"]`)?.focus();
      return;
    }
    const res = await enquiry.mutateAsync({ ...values, name: values.name.trim(), industry: values.industry as (typeof TRADEMARK_INDUSTRIES)[number], ...(logoId !== null ? { logo: logoId } : {}) }).catch(() => null);
    if (res) window.location.assign(res.redirect);
  };

  return (
    <Dialog open={open} onClose={onClose} title={t('trademark.enquiry.title')} data-testid="enquiry-dialog">
      <p className="trademark-lead">{t('trademark.enquiry.lead')}</p>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <FormField label={t('trademark.enquiry.name')} error={errors.name}>
          {(control) => (
            <TextInput {...control} data-field="name" data-autofocus maxLength={50} value={values.name} status={errors.name ? 'error' : undefined} onChange={(e) => set('name', e.target.value)} data-testid="enquiry-name" />
          )}
        </FormField>
        <FormField label={t('trademark.enquiry.industry')} error={errors.industry}>
          {(control) => (
            <select
              {...control}
              data-field="industry"
              className={`text-input${errors.industry ? ' text-input--error' : ''}`}
              value={values.industry}
              onChange={(e) => set('industry', e.target.value)}
              data-testid="enquiry-industry"
            >
              <option value="" disabled>
                {t('trademark.enquiry.industryPlaceholder')}
              </option>
              {TRADEMARK_INDUSTRIES.map((i) => (
                <option key={i} value={i}>
                  {i}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t('trademark.enquiry.phone')} error={errors.phone}>
          {(control) => (
            <TextInput
              {...control}
              data-field="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              maxLength={11}
              value={values.phone}
              status={errors.phone ? 'error' : undefined}
              onChange={(e) => set('phone', e.target.value)}
              data-testid="enquiry-phone"
            />
          )}
        </FormField>
        {enquiry.isError && <Alert type="error" showIcon title={t(errorMessageKey(enquiry.error))} className="enquiry-error" />}
        <Button type="primary" htmlType="submit" size="large" block loading={enquiry.isPending} data-testid="enquiry-submit">
          {t('trademark.enquiry.submit')}
        </Button>
      </form>
    </Dialog>
  );
}
