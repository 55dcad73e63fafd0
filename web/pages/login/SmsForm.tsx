import { MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { ZMobile, ZSmsLogin } from '../../../core/sms';
import { SMS_RESEND_SECONDS } from '../../../core/constants';
import { loginWithSms, sendSmsCode } from '../../api/auth';
import { withProof } from '../../api/proof';
import { useT, type TKey } from '../../i18n';
import { errorMessageKey } from '../../i18n/errors';
import { toast } from '../../components/toast';
import { useCountdown } from './useCountdown';

/** An antd form rule that passes when `valid` accepts the field's value. */
function schemaRule(valid: (value: string) => boolean, message: string) {
  return {
    validator: (_rule: unknown, value: string | undefined) =>
      valid(value ?? '') ? Promise.resolve() : Promise.reject(new Error(message)),
  };
}

interface SmsValues {
  mobile: string;
  code: string;
}

/** Mobile + SMS code sign-in (Chinese site): POST /api/auth/sms/send, then /api/auth/sms/login. */
export function SmsForm({ onSignedIn }: { onSignedIn: () => void }) {
  const t = useT();
  const [form] = Form.useForm<SmsValues>();
  const [pending, setPending] = useState(false);
  const [sending, setSending] = useState(false);
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<TKey | null>(null);
  const countdown = useCountdown(SMS_RESEND_SECONDS);

  const send = async () => {
    if (countdown.remaining > 0 || sending) return;
    let mobile: string;
    try {
      ({ mobile } = await form.validateFields(['mobile']));
    } catch {
      return; // the field shows its own message
    }
    setSending(true);
    setError(null);
    try {
      // After a few codes from one address the server asks for a proof of work first: solved here, then sent again.
      await withProof((proof) => sendSmsCode({ mobile, ...(proof ? { proof } : {}) }), setChecking);
      countdown.start();
      toast.success(t('login.sms.sent'));
    } catch (cause) {
      setError(errorMessageKey(cause));
    } finally {
      setSending(false);
    }
  };

  const submit = async (values: SmsValues) => {
    setPending(true);
    setError(null);
    try {
      await loginWithSms(values);
      onSignedIn();
    } catch (cause) {
      setError(errorMessageKey(cause));
      setPending(false);
    }
  };

  // The same core schemas the server validates with (one schema, two users).
  const mobileRule = schemaRule((value) => ZMobile.safeParse(value).success, t('login.sms.mobileInvalid'));
  const codeRule = schemaRule((value) => ZSmsLogin.shape.code.safeParse(value).success, t('login.sms.codeInvalid'));

  return (
    <Form<SmsValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={(values) => void submit(values)}
      size="large"
    >
      <Form.Item name="mobile" label={t('login.sms.mobile')} rules={[mobileRule]} validateTrigger="onBlur">
        <Input
          prefix={<MobileOutlined />}
          type="tel"
          inputMode="numeric"
          maxLength={11}
          autoComplete="tel"
          data-testid="sms-mobile"
        />
      </Form.Item>
      <Form.Item label={t('login.sms.code')} required>
        <Space.Compact block>
          <Form.Item name="code" noStyle rules={[codeRule]}>
            <Input
              prefix={<SafetyOutlined />}
              inputMode="numeric"
              maxLength={6}
              autoComplete="one-time-code"
              aria-label={t('login.sms.code')}
              data-testid="sms-code"
            />
          </Form.Item>
          <Button onClick={() => void send()} loading={sending} disabled={countdown.remaining > 0} data-testid="sms-send">
            {checking ? t('login.sms.checkingShort') : countdown.remaining > 0 ? t('login.sms.resendIn', { seconds: countdown.remaining }) : t('login.sms.send')}
          </Button>
        </Space.Compact>
      </Form.Item>
      <div role="status" className="login-checking" data-testid="sms-checking">
        {checking ? t('login.sms.checking') : ''}
      </div>
      {error && <Alert type="error" showIcon title={t(error)} className="login-error" data-testid="login-error" />}
      <Button type="primary" htmlType="submit" block loading={pending} data-testid="sms-submit">
        {t('login.submit')}
      </Button>
    </Form>
  );
}
