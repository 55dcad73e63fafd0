import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';

/**
 * True once the element has come within `margin` px of the viewport (and stays
 * true): what starts a card's work only when someone may look at it.
 * Without IntersectionObserver (very old browsers) everything counts as seen.
 */
export function useSeen(ref: RefObject<Element | null>, margin = 300): boolean {
  const [seen, setSeen] = useState(false);
  // Already near the view when first laid out: seen before the first paint, not a frame or two
  // later when the observer first reports.
  useLayoutEffect(() => {
    const box = ref.current?.getBoundingClientRect();
    if (box && box.bottom > -margin && box.top < window.innerHeight + margin && box.left < window.innerWidth + margin && box.right > -margin) setSeen(true);
  }, [ref, margin]);
  useEffect(() => {
    const el = ref.current;
    if (seen || !el) return;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { rootMargin: `${margin}px` },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, margin, seen]);
  return seen;
}

/**
 * The class of a card's placeholder (with `extra`): grey bars that shimmer once
 * the card is seen and its picture is on its way, still before (nothing loads
 * for it yet, and a shimmer out of view repaints every frame for nobody).
 */
export function placeholderClass(seen: boolean, extra = ''): string {
  return ['skeleton-bar', extra, seen ? '' : 'skeleton-bar--idle'].filter(Boolean).join(' ');
}

/** True while the element is out of view above the viewport's top edge (past `offset` px): the page has scrolled beyond it. */
export function useScrolledPast(ref: RefObject<Element | null>, offset: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry) setPast(!entry.isIntersecting && entry.boundingClientRect.top < offset);
      },
      { rootMargin: `${-offset}px 0px 0px 0px` },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, offset]);
  return past;
}
