import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { onFirstInteraction } from '../app/firstInteraction';
import { useSeen } from './useInView';

/**
 * A part of a page far below its first view (a stage of the brand identity
 * page) whose code is fetched only when it may be looked at: when its place
 * is in the view (within `margin` px of it), or at the first scroll, tap,
 * click or key in the area (app/firstInteraction.ts), whichever comes first —
 * so a phone's first load carries what the first view shows, and the rest is
 * on its way from the first touch, before a finger or a Tab reaches it. Until
 * then (and while its code arrives) its place is held at `minHeight`, marked busy.
 */
export function lazyWhenNear<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { minHeight, testId, margin = 0 }: { minHeight: number; testId: string; margin?: number },
): ComponentType<P> {
  // A failed fetch (a phone's link dropped) is not remembered: the stage's retry asks for its code again.
  const make = (): ComponentType<P> =>
    lazy(async () => {
      try {
        return { default: await load() };
      } catch (error) {
        Part = make();
        throw error;
      }
    });
  let Part = make();
  function WhenNear(props: P) {
    const ref = useRef<HTMLDivElement>(null);
    const seen = useSeen(ref, margin);
    const [wanted, setWanted] = useState(false);
    useEffect(() => (seen || wanted ? undefined : onFirstInteraction(() => setWanted(true))), [seen, wanted]);
    const place = <div ref={ref} className="when-near" style={{ minHeight }} aria-busy="true" data-testid={`${testId}-part`} />;
    if (!seen && !wanted) return place;
    return (
      <Suspense fallback={place}>
        <Part {...props} />
      </Suspense>
    );
  }
  return WhenNear;
}
