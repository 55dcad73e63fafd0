import type { Scene } from '../scene';

/** Food and drink: cups, menus, bottles, takeaway. Numbers 701–799. */

export const FOOD: readonly Scene[] = [];
