import type { Scene } from '../../scene';
import { phoneSplashOnDesk } from './phone-splash-on-desk';
import { laptopWebsite } from './laptop-website';
import { tabletBrandBoard } from './tablet-brand-board';
import { smartwatchFace } from './smartwatch-face';
import { socialProfilePhone } from './social-profile-phone';
import { appIconHomeScreen } from './app-icon-home-screen';

/** Digital: phones, laptops, tablets, watches, social profiles. Numbers 501–599. */
export const DIGITAL: readonly Scene[] = [phoneSplashOnDesk(), laptopWebsite(), tabletBrandBoard(), smartwatchFace(), socialProfilePhone(), appIconHomeScreen()];
