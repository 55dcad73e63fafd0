import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const reducedNow = () => window.matchMedia(QUERY).matches;

/**
 * Whether the reader asks for less motion (`prefers-reduced-motion: reduce`),
 * followed as the setting changes. What moves by itself (the animation preview,
 * the brand mission's turning, antd's motion) waits for the reader instead.
 * CSS motion is stilled once for every page in web/styles/global.css.
 */
export function useReducedMotion(): boolean {
  // No server render; were there one, it should assume less motion rather than more.
  return useSyncExternalStore(subscribe, reducedNow, () => true);
}
