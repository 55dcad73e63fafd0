import { sweepSite } from './setup/sweep';

/** The page sweep of the Chinese site: every page, the sign-in page, the dialogs and states, each load checked with axe and for reflow (setup/sweep.ts), as a reader who asks for less motion. */
sweepSite('zh', {});
