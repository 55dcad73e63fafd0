import { describe, expect, it } from 'vitest';
import { centredView, clampView, cropRect, viewAfterKey, zoomView } from './crop';

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

describe('the crop by keys', () => {
  const start = centredView(wide, 300);

  it('moves the square with the arrows (← shows more of the left), further with Shift, never past an edge', () => {
    expect(viewAfterKey(wide, 300, start, 'ArrowLeft')).toEqual({ ...start, x: start.x + 10 });
    expect(viewAfterKey(wide, 300, start, 'ArrowRight', true)).toEqual({ ...start, x: start.x - 50 });
    expect(viewAfterKey(wide, 300, start, 'ArrowUp')).toEqual(start);
    let view = start;
    for (let i = 0; i < 40; i++) view = viewAfterKey(wide, 300, view, 'ArrowLeft', true)!;
    expect(cropRect(wide, 300, view).sx).toBe(0);
  });

  it('zooms with + and −, and by five times as much with Page Up and Page Down, within 1 to 4', () => {
    let view = start;
    for (let i = 0; i < 10; i++) view = viewAfterKey(wide, 300, view, '+')!;
    expect(view.zoom).toBe(2);
    expect(viewAfterKey(wide, 300, view, '-')!.zoom).toBe(1.9);
    expect(viewAfterKey(wide, 300, view, 'PageUp')!.zoom).toBe(2.5);
    expect(viewAfterKey(wide, 300, view, 'PageDown')!.zoom).toBe(1.5);
    expect(viewAfterKey(wide, 300, start, 'PageDown')!.zoom).toBe(1);
    for (let i = 0; i < 10; i++) view = viewAfterKey(wide, 300, view, 'PageUp')!;
    expect(view.zoom).toBe(4);
  });

  it('goes back to the whole picture with Home, and leaves other keys to the page', () => {
    const moved = viewAfterKey(wide, 300, viewAfterKey(wide, 300, start, 'PageUp')!, 'ArrowLeft')!;
    expect(viewAfterKey(wide, 300, moved, 'Home')).toEqual(start);
    for (const key of ['Tab', 'Escape', 'Enter', ' ', 'a']) expect(viewAfterKey(wide, 300, start, key)).toBeNull();
  });
});
