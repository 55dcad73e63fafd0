import { describe, expect, it } from 'vitest';
import { valueAfterKey, valueAtFraction } from './sliderKeys';

/** The watermark opacity slider (spec 02 §5: 0.1 to 1 by 0.01). */
const OPACITY = { min: 0.1, max: 1, step: 0.01 };

describe('valueAfterKey: a slider by keyboard', () => {
  it('moves a step per arrow, ten per page key, to the ends with Home and End', () => {
    expect(valueAfterKey(1, 'ArrowLeft', OPACITY)).toBe(0.99);
    expect(valueAfterKey(0.5, 'ArrowDown', OPACITY)).toBe(0.49);
    expect(valueAfterKey(0.5, 'ArrowRight', OPACITY)).toBe(0.51);
    expect(valueAfterKey(0.5, 'ArrowUp', OPACITY)).toBe(0.51);
    expect(valueAfterKey(0.5, 'PageDown', OPACITY)).toBe(0.4);
    expect(valueAfterKey(0.5, 'PageUp', OPACITY)).toBe(0.6);
    expect(valueAfterKey(0.5, 'Home', OPACITY)).toBe(0.1);
    expect(valueAfterKey(0.5, 'End', OPACITY)).toBe(1);
  });

  it('lands on the steps after many presses (30 × ← from 1 is 0.7)', () => {
    let v = 1;
    for (let i = 0; i < 30; i++) v = valueAfterKey(v, 'ArrowLeft', OPACITY)!;
    expect(v).toBe(0.7);
    for (let i = 0; i < 30; i++) v = valueAfterKey(v, 'ArrowRight', OPACITY)!;
    expect(v).toBe(1);
    // The avatar crop's zoom: 1 to 4 by 0.05.
    let z = 1;
    for (let i = 0; i < 7; i++) z = valueAfterKey(z, 'ArrowRight', { min: 1, max: 4, step: 0.05 })!;
    expect(z).toBe(1.35);
  });

  it('stops at the ends', () => {
    expect(valueAfterKey(0.1, 'ArrowLeft', OPACITY)).toBe(0.1);
    expect(valueAfterKey(0.15, 'PageDown', OPACITY)).toBe(0.1);
    expect(valueAfterKey(1, 'ArrowRight', OPACITY)).toBe(1);
    expect(valueAfterKey(0.95, 'PageUp', OPACITY)).toBe(1);
  });

  it('leaves other keys to the page (Tab moves on)', () => {
    expect(valueAfterKey(0.5, 'Tab', OPACITY)).toBeNull();
    expect(valueAfterKey(0.5, 'a', OPACITY)).toBeNull();
    expect(valueAfterKey(0.5, 'Enter', OPACITY)).toBeNull();
  });
});

describe('valueAtFraction: a slider by pointer', () => {
  it('gives the step nearest the point, each end past the track', () => {
    expect(valueAtFraction(0, OPACITY)).toBe(0.1);
    expect(valueAtFraction(1, OPACITY)).toBe(1);
    expect(valueAtFraction(0.5, OPACITY)).toBe(0.55);
    // 0.1 + 0.9 × 0.3333 = 0.39997: the step of 0.40, not a float's tail.
    expect(valueAtFraction(1 / 3, OPACITY)).toBe(0.4);
    expect(valueAtFraction(-0.2, OPACITY)).toBe(0.1);
    expect(valueAtFraction(7, OPACITY)).toBe(1);
    expect(valueAtFraction(0.26, { min: 1, max: 3, step: 0.5 })).toBe(1.5);
  });
});
