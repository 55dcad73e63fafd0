import { WITH_MOTION } from './setup/browser';
import { sweepSite } from './setup/sweep';

/** The page sweep of the English site: every page, the sign-in page, the dialogs and states, each load checked with axe and for reflow (setup/sweep.ts), with the motion on. */
sweepSite('en', WITH_MOTION);
