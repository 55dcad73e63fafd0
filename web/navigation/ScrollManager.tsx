import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { DELAYS } from '../../core/constants';

const STORAGE_KEY = 'download-area.scroll';

function readSaved(): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

function writeSaved(saved: Record<string, number>): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(saved));
  } catch {
    // Storage full or blocked (private mode): scrolling simply starts at the top.
  }
}

/**
 * True when this document was loaded by a reload or by going back or forward in
 * history: the only fresh loads that come back to a saved position.
 */
function loadReturnsToEntry(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type === 'reload' || entry?.type === 'back_forward';
}

/**
 * spec 01 §2: after a navigation, wait 1 s (DELAYS.scrollRestore), then restore
 * the position saved for that history entry, or go to the top. Positions are
 * kept per history entry for the tab's session. The first entry of every
 * document load has the same location.key ("default"), so the address is part
 * of the entry's name: another page opened in the same tab does not take the
 * previous page's position.
 */
export function ScrollManager(): null {
  const location = useLocation();
  const entry = `${location.key} ${location.pathname}${location.search}`;
  const saved = useRef<Record<string, number>>(readSaved());
  const restoring = useRef(false);
  const firstLoad = useRef(true);

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  useEffect(() => {
    let frame = 0;
    const onScroll = (): void => {
      // While waiting to restore, the page still shows the previous entry's offset.
      if (restoring.current || frame) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        saved.current[entry] = window.scrollY;
        writeSaved(saved.current);
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [entry]);

  useEffect(() => {
    // The first load is not a navigation: only a reload (or a return through
    // history) with a saved offset moves; an address opened anew starts at the top.
    const isFirst = firstLoad.current;
    firstLoad.current = false;
    const target = isFirst && !loadReturnsToEntry() ? 0 : (saved.current[entry] ?? 0);
    if (isFirst && target === 0) return;
    restoring.current = true;
    const timer = window.setTimeout(() => {
      restoring.current = false;
      window.scrollTo({ top: target, left: 0 });
    }, DELAYS.scrollRestore);
    return () => {
      window.clearTimeout(timer);
      restoring.current = false;
    };
  }, [entry]);

  return null;
}
