import type { Scene } from '../../scene';
import { shopStorefront } from './shop-storefront';
import { receptionWall } from './reception-wall';
import { neonBrickWall } from './neon-brick-wall';
import { hangingWoodSign } from './hanging-wood-sign';
import { glassDoorVinyl } from './glass-door-vinyl';
import { billboardDusk } from './billboard-dusk';
import { streetPoleBanners } from './street-pole-banners';

/** Signage: shop fronts, wall signs, neon, hanging signs, billboards. Numbers 201–299. */
export const SIGNAGE: readonly Scene[] = [shopStorefront(), receptionWall(), neonBrickWall(), hangingWoodSign(), glassDoorVinyl(), billboardDusk(), streetPoleBanners()];
