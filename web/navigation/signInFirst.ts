/**
 * Pages that ask a signed-out visitor to sign in instead of leaving for the
 * site root at page start (spec 01 §2: the designer-fix page "requires
 * login (login is shown otherwise)"). Paths inside the area's base.
 */
export const SIGN_IN_FIRST: ReadonlySet<string> = new Set(['/mod', '/modify', '/logo/modify']);
