import type { Scene } from '../../scene';
import { businessCardsOnDesk } from './business-cards-on-desk';
import { letterheadEnvelope } from './letterhead-envelope';
import { notebookFoil } from './notebook-foil';
import { letterpressCards } from './letterpress-cards';
import { rubberStampImprint } from './rubber-stamp-imprint';
import { idBadgeLanyard } from './id-badge-lanyard';

/** Stationery: business cards, letterheads, envelopes, notebooks. Numbers 101–199. */
export const STATIONERY: readonly Scene[] = [businessCardsOnDesk(), letterheadEnvelope(), notebookFoil(), letterpressCards(), rubberStampImprint(), idBadgeLanyard()];
