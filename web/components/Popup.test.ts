import { describe, expect, it } from 'vitest';
import { popupPosition } from './Popup';

const view = { width: 1280, height: 900 };
const rect = (left: number, top: number, width: number, height: number) => ({ left, top, width, height, right: left + width, bottom: top + height, x: left, y: top }) as DOMRect;

describe('popupPosition', () => {
  it('sets a menu under its button, right edges aligned', () => {
    expect(popupPosition(rect(900, 100, 120, 40), { width: 220, height: 300 }, view, 'bottomRight')).toEqual({ left: 800, top: 144 });
  });

  it('goes over the button when there is no room under it, and is held inside the window when there is room on neither side', () => {
    expect(popupPosition(rect(900, 700, 120, 40), { width: 220, height: 300 }, view, 'bottomRight')).toEqual({ left: 800, top: 396 });
    // 800 px high under a button at 200–240 in a 900 px window: moved up until its bottom is 8 px above the window's.
    expect(popupPosition(rect(900, 200, 120, 40), { width: 220, height: 800 }, view, 'bottomRight').top).toBe(92);
    // A 400 % zoom (320 × 256): a menu of 240 px (its height capped by the window) under a button at 120–152.
    expect(popupPosition(rect(200, 120, 100, 32), { width: 220, height: 240 }, { width: 320, height: 256 }, 'bottomRight').top).toBe(8);
  });

  it('sets the swatches over their button, under it when the top of the window is too close', () => {
    expect(popupPosition(rect(600, 500, 100, 30), { width: 200, height: 120 }, view, 'topRight')).toEqual({ left: 500, top: 376 });
    expect(popupPosition(rect(600, 60, 100, 30), { width: 200, height: 120 }, view, 'topRight')).toEqual({ left: 500, top: 94 });
  });

  it('sets a menu that opens from a button at a card\'s left under it, left edges aligned, held inside the window', () => {
    expect(popupPosition(rect(340, 680, 130, 32), { width: 240, height: 80 }, view, 'bottomLeft')).toEqual({ left: 340, top: 716 });
    expect(popupPosition(rect(1200, 100, 60, 32), { width: 240, height: 80 }, view, 'bottomLeft').left).toBe(1280 - 240 - 8);
    expect(popupPosition(rect(340, 850, 130, 32), { width: 240, height: 80 }, view, 'bottomLeft').top).toBe(850 - 4 - 80);
  });

  it('stays inside a phone\'s window on both sides', () => {
    const phone = { width: 390, height: 844 };
    expect(popupPosition(rect(10, 100, 60, 40), { width: 220, height: 200 }, phone, 'bottomRight').left).toBe(8);
    expect(popupPosition(rect(300, 100, 200, 40), { width: 220, height: 200 }, phone, 'bottomRight').left).toBe(390 - 220 - 8);
  });
});
