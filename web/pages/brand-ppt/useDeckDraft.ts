import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ZBrandPptSave, type TBrandPptDetail, type TBrandPptSave } from '../../../core/office/brand-ppt';
import { ApiError } from '../../api/client';
import { saveBrandPpt } from '../../api/brandPpt';

/**
 * saved: the stored deck is the draft; dirty/saving: on its way; failed: the
 * save did not arrive and is tried again (after 2, 4, 8 … 30 s, and at each
 * change); invalid: the draft cannot be saved as it is (a field says why);
 * conflict: the deck was changed elsewhere since this page read it.
 */
export type SaveState = 'saved' | 'dirty' | 'saving' | 'failed' | 'invalid' | 'conflict';

/** Wait after the last change before saving (ms): typing saves once a pause comes. */
export const AUTOSAVE_MS = 800;
const RETRY_MS = [2000, 4000, 8000, 16_000, 30_000];

type Draft = Omit<TBrandPptSave, 'base'>;

/**
 * The deck being edited: a draft of the stored detail, saved by itself a
 * moment after each change, one save at a time with the latest draft, each
 * naming the version it edits (`base`) so a change made elsewhere is never
 * overwritten. Leaving saves what is left (also when the tab closes).
 */
export function useDeckDraft(logoId: number, detail: TBrandPptDetail) {
  const client = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => ({ form: { color: detail.form.color, keyword: detail.form.keyword, pattern: detail.form.pattern }, outline: detail.outline, title: detail.title, deck: detail.deck }));
  const [state, setState] = useState<SaveState>('saved');
  const latest = useRef(draft);
  const saved = useRef(draft);
  const base = useRef(detail.updated_at);
  const running = useRef<Promise<boolean> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const failures = useRef(0);
  const stopped = useRef(false);

  const schedule = useCallback((ms: number, run: () => void) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      run();
    }, ms);
  }, []);

  const saveNow = useCallback(async (): Promise<boolean> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    while (running.current) await running.current;
    const sending = latest.current;
    if (sending === saved.current) return true;
    if (stopped.current) return false;
    const body = ZBrandPptSave.safeParse({ ...sending, base: base.current });
    if (!body.success) {
      setState('invalid');
      return false;
    }
    setState('saving');
    const job = saveBrandPpt(logoId, body.data).then(
      (answer) => {
        base.current = answer.detail!.updated_at;
        saved.current = sending;
        failures.current = 0;
        client.setQueryData(['brand-ppt', logoId], answer);
        if (latest.current === sending) setState('saved');
        else {
          setState('dirty');
          schedule(AUTOSAVE_MS, () => void saveNow());
        }
        return true;
      },
      (error: unknown) => {
        if (error instanceof ApiError && error.code === 'BRAND_PPT_CHANGED') {
          stopped.current = true;
          setState('conflict');
          return false;
        }
        setState('failed');
        const wait = RETRY_MS[Math.min(failures.current, RETRY_MS.length - 1)]!;
        failures.current += 1;
        schedule(wait, () => void saveNow());
        return false;
      },
    );
    running.current = job;
    const ok = await job;
    running.current = null;
    return ok;
  }, [client, logoId, schedule]);

  const change = useCallback(
    (update: (d: Draft) => Draft) => {
      setDraft((d) => {
        const next = update(d);
        latest.current = next;
        return next;
      });
      if (stopped.current) return;
      setState('dirty');
      schedule(AUTOSAVE_MS, () => void saveNow());
    },
    [saveNow, schedule],
  );

  useEffect(() => {
    // The tab closing: what is not saved yet goes with a request that outlives the page.
    const onHide = () => {
      if (latest.current === saved.current || stopped.current) return;
      const body = ZBrandPptSave.safeParse({ ...latest.current, base: base.current });
      if (!body.success) return;
      void fetch(`/api/logo/${logoId}/brand-ppt`, { method: 'PUT', keepalive: true, credentials: 'same-origin', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body.data) }).catch(() => undefined);
    };
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      // Leaving the page within the app: saved behind any save in flight, and the cache told, so coming back shows it.
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      if (latest.current !== saved.current && !stopped.current) void saveNow();
    };
  }, [logoId, saveNow]);

  /** Saves now if anything is unsaved; true when the stored deck is the draft. */
  const flush = useCallback(() => saveNow(), [saveNow]);

  return { draft, change, state, flush };
}
