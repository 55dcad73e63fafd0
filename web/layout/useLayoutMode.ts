import { useSyncExternalStore } from 'react';
import { LAYOUT } from '../../core/constants';

/** wide: 280 px menu; narrow (≤ 1050 px): 70 px menu with short labels; mobile (≤ 767 px): drawer. */
export type LayoutMode = 'wide' | 'narrow' | 'mobile';

const MOBILE_QUERY = `(max-width: ${LAYOUT.mobileBreakpoint}px)`;
const NARROW_QUERY = `(max-width: ${LAYOUT.narrowBreakpoint}px)`;

function currentMode(): LayoutMode {
  if (window.matchMedia(MOBILE_QUERY).matches) return 'mobile';
  if (window.matchMedia(NARROW_QUERY).matches) return 'narrow';
  return 'wide';
}

function subscribe(onChange: () => void): () => void {
  const lists = [window.matchMedia(MOBILE_QUERY), window.matchMedia(NARROW_QUERY)];
  lists.forEach((list) => list.addEventListener('change', onChange));
  return () => lists.forEach((list) => list.removeEventListener('change', onChange));
}

/** The layout the window's width calls for (spec 01 §2 and §9 breakpoints). */
export function useLayoutMode(): LayoutMode {
  return useSyncExternalStore(subscribe, currentMode, () => 'wide');
}
