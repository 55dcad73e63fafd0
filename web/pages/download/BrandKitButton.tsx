import { FileZipOutlined } from '@ant-design/icons';
import { Button } from '../../components/Button';
import { useEffect, useRef, useState } from 'react';
import type { TKitState } from '../../../core/api';
import { kitDownloadUrl, kitProgress, startKit } from '../../api/kit';
import { announce } from '../../components/toast';
import { useT } from '../../i18n';
import { errorMessageKey } from '../../i18n/errors';
import { KitDialog } from './lazy';
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
    announce(t('kit.announceStart'));
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
      announce(t('kit.announceReady'));
      if (await save(kitDownloadUrl(logoId))) setOpen(false);
    } catch (err) {
      if (id === run.current) setError(t(errorMessageKey(err)));
    }
  };

  // Closing stops following the build (it goes on on the server; the next click picks it up).
  useEffect(() => () => void run.current++, []);

  return (
    <>
      <Button icon={<FileZipOutlined />} onClick={() => (allowed ? void begin() : onPurchase())} data-testid="kit-button">
        {t('kit.button')}
      </Button>
      <KitDialog
        open={open}
        state={state}
        error={error}
        onRetry={() => void begin()}
        onCancel={() => {
          run.current++;
          setOpen(false);
        }}
      />
    </>
  );
}
