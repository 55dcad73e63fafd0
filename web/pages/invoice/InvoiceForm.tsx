import { useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  asInvoiceIssue,
  INVOICE_MAX_LENGTH,
  INVOICE_RELOAD_MS,
  INVOICE_TYPES,
  taxNumberConfirmable,
  type TInvoiceIssue,
  type TInvoicePrevRecord,
  type TInvoiceType,
} from '../../../core/invoice';
import { filterTaxNumberInput } from '../../../core/validators';
import { ApiError } from '../../api/client';
import { useSubmitInvoice } from '../../api/invoice';
import { Button } from '../../components/Button';
import { FormField } from '../../components/FormField';
import { Segmented } from '../../components/Segmented';
import { TextInput } from '../../components/TextInput';
import { toast } from '../../components/toast';
import { useT } from '../../i18n';
import { ERROR_MESSAGES } from '../../i18n/errors';
import { fieldIssue, formIssues, formValuesFrom, ISSUE_FIELD, type CheckedField, type InvoiceFormValues } from './formRules';
import { refusalMessage } from './messages';

interface InvoiceFormProps {
  logoId: number;
  prevRecord: TInvoicePrevRecord | null;
  /** Shown above the form when it replaces a rejection (resubmission). */
  onCancel?: () => void;
}

type Errors = Partial<Record<CheckedField, string>>;

/**
 * The application form (spec 01 §2, §5): personal or company, title, tax
 * number (company only; filtered while typing, checked on blur), address,
 * e-mail, mobile. Pre-filled from the previous record. Each field is checked
 * by the server's own rule (formRules.ts) when it is left (the title as it is
 * typed too); a send checks them all, marks each in error (aria-invalid, its
 * message tied by aria-describedby) and puts the focus on the first. On
 * success: the spec's message, then the page reloads after 1.5 s (spec 01 §8).
 */
export function InvoiceForm({ logoId, prevRecord, onCancel }: InvoiceFormProps) {
  const t = useT();
  const submit = useSubmitInvoice(logoId);
  const initial = useMemo(() => formValuesFrom(prevRecord), [prevRecord]);
  const [values, setValues] = useState<InvoiceFormValues>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const inputs = useRef<Partial<Record<CheckedField, HTMLInputElement | null>>>({});
  const company = values.type === INVOICE_TYPES.company;
  // A well-formed number that fails the check character may be confirmed as on the licence (flagged for the admin).
  const confirmable = taxNumberConfirmable(values.type, values.GMF_NSRSBH);

  const message = (issue: TInvoiceIssue) => t(ERROR_MESSAGES[issue]);
  const check = (field: CheckedField, v: InvoiceFormValues) => {
    const issue = fieldIssue(field, v);
    setErrors((e) => ({ ...e, [field]: issue ? message(issue) : undefined }));
  };
  const change = (field: CheckedField, typed: string) => {
    // spec 01 §5: the tax number is stripped while typing; a confirmation belongs to the number it was given for.
    const next =
      field === 'GMF_NSRSBH'
        ? { ...values, GMF_NSRSBH: filterTaxNumberInput(typed), tax_number_confirmed: false }
        : { ...values, [field]: typed };
    setValues(next);
    if (field === 'GMF_MC') check(field, next);
  };
  const confirm = (confirmed: boolean) => {
    const next = { ...values, tax_number_confirmed: confirmed };
    setValues(next);
    // Ticking the confirmation checks the number again (its error goes).
    check('GMF_NSRSBH', next);
  };
  const chooseType = (type: TInvoiceType) => setValues((v) => ({ ...v, type }));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (submit.isPending || submit.isSuccess) return;
    const issues = formIssues(values);
    setErrors(Object.fromEntries(issues.map(([field, issue]) => [field, message(issue)])));
    if (issues.length > 0) {
      inputs.current[issues[0][0]]?.focus();
      return;
    }
    submit.mutate(values, {
      onSuccess: () => {
        toast.success(t('invoice.submitted'));
        window.setTimeout(() => window.location.reload(), INVOICE_RELOAD_MS);
      },
      onError: (error) => {
        // spec 01 §8: a refused submission shows the server's msg; a field's issue also marks the field.
        const issue = error instanceof ApiError ? asInvoiceIssue(error.code) : null;
        const field = issue ? ISSUE_FIELD[issue] : null;
        const text = refusalMessage(error, t);
        if (field) setErrors((errs) => ({ ...errs, [field]: text }));
        toast.error(text);
      },
    });
  };

  /** A labelled text field, its help and its error below it, both tied to it (components/FormField). */
  const field = (
    name: CheckedField,
    label: string,
    input: { placeholder: string; type?: string; inputMode?: 'email' | 'numeric'; autoComplete?: string; spellCheck?: boolean; testId: string },
    { required = false, help }: { required?: boolean; help?: ReactNode } = {},
  ) => (
    <FormField label={label} error={errors[name]} help={help} required={required}>
      {(control) => (
        <TextInput
          {...control}
          ref={(el) => {
            inputs.current[name] = el;
          }}
          type={input.type ?? 'text'}
          inputMode={input.inputMode}
          autoComplete={input.autoComplete}
          spellCheck={input.spellCheck}
          maxLength={INVOICE_MAX_LENGTH[name]}
          placeholder={input.placeholder}
          value={values[name]}
          status={errors[name] ? 'error' : undefined}
          onChange={(e) => change(name, e.target.value)}
          onBlur={() => check(name, values)}
          data-testid={input.testId}
        />
      )}
    </FormField>
  );

  const optional = t('invoice.form.optional');
  return (
    // The fields are checked by the server's own rules (formRules.ts), not the browser's (noValidate).
    <form className="invoice-form" onSubmit={onSubmit} noValidate data-testid="invoice-form">
      <Segmented
        className="form-field"
        legend={t('invoice.form.type')}
        options={[
          { value: INVOICE_TYPES.company, label: t('invoice.form.company'), testId: 'invoice-type-company' },
          { value: INVOICE_TYPES.personal, label: t('invoice.form.personal'), testId: 'invoice-type-personal' },
        ]}
        value={values.type}
        onChange={chooseType}
        testId="invoice-type"
      />
      {field(
        'GMF_MC',
        t('invoice.form.title'),
        { placeholder: t(company ? 'invoice.form.titleCompanyPlaceholder' : 'invoice.form.titlePersonalPlaceholder'), testId: 'invoice-title' },
        { required: true },
      )}
      {company &&
        field(
          'GMF_NSRSBH',
          t('invoice.form.taxNumber'),
          { placeholder: t('invoice.form.taxNumberPlaceholder'), autoComplete: 'off', spellCheck: false, testId: 'invoice-tax-number' },
          { required: true, help: t('invoice.form.taxNumberHelp') },
        )}
      {company && confirmable && (
        <label className="invoice-confirm">
          <input type="checkbox" checked={values.tax_number_confirmed} onChange={(e) => confirm(e.target.checked)} data-testid="invoice-tax-confirm" />
          <span>{t('invoice.form.taxNumberConfirm')}</span>
        </label>
      )}
      {field('address', t('invoice.form.address'), { placeholder: optional, autoComplete: 'street-address', testId: 'invoice-address' })}
      <div className="invoice-form__row">
        {field(
          'email',
          t('invoice.form.email'),
          { placeholder: optional, type: 'email', inputMode: 'email', autoComplete: 'email', testId: 'invoice-email' },
          { help: t('invoice.form.emailHelp') },
        )}
        {field('mobile', t('invoice.form.mobile'), { placeholder: optional, type: 'tel', inputMode: 'numeric', autoComplete: 'tel-national', testId: 'invoice-mobile' })}
      </div>
      <div className="invoice-form__actions">
        <Button type="primary" htmlType="submit" loading={submit.isPending} disabled={submit.isSuccess} data-testid="invoice-submit">
          {t('invoice.form.submit')}
        </Button>
        {onCancel && (
          <Button onClick={onCancel} data-testid="invoice-cancel">
            {t('invoice.form.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
