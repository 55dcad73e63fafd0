import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Gauge } from 'prom-client';
import { challengeBits, leadingZeroBits, proofMessage, type TProof } from '../../../core/proof';
import type { AppContext } from '../../context';
import { perDatabase, type Db } from '../../db/client';
import { installationSecret } from '../../lib/installation-secret';
import { AppError } from '../../lib/errors';
import { metrics } from '../../lib/metrics';
import { countRecent, takeAll, type RateCheck, type RateRule } from '../../lib/rate-limit';
import type { ClientAddress } from '../../lib/request';

/**
 * Who may make us (or the partner, for us) send a code, and how often
 * (issue 31). Every limit is counted in the database, so every instance of the
 * site shares it; a send is counted under all of its limits or none.
 *
 * - The recipient (a mobile number or an e-mail address): 1 a minute, 5 an
 *   hour, 10 a day — the carriers' own defaults, whoever asks and for what
 *   (sign-in codes and the partner's activation codes together).
 * - The client address (server/lib/request.ts: never a header the
 *   configuration does not vouch for): 10 an hour; from the 4th in an hour a
 *   proof of work first, harder each time.
 * - The signed-in user: 10 an hour.
 * - The whole site's SMS: SMS_MAX_PER_HOUR an hour, the ceiling of the bill;
 *   once 80 % of it is spent an alert (log and metric), and only an address's
 *   first code of the hour goes out (the rest is kept for people signing in).
 */
export const RECIPIENT_RULES: readonly RateRule[] = [
  { bucket: 'code-recipient', max: 1, windowMs: 60_000 },
  { bucket: 'code-recipient', max: 5, windowMs: 3_600_000 },
  { bucket: 'code-recipient', max: 10, windowMs: 86_400_000 },
];
export const ADDRESS_RULE: RateRule = { bucket: 'code-address', max: 10, windowMs: 3_600_000 };
export const USER_RULE: RateRule = { bucket: 'code-user', max: 10, windowMs: 3_600_000 };
const SITE_BUCKET = 'sms-site';
const SITE_WINDOW_MS = 3_600_000;
/** Share of the hourly budget at which the operator is alerted. */
export const BUDGET_ALERT_RATIO = 0.8;

/** Sends from one address in the hour that need no proof. */
export const FREE_SENDS_PER_ADDRESS = 3;
/** Leading zero bits asked of the first proof by default (SMS_PROOF_BITS: ~65 000 hashes, a fraction of a second in a browser). */
export const PROOF_FIRST_BITS = 16;
/** How much harder than the first a proof gets at most (each further send asks two bits more: four times the work). */
const PROOF_MAX_EXTRA_BITS = 8;
const PROOF_TTL_MS = 5 * 60_000;

/** How hard the proof before the (n+1)th send from an address in the hour is; 0: none needed. */
export function proofBitsFor(sendsFromAddress: number, firstBits = PROOF_FIRST_BITS): number {
  if (sendsFromAddress < FREE_SENDS_PER_ADDRESS) return 0;
  return firstBits + Math.min(PROOF_MAX_EXTRA_BITS, 2 * (sendsFromAddress - FREE_SENDS_PER_ADDRESS));
}

const mac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

/** A challenge for `ip` asking for `bits` leading zero bits, valid for 5 minutes. */
export function issueChallenge(secret: string, bits: number, ip: string, now = Date.now()): string {
  const body = `v1.${bits}.${now + PROOF_TTL_MS}.${randomBytes(16).toString('hex')}`;
  return `${body}.${mac(secret, `${body}.${ip}`)}`;
}

/**
 * True when the proof answers a challenge this installation made for this
 * address, not expired, at least `bits` hard. Single use is the caller's
 * (the challenge's salt is counted with the send it admits).
 */
export function proofHolds(secret: string, proof: TProof, ip: string, bits: number, now = Date.now()): boolean {
  // The challenge's form (and so the MAC's length) is checked by ZProof before it gets here.
  const parts = proof.challenge.split('.');
  const expected = Buffer.from(mac(secret, `${parts.slice(0, 4).join('.')}.${ip}`));
  const given = Buffer.from(parts[4] ?? '');
  if (given.length !== expected.length || !timingSafeEqual(expected, given)) return false;
  if (Number(parts[2]) < now || challengeBits(proof.challenge) < bits) return false;
  const hash = createHash('sha256').update(proofMessage(proof.challenge, proof.nonce)).digest();
  return leadingZeroBits(hash) >= challengeBits(proof.challenge);
}

const budgetUsed = new Gauge({
  name: 'sms_hourly_budget_used_ratio',
  help: 'Share of SMS_MAX_PER_HOUR the site has sent in the last hour (alert at 0.8)',
  registers: [metrics],
});

export interface CodeSendDeps {
  db: Db;
  /** Signs and checks proof challenges (an installation secret). */
  proofSecret: string;
  /** SMS_MAX_PER_HOUR. */
  smsPerHour: number;
  /** SMS_PROOF_BITS: how hard the first proof is. */
  proofBits: number;
  log: FastifyBaseLogger;
}

export interface CodeSend {
  /** The mobile number or e-mail address the code goes to. */
  recipient: string;
  /** True when the code goes by SMS (it counts against the site's hourly budget). */
  bySms: boolean;
  client: ClientAddress;
  userId?: number;
  proof?: TProof;
}

/** The limits' dependencies for a module that sends codes (auth, the partner activation). */
export async function codeSendDeps(ctx: AppContext, log: FastifyBaseLogger): Promise<CodeSendDeps> {
  return { db: ctx.db, proofSecret: await installationSecret(ctx.db, 'code-proofs'), smsPerHour: ctx.config.sms.perHour, proofBits: ctx.config.sms.proofBits, log };
}

/** When the SMS budget last raised its alert: per database (one an app), at most once a minute. */
const budgetAlert = perDatabase(() => ({ at: 0 }));

/**
 * Admits one code send under every limit above, or refuses: 428
 * SMS_PROOF_REQUIRED with a fresh challenge when the address needs a proof
 * it did not give (or gave a wrong, stale or used one); 429
 * TOO_MANY_REQUESTS when a limit is spent.
 */
export async function admitCodeSend(deps: CodeSendDeps, send: CodeSend): Promise<void> {
  const address: RateCheck = { rule: ADDRESS_RULE, key: send.client.ip };
  const fromAddress = await countRecent(deps.db, address.rule.bucket, address.key, address.rule.windowMs);
  // Past 80 % of the hour's SMS budget only an address's first code goes out: whoever is draining it (from
  // however many addresses, proofs solved) stops there, and people signing in from their own address still get theirs.
  if (send.bySms && fromAddress > 0 && (await countRecent(deps.db, SITE_BUCKET, 'all', SITE_WINDOW_MS)) >= deps.smsPerHour * BUDGET_ALERT_RATIO) {
    throw new AppError('TOO_MANY_REQUESTS', 'SMS budget under pressure: first codes only');
  }
  // How hard a proof is asked (the count read before the sends now under way: at least the first proof's).
  const bits = proofBitsFor(Math.max(fromAddress, FREE_SENDS_PER_ADDRESS), deps.proofBits);
  const checks: RateCheck[] = [...RECIPIENT_RULES.map((rule) => ({ rule, key: send.recipient })), address];
  if (send.userId !== undefined) checks.push({ rule: USER_RULE, key: String(send.userId) });
  const site: RateCheck = { rule: { bucket: SITE_BUCKET, max: deps.smsPerHour, windowMs: SITE_WINDOW_MS }, key: 'all' };
  if (send.bySms) checks.push(site);
  const challengeAgain = () => new AppError('SMS_PROOF_REQUIRED', `proof of ${bits} bits needed`, { challenge: issueChallenge(deps.proofSecret, bits, send.client.ip) });
  let proofCheck: RateCheck;
  if (send.proof && proofHolds(deps.proofSecret, send.proof, send.client.ip, proofBitsFor(fromAddress, deps.proofBits))) {
    // A challenge admits one send: its salt is counted with it.
    proofCheck = { rule: { bucket: 'code-proof', max: 1, windowMs: PROOF_TTL_MS }, key: send.proof.challenge.split('.')[3]! };
  } else {
    // No proof: only while the address is within its free sends — checked with the others, under their lock, so
    // requests sent all at once cannot each see the count before the others and all go without one.
    proofCheck = { rule: { ...address.rule, max: FREE_SENDS_PER_ADDRESS }, key: address.key };
  }
  checks.push(proofCheck);
  const refused = await takeAll(deps.db, checks);
  if (refused && refused === proofCheck) throw challengeAgain();
  if (refused) throw new AppError('TOO_MANY_REQUESTS', `${refused.rule.bucket} limit`);
  if (send.bySms) await watchBudget(deps);
}

/** Sets the budget gauge and alerts (at most once a minute per app) past 80 % of the hour's budget. */
async function watchBudget(deps: CodeSendDeps): Promise<void> {
  const sent = await countRecent(deps.db, SITE_BUCKET, 'all', SITE_WINDOW_MS);
  const ratio = sent / deps.smsPerHour;
  budgetUsed.set(ratio);
  const alert = budgetAlert(deps.db);
  if (ratio >= BUDGET_ALERT_RATIO && Date.now() - alert.at > 60_000) {
    alert.at = Date.now();
    deps.log.error(
      { alert: 'sms-budget', sent, budget: deps.smsPerHour },
      `SMS budget: ${sent} of ${deps.smsPerHour} codes sent in the last hour (SMS_MAX_PER_HOUR); sends stop at the limit — look for SMS pumping (many numbers, few sign-ins) before raising it`,
    );
  }
}
