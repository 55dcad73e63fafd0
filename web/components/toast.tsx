import { CheckCircleFilled, CloseCircleFilled, InfoCircleFilled } from '@ant-design/icons';
import { useSyncExternalStore } from 'react';
import './toast.css';

/**
 * Short messages after an action ("Link copied", "Upload failed"), at the top
 * of the page, gone by themselves. Ours rather than antd's message: it costs
 * a few hundred bytes where antd's App (message, notification, modal) weighed
 * ~15 KB on every first load. Successes are read politely by screen readers,
 * errors at once.
 */
type Kind = 'success' | 'info' | 'error';
interface Item {
  id: number;
  kind: Kind;
  text: string;
}

/** How long a message stays: an error longer, so it can be read. */
const SHOWN_MS: Record<Kind, number> = { success: 3000, info: 4500, error: 6000 };

let items: readonly Item[] = [];
let lastId = 0;
const listeners = new Set<() => void>();

function set(next: readonly Item[]) {
  items = next;
  for (const listener of listeners) listener();
}

function dismiss(id: number) {
  set(items.filter((item) => item.id !== id));
}

function show(kind: Kind, text: string) {
  const id = ++lastId;
  // The same text again replaces the earlier one instead of stacking copies.
  set([...items.filter((item) => item.text !== text), { id, kind, text }]);
  window.setTimeout(() => dismiss(id), SHOWN_MS[kind]);
}

export const toast = {
  success: (text: string) => show('success', text),
  /** Something the person should know, not a failure (spec 02 §8: "not owner" is an info message). */
  info: (text: string) => show('info', text),
  error: (text: string) => show('error', text),
};

let announcement = '';

/**
 * Says `text` to screen readers only (a polite live region, nothing shown):
 * the start and the end of long work (a brand kit built, a GIF encoded, an
 * activation run), never each step between, which the progress bar shows.
 * The same text twice is said twice.
 */
export function announce(text: string): void {
  announcement = '';
  for (const listener of listeners) listener();
  window.setTimeout(() => {
    announcement = text;
    for (const listener of listeners) listener();
  }, 50);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Where the messages show: once per page, in the providers. Live regions
 * that stay in the page (a region added with its message is not always
 * read): successes and notes politely, errors at once, and what `announce`
 * says to screen readers only.
 */
export function Toasts() {
  const list = useSyncExternalStore(subscribe, () => items);
  const said = useSyncExternalStore(subscribe, () => announcement);
  return (
    <div className="toasts">
      <div className="visually-hidden" role="status" aria-live="polite" data-testid="announcement">
        {said}
      </div>
      {(['success', 'error'] as const).map((region) => (
        <div key={region} className="toasts__region" role={region === 'error' ? 'alert' : 'status'} aria-live={region === 'error' ? 'assertive' : 'polite'}>
          {list
            .filter((item) => (item.kind === 'error') === (region === 'error'))
            .map((item) => (
              <div key={item.id} className={`toast toast--${item.kind}`} data-testid="toast" data-kind={item.kind}>
                {item.kind === 'error' ? (
                  <CloseCircleFilled aria-hidden />
                ) : item.kind === 'info' ? (
                  <InfoCircleFilled aria-hidden />
                ) : (
                  <CheckCircleFilled aria-hidden />
                )}
                <span>{item.text}</span>
              </div>
            ))}
        </div>
      ))}
    </div>
  );
}
