import { FileZipOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Progress } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { TKitState } from '../../../core/api';
import { kitDownloadUrl, kitProgress, startKit } from '../../api/kit';
import { useT } from '../../i18n';
import { errorMessageKey } from '../../i18n/errors';
import { useSaveFile } from './useSaveFile';

const POLL_MS = 600;

interface Props {
  logoId: number;
  /** The logo may be downloaded (else the page's purchase dialog opens). */
  allowed: boolean;
  onPurchase: () => void;
}

/**
 * The brand kit ZIP: every variant in every format of the package, the
 * favicon pack and the colour sheet. Building shows its progress; the ZIP is
 * saved when it is ready.
 */
export function BrandKitButton({ logoId, allowed, onPurchase }: Props) {
  const t = useT();
  const { save } = useSaveFile();
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<TKitState | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = useRef(0);

  const begin = async () => {
    const id = ++run.current;
    setError(null);
    setState(null);
    setOpen(true);
    try {
      let s = await startKit(logoId);
      while (id === run.current && s.status === 'building') {
        setState(s);
        await new Promise((r) => setTimeout(r, POLL_MS));
        s = await kitProgress(logoId);
      }
      if (id !== run.current) return;
      setState(s);
      if (s.status !== 'ready') {
        setError(t('kit.failed'));
        return;
      }
      if (await save(kitDownloadUrl(logoId))) setOpen(false);
    } catch (err) {
      if (id === run.current) setError(t(errorMessageKey(err)));
    }
  };

  // Closing stops following the build (it goes on on the server; the next click picks it up).
  useEffect(() => () => void run.current++, []);

  const percent = state && state.total > 0 ? Math.round((state.done / state.total) * 100) : 0;
  return (
    <>
      <Button icon={<FileZipOutlined />} onClick={() => (allowed ? void begin() : onPurchase())} data-testid="kit-button">
        {t('kit.button')}
      </Button>
      <Modal
        open={open}
        title={t('kit.title')}
        onCancel={() => {
          run.current++;
          setOpen(false);
        }}
        footer={null}
        destroyOnHidden
      >
        <p className="kit-dialog__text">{t('kit.contents')}</p>
        {error ? (
          <Alert
            type="error"
            showIcon
            title={error}
            data-testid="kit-error"
            action={
              <Button size="small" onClick={() => void begin()}>
                {t('download.featuredRetry')}
              </Button>
            }
          />
        ) : (
          <div data-testid="kit-progress" role="status">
            <Progress percent={state?.status === 'ready' ? 100 : percent} status="active" />
            <p className="kit-dialog__text">
              {!state ? t('kit.starting') : state.status === 'ready' ? t('kit.saving') : t('kit.building', { done: state.done, total: state.total })}
            </p>
          </div>
        )}
      </Modal>
    </>
  );
}
