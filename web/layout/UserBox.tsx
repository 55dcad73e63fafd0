import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { App, Avatar, Button } from 'antd';
import { useLocation } from 'react-router';
import { useLogout } from '../api/me';
import { useArea } from '../area/AreaContext';
import { useT } from '../i18n';
import { errorMessageKey } from '../i18n/errors';
import { loginHref } from './loginHref';

/** Signed-in user's e-mail or mobile with a sign-out action, or a Sign in link. */
export function UserBox({ compact }: { compact: boolean }) {
  const t = useT();
  const { message } = App.useApp();
  const { user, userLoading } = useArea();
  const logout = useLogout();
  // Re-render on navigation so the sign-in link returns to the current page.
  useLocation();

  if (userLoading) return <span className="user-box" aria-busy />;
  if (!user) {
    return (
      <Button type="primary" ghost href={loginHref(window.location)} data-testid="sign-in" icon={<UserOutlined />}>
        {t('auth.signIn')}
      </Button>
    );
  }
  const name = user.email ?? user.mobile ?? '';
  return (
    <div className="user-box">
      <Avatar size="small" src={user.cover ?? undefined} icon={<UserOutlined />} alt="" />
      {!compact && (
        <span className="user-box__name" data-testid="user-name" title={name}>
          {name}
        </span>
      )}
      <Button
        type="text"
        size="small"
        icon={<LogoutOutlined />}
        loading={logout.isPending}
        data-testid="sign-out"
        aria-label={compact ? t('auth.signOut') : undefined}
        onClick={() => logout.mutate(undefined, { onError: (error) => void message.error(t(errorMessageKey(error))) })}
      >
        {compact ? null : t('auth.signOut')}
      </Button>
    </div>
  );
}
