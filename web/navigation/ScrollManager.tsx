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
 * spec 01 §2: after a navigation, wait 1 s (DELAYS.scrollRestore), then restore
 * the position saved for that history entry, or go to the top. Positions are
 * kept per history entry (location.key) for the tab's session.
 */
export function ScrollManager(): null {
  const location = useLocation();
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
        saved.current[location.key] = window.scrollY;
        writeSaved(saved.current);
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [location.key]);

  useEffect(() => {
    const target = saved.current[location.key] ?? 0;
    // The first load is not a navigation: only a reload with a saved offset moves.
    const isFirst = firstLoad.current;
    firstLoad.current = false;
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
  }, [location.key]);

  return null;
}
