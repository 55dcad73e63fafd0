import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { LAYOUT } from '../../../core/constants';
import { lazyDialog } from '../../components/lazyDialog';
import { toast } from '../../components/toast';
import { useT } from '../../i18n';
import { errorMessageKey } from '../../i18n/errors';
import { refusal, saveFile } from '../download/fileSave';

/** The page's sections whose downloads are one at a time (spec 02 §4 busy flags). */
export type ViSection = 'preview' | 'vi' | 'fonts' | 'licence';

/** A file at an address, or one the page makes (run inside the section's busy flag and error handling). */
/** The phone's save dialog, loaded when a picture is first saved on a phone (in antd's scope: components/lazyDialog). */
const SavePreviewDialog = lazyDialog(() => import('./SavePreviewDialog').then((m) => m.SavePreviewDialog));

export type ImageSource = { url: string; name?: string } | { make: () => Promise<Blob>; name: string };

function isMobile(): boolean {
  return window.matchMedia(`(max-width: ${LAYOUT.mobileBreakpoint}px)`).matches;
}

/**
 * Saves a picture or a file of the page: on a computer as a download; on a
 * phone a picture opens in a preview dialog to be saved by a long press
 * (spec 02 §4). Each section is busy while its download runs, and a
 * second click meanwhile does nothing.
 */
export function useImageSaver() {
  const t = useT();
  const [busy, setBusy] = useState<Partial<Record<ViSection, boolean>>>({});
  // Read by the click itself: two clicks in one frame must not both start.
  const running = useRef(new Set<ViSection>());
  const [preview, setPreview] = useState<{ src: string; name: string } | null>(null);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview.src);
    },
    [preview],
  );

  const run = useCallback(
    async (section: ViSection, source: ImageSource, picture = true) => {
      if (running.current.has(section)) return;
      running.current.add(section);
      setBusy((b) => ({ ...b, [section]: true }));
      try {
        const made = 'make' in source ? await source.make() : null;
        if (picture && isMobile()) {
          const blob = made ?? (await fetchBlob((source as { url: string }).url));
          setPreview({ src: URL.createObjectURL(blob), name: source.name ?? '' });
        } else if (made) {
          const a = document.createElement('a');
          a.href = URL.createObjectURL(made);
          a.download = source.name!;
          document.body.append(a);
          a.click();
          a.remove();
          setTimeout(() => URL.revokeObjectURL(a.href), 60_000);
        } else {
          await saveFile((source as { url: string }).url, source.name);
        }
      } catch (error) {
        toast.error(t(errorMessageKey(error)));
      } finally {
        running.current.delete(section);
        setBusy((b) => ({ ...b, [section]: false }));
      }
    },
    [t],
  );

  const modal: ReactNode = <SavePreviewDialog open={preview !== null} preview={preview} onClose={() => setPreview(null)} />;

  return { run, busy, modal };
}

/** The file at a download address, or the server's refusal as an error. */
async function fetchBlob(url: string): Promise<Blob> {
  const res = await fetch(url, { credentials: 'same-origin' });
  if (!res.ok) throw await refusal(res);
  return res.blob();
}
