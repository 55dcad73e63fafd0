import type { Scene } from '../scene';

/** Digital: phones, laptops, tablets, watches, social profiles. Numbers 501–599. */

export const DIGITAL: readonly Scene[] = [];
