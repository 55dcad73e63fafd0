import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { loginWithEmail } from '../../api/auth';
import { useT, type TKey } from '../../i18n';
import { errorMessageKey } from '../../i18n/errors';

interface EmailValues {
  email: string;
  password: string;
}

/** E-mail + password sign-in (POST /api/auth/login). */
export function EmailForm({ onSignedIn }: { onSignedIn: () => void }) {
  const t = useT();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<TKey | null>(null);

  const submit = async (values: EmailValues) => {
    setPending(true);
    setError(null);
    try {
      await loginWithEmail(values);
      onSignedIn();
    } catch (cause) {
      setError(errorMessageKey(cause));
      setPending(false);
    }
  };

  return (
    <Form<EmailValues> layout="vertical" requiredMark={false} onFinish={(values) => void submit(values)} size="large">
      <Form.Item
        name="email"
        label={t('login.email')}
        rules={[
          { required: true, message: t('login.emailRequired') },
          { type: 'email', message: t('login.emailInvalid') },
        ]}
      >
        <Input prefix={<MailOutlined />} autoComplete="email" inputMode="email" data-testid="login-email" />
      </Form.Item>
      <Form.Item name="password" label={t('login.password')} rules={[{ required: true, message: t('login.passwordRequired') }]}>
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" data-testid="login-password" />
      </Form.Item>
      {error && <Alert type="error" showIcon title={t(error)} className="login-error" data-testid="login-error" />}
      <Button type="primary" htmlType="submit" block loading={pending} data-testid="login-submit">
        {t('login.submit')}
      </Button>
    </Form>
  );
}
