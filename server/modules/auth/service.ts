import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { Counter } from 'prom-client';
import type { TProof } from '../../../core/proof';
import type { RowChanges } from '../../db/changes';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { ClientAddress } from '../../lib/request';
import { ReadCache, readCachePer } from '../../lib/read-cache';
import { metrics } from '../../lib/metrics';
import { needsOperator, SmsError, type SmsDriver } from '../../sms';
import { admitCodeSend, type CodeSendDeps } from './code-sends';
import { digest, newToken, verifyPassword } from './passwords';
import * as repo from './repo';

const SMS_TTL_MS = 5 * 60_000;
const SMS_MAX_ATTEMPTS = 5;

const smsSends = new Counter({
  name: 'sms_sends_total',
  help: 'Sign-in codes handed to the SMS provider, by driver and result (sent, or why not)',
  labelNames: ['driver', 'result'] as const,
  registers: [metrics],
});
/**
 * Password guessing (counted in the database, so every process shares it).
 *
 * - An account: five failures from anywhere in an hour pass freely; after
 *   that each further try waits a delay that doubles with every failure
 *   (15 s, 30 s, 1 min … at most 15 min) after the newest one, whatever the
 *   address: the right password too is refused while the account waits. A
 *   guesser who changes address gets nothing fresh, and the owner is held up
 *   for minutes, not locked out for good by someone failing on purpose.
 * - An address: 50 failures in 15 minutes for all accounts together. A
 *   shared address (an unnamed proxy's: server/lib/request.ts) gets ten times
 *   that, so it does not lock everybody behind it out, but still has a budget.
 */
const ACCOUNT_WINDOW_MS = 60 * 60_000;
const ACCOUNT_FREE_FAILURES = 5;
const ACCOUNT_FIRST_DELAY_MS = 15_000;
const ACCOUNT_MAX_DELAY_MS = 15 * 60_000;
const ADDRESS_WINDOW_MS = 15 * 60_000;
const ADDRESS_MAX_FAILURES = 50;

/** How long an account with `failures` recent failures waits after its newest one (0: not at all). */
export function accountDelayMs(failures: number): number {
  if (failures < ACCOUNT_FREE_FAILURES) return 0;
  return Math.min(ACCOUNT_MAX_DELAY_MS, ACCOUNT_FIRST_DELAY_MS * 2 ** (failures - ACCOUNT_FREE_FAILURES));
}

export interface AuthDeps extends CodeSendDeps {
  sms: SmsDriver;
  sessionDays: number;
  /** Keys the stored digests of sign-in codes (an installation secret). */
  codeSecret: string;
}

/**
 * Checks e-mail and password; the same error for an unknown e-mail and a
 * wrong password. Failures hold the account back from every address, and the
 * address from every account, for a while (the rules above).
 */
export async function loginWithPassword(deps: AuthDeps, email: string, password: string, client: ClientAddress) {
  const now = Date.now();
  const attempt = await repo.reserveLoginAttempt(deps.db, email, client.ip, {
    accountSince: new Date(now - ACCOUNT_WINDOW_MS),
    addressSince: new Date(now - ADDRESS_WINDOW_MS),
    refuse: (account, byAddress) =>
      byAddress >= ADDRESS_MAX_FAILURES || (account.sinceLastMs !== null && account.sinceLastMs < accountDelayMs(account.n)),
  });
  if (attempt === null) throw new AppError('TOO_MANY_REQUESTS');
  const user = await repo.findUserByEmail(deps.db, email);
  const ok = await verifyPassword(password, user?.password_hash ?? null);
  if (!user || !ok) throw new AppError('INVALID_CREDENTIALS');
  await repo.forgetLoginAttempt(deps.db, attempt);
  return user;
}

/** Opens a server-side session; returns the cookie token (only its digest is stored). */
export async function openSession(deps: AuthDeps, userId: number, source: string | null) {
  const token = newToken();
  const expires = new Date(Date.now() + deps.sessionDays * 86_400_000);
  await repo.insertSession(deps.db, { id: digest(token), user_id: userId, source, expires_at: expires });
  return { token, expires };
}

export async function closeSession(deps: AuthDeps, token: string): Promise<void> {
  await repo.deleteSession(deps.db, digest(token));
}

/**
 * Signed-in users by session (digest), kept by each process while nothing
 * about them changes: a sign-out, a changed user or designer flag anywhere
 * drops the entry (server/lib/read-cache.ts); none outlives its session.
 */
const sessionCache = readCachePer((changes) => {
  const cache = new ReadCache<string, repo.LiveSession>(changes, { name: 'sessions', max: 10_000, ttlMs: 60_000 });
  changes.on('sessions', (id) => cache.delete(id));
  const dropUser = (id: string) => cache.deleteWhere((u) => String(u.id) === id);
  changes.on('users', dropUser);
  changes.on('designers', dropUser);
  return cache;
});

/** Session ids (digests) of the tokens seen lately: a hash less on each request of a signed-in browser. */
const sessionIds = new Map<string, string>();

function sessionId(token: string): string {
  let id = sessionIds.get(token);
  if (id === undefined) {
    if (sessionIds.size >= 10_000) sessionIds.clear();
    sessionIds.set(token, (id = digest(token)));
  }
  return id;
}

/** The user of a live session, or undefined. */
export async function sessionUser(deps: { db: Db; changes: RowChanges }, token: string): Promise<repo.LiveSession | undefined> {
  const id = sessionId(token);
  return sessionCache(deps.changes).get(
    id,
    () => repo.findSessionUser(deps.db, id),
    (u) => u.session_expires_at.getTime(),
  );
}

/** A code as stored: keyed to the installation and the number, so a copy of the table gives no code away. */
export function codeDigest(secret: string, mobile: string, code: string): string {
  return createHmac('sha256', secret).update(`${mobile}\u0001${code}`).digest('hex');
}

/**
 * Sends a 6-digit sign-in code (5 minutes, single use) within the limits of
 * code-sends.ts (number, address with its proof step, user, the site's
 * hourly budget). A provider's refusal is the caller's error in our words,
 * and the code it did not send is void.
 */
export async function sendSmsCode(deps: AuthDeps, mobile: string, client: ClientAddress, proof?: TProof, userId?: number): Promise<void> {
  await admitCodeSend(deps, { recipient: mobile, bySms: true, client, proof, userId });
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const id = await repo.insertSmsCode(deps.db, { mobile, code_hash: codeDigest(deps.codeSecret, mobile, code), expires_at: new Date(Date.now() + SMS_TTL_MS) });
  try {
    await deps.sms.sendCode(mobile, code);
    smsSends.inc({ driver: deps.sms.name, result: 'sent' });
  } catch (err) {
    await repo.voidSmsCode(deps.db, id);
    if (!(err instanceof SmsError)) throw err;
    smsSends.inc({ driver: deps.sms.name, result: err.failure });
    const entry = { sms: { driver: deps.sms.name, failure: err.failure, providerCode: err.providerCode } };
    if (needsOperator(err.failure)) deps.log.error(entry, `SMS provider refused a send: ${err.message} (the operator must act)`);
    else deps.log.warn(entry, `SMS not sent: ${err.message}`);
    if (err.failure === 'number-limit') throw new AppError('SMS_NUMBER_LIMIT', err.message);
    if (err.failure === 'invalid-number') throw new AppError('SMS_NUMBER_INVALID', err.message);
    throw new AppError('SMS_UNAVAILABLE', err.message);
  }
}

/**
 * Signs in with a mobile and its code; a first sign-in creates the account.
 * The newest live code only, compared in constant time; five wrong tries
 * spend it (a new code is needed).
 */
export async function loginWithSms(deps: AuthDeps, mobile: string, code: string) {
  const live = await repo.latestLiveSmsCode(deps.db, mobile);
  if (!live) throw new AppError('INVALID_SMS_CODE');
  if (live.attempts >= SMS_MAX_ATTEMPTS) throw new AppError('SMS_CODE_ATTEMPTS');
  const given = Buffer.from(codeDigest(deps.codeSecret, mobile, code));
  const stored = Buffer.from(live.code_hash);
  if (given.length !== stored.length || !timingSafeEqual(given, stored)) {
    const attempts = await repo.bumpSmsAttempts(deps.db, live.id);
    throw new AppError(attempts >= SMS_MAX_ATTEMPTS ? 'SMS_CODE_ATTEMPTS' : 'INVALID_SMS_CODE');
  }
  if (!(await repo.consumeSmsCode(deps.db, live.id))) throw new AppError('INVALID_SMS_CODE');
  return (await repo.findUserByMobile(deps.db, mobile)) ?? (await repo.insertUser(deps.db, { mobile }));
}

/** A user with their designer flag, as the session sees them. */
export async function sessionUserById(deps: Pick<AuthDeps, 'db'>, userId: number): Promise<repo.SessionUser> {
  const designer = await repo.isDesigner(deps.db, userId);
  const user = await repo.findUserById(deps.db, userId);
  if (!user) throw new AppError('NOT_FOUND');
  return { ...user, is_designer: designer, session_source: null };
}
