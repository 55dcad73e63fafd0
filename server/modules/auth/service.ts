import { randomInt } from 'node:crypto';
import type { RowChanges } from '../../db/changes';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { ReadCache, readCachePer } from '../../lib/read-cache';
import { takeForAddress, takeOrRefuse, type RateRule } from '../../lib/rate-limit';
import type { SmsDriver } from '../../sms';
import { digest, newToken, verifyPassword } from './passwords';
import * as repo from './repo';

const SMS_TTL_MS = 5 * 60_000;
const SMS_RESEND_MS = 60_000; // spec 02 §9: 60 s countdown
const SMS_PER_DAY = 10;
const SMS_MAX_ATTEMPTS = 5;
/**
 * Sends from one client address: enough for a family or an office behind one
 * address that mistypes a number now and then, too few to use us to spam.
 */
const SMS_PER_ADDRESS: RateRule = { bucket: 'sms-address', max: 10, windowMs: 3_600_000 };
const SMS_GLOBAL_WINDOW_MS = 3_600_000;
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
const SHARED_ADDRESS_MAX_FAILURES = 500;

/** How long an account with `failures` recent failures waits after its newest one (0: not at all). */
export function accountDelayMs(failures: number): number {
  if (failures < ACCOUNT_FREE_FAILURES) return 0;
  return Math.min(ACCOUNT_MAX_DELAY_MS, ACCOUNT_FIRST_DELAY_MS * 2 ** (failures - ACCOUNT_FREE_FAILURES));
}

export interface AuthDeps {
  db: Db;
  sms: SmsDriver;
  sessionDays: number;
  /** Codes the whole site sends in an hour at most (SMS_MAX_PER_HOUR): a ceiling on the SMS bill. */
  smsPerHour: number;
}

/** Where a sign-in comes from, as far as rate limits can tell. */
export interface ClientAddress {
  ip: string;
  /**
   * False when the address is a proxy's that TRUST_PROXY does not name
   * (server/lib/request.ts `clientAddress`): the clients behind it share it,
   * so a per-address limit on it is either skipped or made larger; limits on
   * an account, a number or the whole site hold whatever the address.
   */
  distinct: boolean;
}

/**
 * Checks e-mail and password; the same error for an unknown e-mail and a
 * wrong password. Failures hold the account back from every address, and the
 * address from every account, for a while (the rules above).
 */
export async function loginWithPassword(deps: AuthDeps, email: string, password: string, client: ClientAddress) {
  const now = Date.now();
  const addressMax = client.distinct ? ADDRESS_MAX_FAILURES : SHARED_ADDRESS_MAX_FAILURES;
  const attempt = await repo.reserveLoginAttempt(deps.db, email, client.ip, {
    accountSince: new Date(now - ACCOUNT_WINDOW_MS),
    addressSince: new Date(now - ADDRESS_WINDOW_MS),
    refuse: (account, byAddress) =>
      byAddress >= addressMax || (account.sinceLastMs !== null && account.sinceLastMs < accountDelayMs(account.n)),
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

/**
 * Sends a 6-digit sign-in code: at most one a minute and ten a day per number,
 * ten an hour per client address and SMS_MAX_PER_HOUR an hour in all (counted
 * in the database, so every process of the site shares the limits). The
 * number's own rules are checked first, so a send they refuse takes no place
 * of the address's or the site's.
 */
export async function sendSmsCode(deps: AuthDeps, mobile: string, client: ClientAddress): Promise<void> {
  const now = Date.now();
  if ((await repo.countSmsSince(deps.db, mobile, new Date(now - SMS_RESEND_MS))) > 0) {
    throw new AppError('TOO_MANY_REQUESTS');
  }
  if ((await repo.countSmsSince(deps.db, mobile, new Date(now - 86_400_000))) >= SMS_PER_DAY) {
    throw new AppError('TOO_MANY_REQUESTS');
  }
  await takeForAddress(deps.db, SMS_PER_ADDRESS, client);
  await takeOrRefuse(deps.db, { bucket: 'sms-all', max: deps.smsPerHour, windowMs: SMS_GLOBAL_WINDOW_MS }, 'all');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await repo.insertSmsCode(deps.db, { mobile, code_hash: digest(code), expires_at: new Date(now + SMS_TTL_MS) });
  await deps.sms.send(mobile, `验证码 ${code}，5分钟内有效。`);
}

/** Signs in with a mobile and its code; a first sign-in creates the account. */
export async function loginWithSms(deps: AuthDeps, mobile: string, code: string) {
  const live = await repo.latestLiveSmsCode(deps.db, mobile);
  if (!live || live.attempts >= SMS_MAX_ATTEMPTS) throw new AppError('INVALID_SMS_CODE');
  if (live.code_hash !== digest(code)) {
    await repo.bumpSmsAttempts(deps.db, live.id);
    throw new AppError('INVALID_SMS_CODE');
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
