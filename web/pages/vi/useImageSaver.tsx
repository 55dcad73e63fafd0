import { Modal } from 'antd';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { LAYOUT } from '../../../core/constants';
import { toast } from '../../components/toast';
import { useT } from '../../i18n';
import { errorMessageKey } from '../../i18n/errors';
import { refusal, saveFile } from '../download/fileSave';

/** The page's sections whose downloads are one at a time (spec 02 §4 busy flags). */
export type ViSection = 'preview' | 'vi' | 'fonts' | 'licence';

export type ImageSource = { url: string; name?: string } | { blob: Blob; name: string };

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
  const [preview, setPreview] = useState<{ src: string; name: string } | null>(null);

  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview.src);
  }, [preview]);

  const run = useCallback(
    async (section: ViSection, source: ImageSource, picture = true) => {
      if (busy[section]) return;
      setBusy((b) => ({ ...b, [section]: true }));
      try {
        if (picture && isMobile()) {
          const blob = 'blob' in source ? source.blob : await fetchBlob(source.url);
          setPreview({ src: URL.createObjectURL(blob), name: source.name ?? '' });
        } else if ('blob' in source) {
          const a = document.createElement('a');
          a.href = URL.createObjectURL(source.blob);
          a.download = source.name;
          document.body.append(a);
          a.click();
          a.remove();
          setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
        } else {
          await saveFile(source.url, source.name);
        }
      } catch (error) {
        toast.error(t(errorMessageKey(error)));
      } finally {
        setBusy((b) => ({ ...b, [section]: false }));
      }
    },
    [busy, t],
  );

  const modal: ReactNode = (
    <Modal open={preview !== null} onCancel={() => setPreview(null)} footer={null} title={t('vi.saveTitle')} centered destroyOnHidden>
      {preview && (
        <div className="vi-save-preview" data-testid="vi-save-preview">
          <img src={preview.src} alt={preview.name} />
          <p>{t('vi.longPress')}</p>
        </div>
      )}
    </Modal>
  );

  return { run, busy, modal };
}

/** The file at a download address, or the server's refusal as an error. */
async function fetchBlob(url: string): Promise<Blob> {
  const res = await fetch(url, { credentials: 'same-origin' });
  if (!res.ok) throw await refusal(res);
  return res.blob();
}
