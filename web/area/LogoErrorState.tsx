import { LockOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import type { ApiError } from '../api/client';
import { useT } from '../i18n';
import { errorMessageKey } from '../i18n/errors';
import { site } from '../site';

interface LogoErrorStateProps {
  /** 'private' is shown only in embedded mode (elsewhere the visitor is sent to the site root). */
  kind: 'private' | 'error';
  error: ApiError | null;
  onRetry: () => void;
}

/** The state's title is the page's heading (one h1 on every page, also when it could not be shown). */
const heading = (text: string) => <h1 className="logo-state__title">{text}</h1>;

/** What the page shows when the page start failed: private (embedded only), not found, or an error to retry. */
export function LogoErrorState({ kind, error, onRetry }: LogoErrorStateProps) {
  const t = useT();
  if (kind === 'private' || error?.code === 'LOGO_PRIVATE') {
    return (
      <Result
        icon={<LockOutlined />}
        title={heading(t('logoState.private.title'))}
        subTitle={t('logoState.private.text')}
        data-testid="logo-private"
      />
    );
  }
  if (error?.code === 'NOT_FOUND') {
    return (
      <Result
        status="404"
        title={heading(t('logoState.notFound.title'))}
        subTitle={t('logoState.notFound.text')}
        data-testid="logo-not-found"
        extra={
          <Button type="primary" href={site.siteRoot}>
            {t('common.backToSite')}
          </Button>
        }
      />
    );
  }
  return (
    <Result
      status="warning"
      title={heading(t('logoState.error.title'))}
      subTitle={t(errorMessageKey(error))}
      data-testid="logo-error"
      extra={
        <Button type="primary" icon={<ReloadOutlined />} onClick={onRetry} data-testid="retry">
          {t('common.retry')}
        </Button>
      }
    />
  );
}
