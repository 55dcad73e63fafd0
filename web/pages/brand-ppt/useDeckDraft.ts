import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { TBrandPptDetail, TBrandPptSave } from '../../../core/office/brand-ppt';
import { saveBrandPpt } from '../../api/brandPpt';

export type SaveState = 'saved' | 'dirty' | 'saving' | 'failed';

/** Wait after the last change before saving (ms): typing saves once a pause comes. */
export const AUTOSAVE_MS = 800;

/**
 * The deck being edited: a draft of the stored detail, saved by itself a
 * moment after each change (the latest draft wins; a failed save is kept
 * dirty and tried again on the next change or by `flush`).
 */
export function useDeckDraft(logoId: number, detail: TBrandPptDetail) {
  const client = useQueryClient();
  const [draft, setDraft] = useState<TBrandPptSave>(() => ({ form: detail.form, outline: detail.outline, title: detail.title, deck: detail.deck }));
  const [state, setState] = useState<SaveState>('saved');
  const latest = useRef(draft);
  const running = useRef<Promise<boolean> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const saveNow = useCallback(async (): Promise<boolean> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    while (running.current) await running.current;
    const sending = latest.current;
    setState('saving');
    const job = saveBrandPpt(logoId, sending).then(
      (answer) => {
        client.setQueryData(['brand-ppt', logoId], answer);
        // Changed again while saving: still dirty, saved by the next timer.
        setState(latest.current === sending ? 'saved' : 'dirty');
        return true;
      },
      () => {
        setState('failed');
        return false;
      },
    );
    running.current = job;
    const ok = await job;
    running.current = null;
    return ok;
  }, [client, logoId]);

  const change = useCallback(
    (update: (d: TBrandPptSave) => TBrandPptSave) => {
      setDraft((d) => {
        const next = update(d);
        latest.current = next;
        return next;
      });
      setState('dirty');
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void saveNow(), AUTOSAVE_MS);
    },
    [saveNow],
  );

  // Leaving with unsaved changes: saved on the way out.
  useEffect(
    () => () => {
      if (timer.current) {
        clearTimeout(timer.current);
        void saveBrandPpt(logoId, latest.current).catch(() => undefined);
      }
    },
    [logoId],
  );

  /** Saves now if anything is unsaved; true when the stored deck is the draft. */
  const flush = useCallback(async () => (timer.current || state !== 'saved' ? saveNow() : true), [saveNow, state]);

  return { draft, change, state, flush };
}
