import { describe, expect, it } from 'vitest';
import { centredView, clampView, cropRect, zoomView } from './crop';

const wide = { width: 1200, height: 600 };

describe('the square crop', () => {
  it('starts centred on the shorter side: the middle square of a wide picture', () => {
    const view = centredView(wide, 300);
    expect(cropRect(wide, 300, view)).toEqual({ sx: 300, sy: 0, side: 600 });
  });

  it('never leaves part of the square empty', () => {
    expect(clampView(wide, 300, { zoom: 1, x: 50, y: 20 })).toEqual({ zoom: 1, x: 0, y: 0 });
    expect(clampView(wide, 300, { zoom: 1, x: -9999, y: -5 })).toEqual({ zoom: 1, x: -300, y: 0 });
    expect(clampView(wide, 300, { zoom: 0.2, x: 0, y: 0 }).zoom).toBe(1);
    expect(clampView(wide, 300, { zoom: 9, x: 0, y: 0 }).zoom).toBe(4);
  });

  it('zooms about the centre', () => {
    const view = zoomView(wide, 300, centredView(wide, 300), 2);
    expect(cropRect(wide, 300, view)).toEqual({ sx: 450, sy: 150, side: 300 });
  });
});
