/** A slider's range and step. */
export interface SliderRange {
  min: number;
  max: number;
  step: number;
}

/** Page Up / Page Down move ten steps (the WAI-ARIA slider pattern's larger step). */
const PAGE_STEPS = 10;

/** Decimal places of a step (0.01 → 2, 0.05 → 2, 1 → 0): the values it can reach. */
function decimalsOf(step: number): number {
  return (String(step).split('.')[1] ?? '').length;
}

/**
 * The value a key sets on a slider, or null for a key it leaves to the page:
 * ← ↓ one step down, → ↑ one up, Page Down / Page Up ten steps, Home the
 * least, End the most. Kept to the step's decimals, so thirty presses of ←
 * from 1 by 0.01 give exactly 0.7 (not 0.7000000000000002).
 */
export function valueAfterKey(value: number, key: string, { min, max, step }: SliderRange): number | null {
  const by: Partial<Record<string, number>> = {
    ArrowLeft: -step,
    ArrowDown: -step,
    ArrowRight: step,
    ArrowUp: step,
    PageDown: -step * PAGE_STEPS,
    PageUp: step * PAGE_STEPS,
    Home: -Infinity,
    End: Infinity,
  };
  const delta = by[key];
  if (delta === undefined) return null;
  return Number(Math.min(max, Math.max(min, value + delta)).toFixed(decimalsOf(step)));
}

/**
 * The value at a point of the slider's track (0 its start, 1 its end; a
 * pointer past either end gives that end), on the nearest step from the least.
 */
export function valueAtFraction(fraction: number, { min, max, step }: SliderRange): number {
  const f = Math.min(1, Math.max(0, fraction));
  const steps = Math.round((f * (max - min)) / step);
  return Number(Math.min(max, min + steps * step).toFixed(decimalsOf(step)));
}
