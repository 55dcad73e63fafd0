import { useCallback, useEffect, useRef, useState } from 'react';
import type { TLogoDetails } from '../../../core/api';
import { HOLLOW_TIMEOUT_MS } from '../../../core/constants';
import { useFeaturedRender } from '../../api/logo';
import { provideDownloadInfo } from '../../embed/downloadInfo';

/**
 * ready: the featured images exist (the page has signalled load);
 * waiting: the progress status shows until the main preview has loaded (the hollow
 * callback) or HOLLOW_TIMEOUT_MS passed; rendering: the server is rendering
 * them; failed: the render failed (the page still works; the user may retry).
 */
export type FeaturedState = 'ready' | 'waiting' | 'rendering' | 'failed';

/** spec 01 §4: load is signalled at once when both featured images exist. */
export function hasFeatured(logo: Pick<TLogoDetails, 'featured_jpg' | 'featured_png'>): boolean {
  return Boolean(logo.featured_jpg && logo.featured_png);
}

/** The page's load signal, read by embedding hosts' tests and the embedded protocol. */
function signal(value: 'ready' | 'failed'): void {
  document.documentElement.dataset.downloadReady = value;
}

/**
 * spec 01 §4 "Download page load". When the logo lacks its featured images the
 * page shows its progress status, waits for the main preview to finish loading
 * (`hollow`) or HOLLOW_TIMEOUT_MS, then asks the server to render and store
 * them. One attempt per page view (retry is the user's choice). The caller
 * mounts it once per logo (keyed by fa_id).
 */
export function useFeaturedImages(logo: TLogoDetails): {
  state: FeaturedState;
  hollow: () => void;
  retry: () => void;
} {
  const render = useFeaturedRender(logo.fa_id);
  const { mutate } = render;
  const [state, setState] = useState<FeaturedState>(() => (hasFeatured(logo) ? 'ready' : 'waiting'));
  const started = useRef(false);

  const start = useCallback(() => {
    if (started.current) return;
    started.current = true;
    setState('rendering');
    mutate(undefined, {
      onSuccess: () => {
        setState('ready');
        signal('ready');
      },
      onError: () => {
        started.current = false;
        setState('failed');
        signal('failed');
        // An embedding host that asked is told rather than left waiting (a retry answers later asks).
        provideDownloadInfo({ logoId: logo.fa_id, error: 'NOT_READY' });
      },
    });
  }, [mutate, logo.fa_id]);

  // Mount only: the page is keyed by logo, so a new logo is a new mount.
  useEffect(() => {
    if (state === 'ready') signal('ready');
    const timer = state === 'waiting' ? window.setTimeout(start, HOLLOW_TIMEOUT_MS) : undefined;
    return () => {
      window.clearTimeout(timer);
      delete document.documentElement.dataset.downloadReady;
    };
  }, []);

  const hollow = useCallback(() => {
    if (state === 'waiting') start();
  }, [state, start]);

  return { state, hollow, retry: start };
}
