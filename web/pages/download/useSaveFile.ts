import { useCallback, useState, type MouseEvent } from 'react';
import { useT } from '../../i18n';
import { errorMessageKey } from '../../i18n/errors';
import { toast } from '../../components/toast';
import { isPlainClick, saveFile } from './fileSave';

/**
 * Saves a download link's file through saveFile, showing the server's refusal
 * as its mapped message. `onLinkClick` goes on the `<a href download>` itself
 * (with the link's address): a plain click is handled here, a modified one
 * (new tab, save as) is left to the browser.
 */
export function useSaveFile() {
  const t = useT();
  const [pending, setPending] = useState(false);

  const save = useCallback(
    async (url: string, name?: string, body?: unknown): Promise<boolean> => {
      setPending(true);
      try {
        await saveFile(url, name, body);
        return true;
      } catch (error) {
        toast.error(t(errorMessageKey(error)));
        return false;
      } finally {
        setPending(false);
      }
    },
    [t],
  );

  const onLinkClick = useCallback(
    (event: MouseEvent<HTMLElement>, url: string, then?: (saved: boolean) => void, name?: string) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      void save(url, name).then((saved) => then?.(saved));
    },
    [save],
  );

  return { save, onLinkClick, pending };
}
