import { Alert, Button, Modal, Progress } from 'antd';
import type { TKitState } from '../../../core/api';
import { useT } from '../../i18n';

interface KitDialogProps {
  open: boolean;
  /** The build as last read; null before the first answer. */
  state: TKitState | null;
  error: string | null;
  onRetry: () => void;
  onCancel: () => void;
}

/** The brand kit's progress while it is built, or what went wrong with Try again (BrandKitButton drives it). */
export function KitDialog({ open, state, error, onRetry, onCancel }: KitDialogProps) {
  const t = useT();
  const percent = state && state.total > 0 ? Math.round((state.done / state.total) * 100) : 0;
  return (
    <Modal open={open} title={t('kit.title')} onCancel={onCancel} footer={null} destroyOnHidden>
      <p className="kit-dialog__text">{t('kit.contents')}</p>
      {error ? (
        <Alert
          type="error"
          showIcon
          title={error}
          data-testid="kit-error"
          action={
            <Button size="small" onClick={onRetry}>
              {t('download.featuredRetry')}
            </Button>
          }
        />
      ) : (
        // Not a live region: each file built would be read out. Its start and end are announced (BrandKitButton).
        <div data-testid="kit-progress">
          <Progress percent={state?.status === 'ready' ? 100 : percent} status="active" aria-label={t('kit.title')} />
          <p className="kit-dialog__text">
            {!state ? t('kit.starting') : state.status === 'ready' ? t('kit.saving') : t('kit.building', { done: state.done, total: state.total })}
          </p>
        </div>
      )}
    </Modal>
  );
}
