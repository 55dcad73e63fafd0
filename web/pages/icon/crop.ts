/**
 * The square avatar crop (spec 01 §5: aspect 1). The picture fills a square
 * viewport at `zoom` ≥ 1 (1 = its shorter side fits exactly); `x`, `y` are
 * where its top-left corner sits in the viewport, always keeping the viewport
 * covered.
 */
export interface CropView {
  zoom: number;
  x: number;
  y: number;
}

export const MAX_ZOOM = 4;

/** Scale from picture px to viewport px. */
export function cropScale(image: { width: number; height: number }, viewport: number, zoom: number): number {
  return (viewport / Math.min(image.width, image.height)) * zoom;
}

/** The view moved back so the picture still covers the viewport. */
export function clampView(image: { width: number; height: number }, viewport: number, view: CropView): CropView {
  const zoom = Math.min(MAX_ZOOM, Math.max(1, view.zoom));
  const s = cropScale(image, viewport, zoom);
  const clamp = (v: number, size: number) => Math.min(0, Math.max(viewport - size * s, v));
  return { zoom, x: clamp(view.x, image.width), y: clamp(view.y, image.height) };
}

/** The centred view at a zoom. */
export function centredView(image: { width: number; height: number }, viewport: number, zoom = 1): CropView {
  const s = cropScale(image, viewport, zoom);
  return clampView(image, viewport, { zoom, x: (viewport - image.width * s) / 2, y: (viewport - image.height * s) / 2 });
}

/** Zooms keeping the viewport's centre on the same point of the picture. */
export function zoomView(image: { width: number; height: number }, viewport: number, view: CropView, zoom: number): CropView {
  const s0 = cropScale(image, viewport, view.zoom);
  const s1 = cropScale(image, viewport, zoom);
  const cx = (viewport / 2 - view.x) / s0;
  const cy = (viewport / 2 - view.y) / s0;
  return clampView(image, viewport, { zoom, x: viewport / 2 - cx * s1, y: viewport / 2 - cy * s1 });
}

/** The square of the picture (in its own px) the view shows. */
export function cropRect(image: { width: number; height: number }, viewport: number, view: CropView): { sx: number; sy: number; side: number } {
  const s = cropScale(image, viewport, view.zoom);
  return { sx: -view.x / s + 0, sy: -view.y / s + 0, side: viewport / s };
}

/** Viewport px an arrow key moves the picture; with Shift, five times as far. */
export const MOVE_STEP = 10;
const SHIFT_MOVES = 5;
/** Zoom a + or − key adds or takes; Page Up / Page Down five times as much (as the zoom slider's larger step). */
export const ZOOM_STEP = 0.1;
const PAGE_ZOOMS = 5;

/**
 * The view after a key on the crop area, or null for a key it leaves to the
 * page (Tab, Escape, Enter…). The arrows move the square over the picture
 * (← shows more of its left), Shift with them moves further; + (or =) and −
 * zoom in and out, Page Up / Page Down by more; Home goes back to the whole
 * picture, centred.
 */
export function viewAfterKey(image: { width: number; height: number }, viewport: number, view: CropView, key: string, shift = false): CropView | null {
  const step = MOVE_STEP * (shift ? SHIFT_MOVES : 1);
  const moves: Partial<Record<string, [number, number]>> = { ArrowLeft: [step, 0], ArrowRight: [-step, 0], ArrowUp: [0, step], ArrowDown: [0, -step] };
  const zooms: Partial<Record<string, number>> = { '+': ZOOM_STEP, '=': ZOOM_STEP, '-': -ZOOM_STEP, _: -ZOOM_STEP, PageUp: ZOOM_STEP * PAGE_ZOOMS, PageDown: -ZOOM_STEP * PAGE_ZOOMS };
  const move = moves[key];
  if (move) return clampView(image, viewport, { ...view, x: view.x + move[0], y: view.y + move[1] });
  const zoom = zooms[key];
  // Kept to two decimals, so ten presses of + from 1 give exactly 2.
  if (zoom !== undefined) return zoomView(image, viewport, view, Number((view.zoom + zoom).toFixed(2)));
  if (key === 'Home') return centredView(image, viewport);
  return null;
}
