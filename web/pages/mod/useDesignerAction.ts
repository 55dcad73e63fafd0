import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { designerKeys, type DesignerSubject } from '../../api/designer';
import { logoDetailsKey } from '../../api/logo';
import { useT, type TKey } from '../../i18n';
import { errorMessageKey } from '../../i18n/errors';
import { toast } from '../../components/toast';

/**
 * Runs one designer-fix call: shows `success` (a message key) when it
 * works, the error code's message otherwise (or `failure`'s key when it
 * gives one, for the spec's fixed wordings), then reloads the page's
 * request or record, its files and the designers, and a logo's details:
 * its manual images, the designer-assistant flag (menu mark, download tip)
 * change with these calls.
 */
export function useDesignerAction(subject: DesignerSubject) {
  const t = useT();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const run = useCallback(
    async (call: () => Promise<unknown>, success: TKey, failure?: (error: unknown) => TKey | null): Promise<boolean> => {
      setBusy(true);
      try {
        await call();
        toast.success(t(success));
        return true;
      } catch (error) {
        const key = failure?.(error) ?? null;
        toast.error(t(key ?? errorMessageKey(error)));
        return false;
      } finally {
        setBusy(false);
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: designerKeys.page(subject) }),
          queryClient.invalidateQueries({ queryKey: designerKeys.designers }),
          subject.kind === 'logo' ? queryClient.invalidateQueries({ queryKey: logoDetailsKey(subject.id) }) : undefined,
        ]);
      }
    },
    [subject, queryClient, t],
  );

  return { run, busy };
}
