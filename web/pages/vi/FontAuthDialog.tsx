import { Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ZFontAuthorization, type TFontAuthorization } from '../../../core/vi/fontAuth';
import { useSaveFontAuthorization } from '../../api/vi';
import { toast } from '../../components/toast';
import { useT } from '../../i18n';
import { errorMessageKey } from '../../i18n/errors';
import { withKeptQuery } from '../../navigation/query';

/** A form rule from one field of the shared schema: the dialog says what the server would. */
function fieldRule(field: keyof TFontAuthorization) {
  return {
    validator: async (_: unknown, value: unknown) => {
      const result = ZFontAuthorization.shape[field].safeParse(value ?? '');
      if (!result.success) throw new Error(result.error.issues[0]!.message);
    },
  };
}

/**
 * The font authorisation dialog (spec 01 §2, §4, §7; Chinese site, owner or
 * admin): the licensee and a contact number. On save the server's message
 * shows, the dialog closes and the page moves to /vi; a refusal shows its
 * message and keeps what was typed.
 */
export default function FontAuthDialog(props: { open: boolean; logoId: number; initial?: Partial<TFontAuthorization>; onClose: () => void }) {
  const t = useT();
  const [form] = Form.useForm<TFontAuthorization>();
  const save = useSaveFontAuthorization(props.logoId);
  const navigate = useNavigate();
  const { search } = useLocation();

  const name = props.initial?.authorized_name ?? '';
  const contact = props.initial?.authorized_contact_number ?? '';
  // Filled when it opens (and when the saved values change), never while the user types.
  useEffect(() => {
    if (props.open) form.setFieldsValue({ authorized_name: name, authorized_contact_number: contact });
  }, [props.open, name, contact, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      const res = await save.mutateAsync(values);
      toast.success(res.msg);
      props.onClose();
      navigate(withKeptQuery('/vi', search));
    } catch (error) {
      toast.error(t(errorMessageKey(error)));
    }
  };

  return (
    <Modal
      open={props.open}
      title={t('vi.fonts.authTitle')}
      okText={t('vi.fonts.authSave')}
      cancelText={t('vi.fonts.authLater')}
      onOk={() => void submit()}
      onCancel={props.onClose}
      confirmLoading={save.isPending}
      destroyOnHidden
      data-testid="font-auth-dialog"
    >
      <p className="vi-fonts__auth-lead">{t('vi.fonts.authLead')}</p>
      <Form form={form} layout="vertical" requiredMark onFinish={() => void submit()}>
        <Form.Item name="authorized_name" label={t('vi.fonts.authName')} rules={[fieldRule('authorized_name')]} validateTrigger="onBlur">
          <Input maxLength={60} autoFocus data-testid="font-auth-name" />
        </Form.Item>
        <Form.Item name="authorized_contact_number" label={t('vi.fonts.authContact')} rules={[fieldRule('authorized_contact_number')]} validateTrigger="onBlur">
          <Input inputMode="tel" maxLength={20} data-testid="font-auth-contact" />
        </Form.Item>
        <button type="submit" hidden />
      </Form>
    </Modal>
  );
}
