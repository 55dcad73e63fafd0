import { Art, roundRect } from '../../art';
import { rect } from '../props';

/** A pen lying on the desk: barrel, clip, metal tip, its shadow. */
export function pen(art: Art, cx: number, cy: number, angle: number, len: number, body: string): void {
  const x = cx - len / 2;
  art.draw(`<g transform="rotate(${angle} ${cx} ${cy})">`);
  art.softShadow(x + 20, cy - 12, len - 20, 24, 12, { spread: 18, opacity: 0.3, dx: 14, dy: 22, steps: 6 });
  art.path(`M${x} ${cy}L${x + 70} ${cy - 12}H${x + 90}V${cy + 12}H${x + 70}Z`, art.linear(0, cy - 12, 0, cy + 12, [[0, '#F2F2F2'], [0.4, '#B8B8B8'], [1, '#6A6A6A']]));
  art.path(roundRect(x + 88, cy - 14, len - 88, 28, 14), body);
  art.path(roundRect(x + 88, cy - 14, len - 88, 28, 14), art.linear(0, cy - 14, 0, cy + 14, [[0, '#FFFFFF', 0.35], [0.35, '#FFFFFF', 0.05], [1, '#000000', 0.35]]));
  art.path(rect(x + len * 0.62, cy - 16, 10, 32), '#C9A85A');
  art.path(roundRect(x + len * 0.64, cy - 22, len * 0.3, 9, 4), art.linear(0, cy - 22, 0, cy - 13, [[0, '#F4F4F4'], [1, '#8E8E8E']]));
  art.draw('</g>');
}
