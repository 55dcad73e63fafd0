import type { Scene } from '../../scene';
import { shoppingBags } from './shopping-bags';
import { coffeePouches } from './coffee-pouches';
import { productBox } from './product-box';
import { honeyJar } from './honey-jar';
import { cosmeticsSet } from './cosmetics-set';
import { mailerBox } from './mailer-box';

/** Packaging: bags, boxes, labels, cups. Numbers 401–499. */
export const PACKAGING: readonly Scene[] = [shoppingBags(), coffeePouches(), productBox(), honeyJar(), cosmeticsSet(), mailerBox()];
