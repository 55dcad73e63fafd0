import type { Scene } from '../scene';

/** Apparel: T-shirts, hoodies, caps, aprons. Numbers 301–399. */

export const APPAREL: readonly Scene[] = [];
