import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Button } from '../components/Button';
import { useLocation } from 'react-router';
import { useLogout } from '../api/me';
import { useArea } from '../area/AreaContext';
import { useT } from '../i18n';
import { errorMessageKey } from '../i18n/errors';
import { toast } from '../components/toast';
import { loginHref } from './loginHref';

/** Signs out (then the page reloads: every role is the server's again); a failure is said in a message. */
function useSignOut(): { pending: boolean; signOut: () => void } {
  const t = useT();
  const logout = useLogout();
  return {
    pending: logout.isPending,
    signOut: () => logout.mutate(undefined, { onError: (error) => toast.error(t(errorMessageKey(error))) }),
  };
}

/**
 * The user's picture, or a person glyph without one. Beside the name it is
 * decoration; alone (the phone's header) `label` names whose it is.
 */
function UserPicture({ cover, label }: { cover: string | null | undefined; label?: string }) {
  return (
    <span className="user-picture" role={label ? 'img' : undefined} aria-label={label}>
      {cover ? <img src={cover} alt="" /> : <UserOutlined aria-hidden />}
    </span>
  );
}

/**
 * Signed-in user's e-mail or mobile with a sign-out action, or a Sign in link.
 * On a phone (`compact`) the header shows the picture only: the account and
 * Sign out are in the menu drawer (DrawerAccount). Inside a host's frame a
 * visitor is offered no sign-in: accounts are the host's business.
 */
export function UserBox({ compact }: { compact: boolean }) {
  const t = useT();
  const { user, userLoading, embedded } = useArea();
  const { pending, signOut } = useSignOut();
  // Re-render on navigation so the sign-in link returns to the current page.
  useLocation();

  if (userLoading) return <span className="user-box" aria-busy />;
  if (!user && embedded) return null;
  if (user && compact) {
    const name = user.email ?? user.mobile ?? '';
    return (
      <div className="user-box" title={name} data-testid="user-avatar">
        <UserPicture cover={user.cover} label={name} />
      </div>
    );
  }
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
      <UserPicture cover={user.cover} />
      <span className="user-box__name" data-testid="user-name" title={name}>
        {name}
      </span>
      <Button
        type="text"
        size="small"
        icon={<LogoutOutlined />}
        loading={pending}
        data-testid="sign-out"
        onClick={signOut}
      >
        {t('auth.signOut')}
      </Button>
    </div>
  );
}

/** The account at the foot of the phone's menu drawer: who is signed in and a labelled Sign out, or Sign in. */
export function DrawerAccount() {
  const t = useT();
  const { user, embedded } = useArea();
  const { pending, signOut } = useSignOut();
  if (!user) {
    if (embedded) return null;
    return (
      <div className="drawer-account">
        <Button block type="primary" ghost href={loginHref(window.location)} icon={<UserOutlined />} data-testid="drawer-sign-in">
          {t('auth.signIn')}
        </Button>
      </div>
    );
  }
  const name = user.email ?? user.mobile ?? '';
  return (
    <div className="drawer-account">
      <div className="drawer-account__who">
        <UserPicture cover={user.cover} />
        <span className="drawer-account__name" data-testid="drawer-user-name">
          {name}
        </span>
      </div>
      <Button
        block
        icon={<LogoutOutlined />}
        loading={pending}
        data-testid="drawer-sign-out"
        onClick={signOut}
      >
        {t('auth.signOut')}
      </Button>
    </div>
  );
}
