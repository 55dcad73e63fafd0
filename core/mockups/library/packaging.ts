import type { Scene } from '../scene';

/** Packaging: bags, boxes, labels, cups. Numbers 401–499. */

export const PACKAGING: readonly Scene[] = [];
