import { Alert, Button, Form, Input, Modal, Select } from 'antd';
import { TRADEMARK_INDUSTRIES, TRADEMARK_MESSAGES, ZTrademarkEnquiry, type TTrademarkEnquiry } from '../../../core/trademark';
import { useTrademarkEnquiry } from '../../api/trademark';
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

/**
 * The trademark enquiry (spec 01 §2/§5): name, industry (the 21 of §5) and an
 * 11-digit mobile, checked with the spec's messages; then on to the trademark
 * site with name, industry text, phone and logo id (none without a logo).
 */
export function EnquiryDialog({ open, onClose, logoId, defaultName }: EnquiryDialogProps) {
  const t = useT();
  const enquiry = useTrademarkEnquiry();
  const [form] = Form.useForm<Omit<TTrademarkEnquiry, 'logo'>>();

  async function submit(values: Omit<TTrademarkEnquiry, 'logo'>) {
    const res = await enquiry.mutateAsync({ ...values, name: values.name.trim(), ...(logoId !== null ? { logo: logoId } : {}) });
    window.location.assign(res.redirect);
  }

  return (
    <Modal open={open} onCancel={onClose} title={t('trademark.enquiry.title')} footer={null} destroyOnHidden data-testid="enquiry-dialog">
      <p className="trademark-lead">{t('trademark.enquiry.lead')}</p>
      <Form form={form} layout="vertical" onFinish={submit} initialValues={{ name: defaultName ?? '' }} requiredMark={false}>
        <Form.Item name="name" label={t('trademark.enquiry.name')} rules={[{ required: true, whitespace: true, message: TRADEMARK_MESSAGES.name }]}>
          <Input maxLength={50} data-testid="enquiry-name" />
        </Form.Item>
        <Form.Item name="industry" label={t('trademark.enquiry.industry')} rules={[{ required: true, message: TRADEMARK_MESSAGES.industry }]}>
          <Select
            data-testid="enquiry-industry"
            placeholder={t('trademark.enquiry.industryPlaceholder')}
            options={TRADEMARK_INDUSTRIES.map((i) => ({ value: i, label: i }))}
            showSearch
          />
        </Form.Item>
        <Form.Item
          name="phone"
          label={t('trademark.enquiry.phone')}
          // The server's own check (core/trademark.ts): the real mobile ranges, not just the shape.
          rules={[
            {
              validator: (_rule, value: string | undefined) =>
                ZTrademarkEnquiry.shape.phone.safeParse(value ?? '').success
                  ? Promise.resolve()
                  : Promise.reject(new Error(TRADEMARK_MESSAGES.phone)),
            },
          ]}
        >
          <Input inputMode="tel" maxLength={11} data-testid="enquiry-phone" />
        </Form.Item>
        {enquiry.isError && <Alert type="error" showIcon title={t(errorMessageKey(enquiry.error))} className="purchase-error" />}
        <Button type="primary" htmlType="submit" size="large" block loading={enquiry.isPending} data-testid="enquiry-submit">
          {t('trademark.enquiry.submit')}
        </Button>
      </Form>
    </Modal>
  );
}
