import { lockupHasSlogan, lockupsOf, type TLockup } from '../../../core/composer/lockups';
import type { TDesign, TLogoVariant } from '../../../core/design';
import { AppError } from '../../lib/errors';
import { outlinedDesign } from '../../render/outlined';

/**
 * A lockup the logo has, in a variant it has: the symbol is the icon lockup
 * (no lockup of it), and "without slogan" only where the lockup shows a slogan.
 */
export function checkLockup(design: TDesign, lockup: TLockup, variant: TLogoVariant): void {
  const outlined = outlinedDesign(design);
  if (!lockupsOf(outlined).includes(lockup)) throw new AppError('NOT_FOUND', `this logo has no ${lockup} layout`);
  if (variant === 'symbol') throw new AppError('NOT_FOUND', 'the symbol is the icon layout');
  if (variant === 'no-slogan' && !lockupHasSlogan(outlined, lockup)) throw new AppError('NOT_FOUND', `the ${lockup} layout has no slogan`);
}

