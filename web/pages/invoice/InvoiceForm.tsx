import { useMemo } from 'react';
import { Button, Checkbox, Form, Input, Radio } from 'antd';
import {
  asInvoiceIssue,
  INVOICE_MAX_LENGTH,
  INVOICE_RELOAD_MS,
  INVOICE_TYPES,
  taxNumberConfirmable,
  type TInvoicePrevRecord,
} from '../../../core/invoice';
import { filterTaxNumberInput } from '../../../core/validators';
import { ApiError } from '../../api/client';
import { useSubmitInvoice } from '../../api/invoice';
import { useT } from '../../i18n';
import { toast } from '../../components/toast';
import { formValuesFrom, invoiceRules, ISSUE_FIELD, type InvoiceFormValues } from './formRules';
import { refusalMessage } from './messages';

interface InvoiceFormProps {
  logoId: number;
  prevRecord: TInvoicePrevRecord | null;
  /** Shown above the form when it replaces a rejection (resubmission). */
  onCancel?: () => void;
}

/**
 * The application form (spec 01 §2, §5): personal or company, title, tax
 * number (company only; filtered while typing, checked on blur), address,
 * e-mail, mobile. Pre-filled from the previous record. On success: the spec's
 * message, then the page reloads after 1.5 s (spec 01 §8).
 */
export function InvoiceForm({ logoId, prevRecord, onCancel }: InvoiceFormProps) {
  const t = useT();
  const [form] = Form.useForm<InvoiceFormValues>();
  const submit = useSubmitInvoice(logoId);
  const rules = useMemo(() => invoiceRules(t), [t]);
  const initialValues = useMemo(() => formValuesFrom(prevRecord), [prevRecord]);
  const type = Form.useWatch('type', form) ?? initialValues.type;
  const company = type === INVOICE_TYPES.company;
  const taxNumber = Form.useWatch('GMF_NSRSBH', form) ?? initialValues.GMF_NSRSBH;
  // A well-formed number that fails the check character may be confirmed as on the licence (flagged for the admin).
  const confirmable = taxNumberConfirmable(type, taxNumber);

  // A confirmation belongs to the number it was given for: editing the number takes it back.
  const onValuesChange = (changed: Partial<InvoiceFormValues>) => {
    if ('GMF_NSRSBH' in changed && form.getFieldValue('tax_number_confirmed')) form.setFieldValue('tax_number_confirmed', false);
  };

  const onFinish = (values: InvoiceFormValues) => {
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
        if (field) form.setFields([{ name: field, errors: [text] }]);
        toast.error(text);
      },
    });
  };

  return (
    <Form<InvoiceFormValues>
      form={form}
      layout="vertical"
      className="invoice-form"
      initialValues={initialValues}
      onFinish={onFinish}
      onValuesChange={onValuesChange}
      requiredMark
      // The fields are checked by the server's own rules (formRules.ts): the browser's check of the e-mail field
      // ran first, with a bubble of its own tied to no field, and kept the form's from running at all.
      noValidate
      data-testid="invoice-form"
    >
      <Form.Item name="type" label={t('invoice.form.type')}>
        <Radio.Group optionType="button" buttonStyle="solid" data-testid="invoice-type">
          <Radio.Button value={INVOICE_TYPES.company} data-testid="invoice-type-company">
            {t('invoice.form.company')}
          </Radio.Button>
          <Radio.Button value={INVOICE_TYPES.personal} data-testid="invoice-type-personal">
            {t('invoice.form.personal')}
          </Radio.Button>
        </Radio.Group>
      </Form.Item>
      <Form.Item name="GMF_MC" label={t('invoice.form.title')} required rules={rules.GMF_MC} validateTrigger={['onBlur', 'onChange']}>
        <Input
          maxLength={INVOICE_MAX_LENGTH.GMF_MC}
          placeholder={t(company ? 'invoice.form.titleCompanyPlaceholder' : 'invoice.form.titlePersonalPlaceholder')}
          data-testid="invoice-title"
        />
      </Form.Item>
      {company && (
        <Form.Item
          name="GMF_NSRSBH"
          label={t('invoice.form.taxNumber')}
          required
          rules={rules.GMF_NSRSBH}
          // spec 01 §5: stripped while typing, checked as a social credit code on blur.
          normalize={(value: string | undefined) => filterTaxNumberInput(value ?? '')}
          validateTrigger="onBlur"
          // Ticking the confirmation checks the number again (its error goes).
          dependencies={['tax_number_confirmed']}
          extra={t('invoice.form.taxNumberHelp')}
        >
          <Input
            maxLength={INVOICE_MAX_LENGTH.GMF_NSRSBH}
            placeholder={t('invoice.form.taxNumberPlaceholder')}
            autoComplete="off"
            spellCheck={false}
            data-testid="invoice-tax-number"
          />
        </Form.Item>
      )}
      {company && confirmable && (
        <Form.Item name="tax_number_confirmed" valuePropName="checked" className="invoice-form__confirm">
          <Checkbox data-testid="invoice-tax-confirm">{t('invoice.form.taxNumberConfirm')}</Checkbox>
        </Form.Item>
      )}
      <Form.Item name="address" label={t('invoice.form.address')} rules={rules.address} validateTrigger="onBlur">
        <Input maxLength={INVOICE_MAX_LENGTH.address} placeholder={t('invoice.form.optional')} data-testid="invoice-address" />
      </Form.Item>
      <div className="invoice-form__row">
        <Form.Item
          name="email"
          label={t('invoice.form.email')}
          rules={rules.email}
          validateTrigger="onBlur"
          extra={t('invoice.form.emailHelp')}
        >
          <Input
            type="email"
            inputMode="email"
            maxLength={INVOICE_MAX_LENGTH.email}
            placeholder={t('invoice.form.optional')}
            data-testid="invoice-email"
          />
        </Form.Item>
        <Form.Item name="mobile" label={t('invoice.form.mobile')} rules={rules.mobile} validateTrigger="onBlur">
          <Input
            inputMode="numeric"
            maxLength={INVOICE_MAX_LENGTH.mobile}
            placeholder={t('invoice.form.optional')}
            data-testid="invoice-mobile"
          />
        </Form.Item>
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
    </Form>
  );
}
