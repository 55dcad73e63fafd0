/** What says someone is using the area: from the first of them on, every part waiting for it loads. */
const INTERACTIONS = ['scroll', 'wheel', 'touchstart', 'pointerdown', 'keydown'] as const;
let interacted = false;
const waiting = new Set<() => void>();

function interact() {
  interacted = true;
  for (const type of INTERACTIONS) window.removeEventListener(type, interact, { capture: true });
  const runs = [...waiting];
  waiting.clear();
  for (const run of runs) run();
}

/**
 * Listens, from the area's start (web/main.tsx), for its first scroll, tap,
 * click or key — on whichever page it happens: a page reached from another
 * inside the area is one the customer is already using.
 */
export function watchFirstInteraction(): void {
  for (const type of INTERACTIONS) window.addEventListener(type, interact, { capture: true, passive: true });
}

/** Runs `run` at the area's first scroll, tap, click or key (at once if there was one); returns its cancel. */
export function onFirstInteraction(run: () => void): () => void {
  if (interacted) {
    run();
    return () => undefined;
  }
  waiting.add(run);
  return () => waiting.delete(run);
}
