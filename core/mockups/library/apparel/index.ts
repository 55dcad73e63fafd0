import type { Scene } from '../../scene';
import { tshirtOnHanger } from './tshirt-on-hanger';
import { hoodieFlatLay } from './hoodie-flat-lay';
import { capEmbroidered } from './cap-embroidered';
import { toteOnPeg } from './tote-on-peg';
import { apronOnHook } from './apron-on-hook';

/** Apparel: T-shirts, hoodies, caps, aprons. Numbers 301–399. */
export const APPAREL: readonly Scene[] = [tshirtOnHanger(), hoodieFlatLay(), capEmbroidered(), toteOnPeg(), apronOnHook()];
