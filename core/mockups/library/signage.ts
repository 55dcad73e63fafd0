import type { Scene } from '../scene';

/** Signage: shop fronts, wall signs, neon, hanging signs, billboards. Numbers 201–299. */

export const SIGNAGE: readonly Scene[] = [];
