import { LoginOutlined } from '@ant-design/icons';
import { Button } from '../../components/Button';
import { Result } from '../../components/Result';
import { useT } from '../../i18n';
import { loginHref } from '../../layout/loginHref';

/** The designer-fix and customise pages to a visitor (spec 01 §2: login is shown), coming back here after sign-in. */
export function SignInPrompt() {
  const t = useT();
  return (
    <Result
      icon={<LoginOutlined />}
      title={t('mod.signIn.title')}
      subTitle={t('mod.signIn.text')}
      data-testid="mod-sign-in"
      extra={
        <Button type="primary" href={loginHref(window.location)} data-testid="mod-sign-in-button">
          {t('mod.signIn.button')}
        </Button>
      }
    />
  );
}
