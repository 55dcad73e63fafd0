import { isLogoFileType, REMARK_MAX, ZAuthoriseBody, type TAssist, type TDesignerRequest, type TFileType } from '../../../core/designer';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { LogoWithClient } from '../logo/repo';
import * as repo from './repo';

/**
 * The designer-assist request of a logo (spec 01 §3/§4): the owner's remark,
 * confirmation and the designer's claim; the designer to authorise and the
 * designer's status. The files are files.ts.
 */

export function presentRequest(row: repo.DesignerRequestRow): TDesignerRequest {
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return {
    id: row.id,
    remark: row.remark,
    status: row.status as 1 | 2 | 3,
    remark_at: iso(row.remark_at),
    confirmed_at: iso(row.confirmed_at),
    claimed_at: iso(row.claimed_at),
    created_at: row.created_at.toISOString(),
  };
}

/** The designer-assist record of a logo (spec 01 §7 "get designer-assist record"): the request and the designer. */
export async function assistInfo(ctx: AppContext, logo: LogoWithClient): Promise<TAssist> {
  const [request, designer] = await Promise.all([
    repo.findRequest(ctx.db, logo.fa_id),
    logo.designer_user_id ? repo.findDesigner(ctx.db, logo.designer_user_id) : undefined,
  ]);
  return {
    designer_assistant: logo.designer_assistant === 1 ? 1 : 0,
    request: request ? presentRequest(request) : null,
    designer: designer ?? null,
  };
}

async function activeRequest(db: Db, faId: number): Promise<repo.DesignerRequestRow> {
  const request = await repo.findRequest(db, faId);
  if (!request) throw new AppError('DESIGNER_NOT_REQUESTED');
  return request;
}

/** The owner's remark (spec 01 §4, §5): not empty, once; afterwards it is read-only. */
export async function submitRemark(ctx: AppContext, faId: number, text: string): Promise<repo.DesignerRequestRow> {
  const remark = text.trim();
  if (!remark) throw new AppError('REMARK_REQUIRED');
  if (remark.length > REMARK_MAX) throw new AppError('REMARK_TOO_LONG');
  const request = await activeRequest(ctx.db, faId);
  if (request.status !== 1 || request.remark_at) throw new AppError('REMARK_SUBMITTED');
  const row = await repo.writeRemark(ctx.db, faId, remark);
  if (!row) throw new AppError('REMARK_SUBMITTED', 'written by another request meanwhile');
  return row;
}

/**
 * The owner confirms the designer's work: needs the remark and at least one
 * logo image from the designer. Decided on the locked request row, so a
 * designer's upload or delete is either before it (and counted) or refused
 * after it.
 */
export async function confirmWork(ctx: AppContext, faId: number): Promise<repo.DesignerRequestRow> {
  return ctx.db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const request = await repo.lockRequest(t, faId);
    if (!request) throw new AppError('DESIGNER_NOT_REQUESTED');
    if (request.status !== 1 || !request.remark_at) throw new AppError('DESIGN_NOT_READY', 'no remark yet or not active');
    if (request.confirmed_at) return request;
    const files = await repo.listFiles(t, { fa_id: faId });
    if (!files.some((f) => isLogoFileType(f.type as TFileType) && f.file_path)) throw new AppError('DESIGN_NOT_READY');
    return (await repo.confirmRequest(t, faId)) ?? request;
  });
}

/** The designer claims the commission after the owner's confirmation (status 2); 'Failed!' otherwise. */
export async function claimCommission(ctx: AppContext, faId: number, designerId: number): Promise<repo.DesignerRequestRow> {
  const row = await repo.claimRequest(ctx.db, faId, designerId);
  if (!row) throw new AppError('CLAIM_FAILED');
  return row;
}

/**
 * An admin records a refund (status 3): the designer assistant goes off with
 * it, so the menu mark and the download tip go and the owner may buy the
 * designer fix again (which opens the request anew).
 */
export async function refund(ctx: AppContext, faId: number): Promise<repo.DesignerRequestRow> {
  return ctx.db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const row = await repo.refundRequest(t, faId);
    if (!row) throw new AppError('BAD_REQUEST', 'only an active request is refunded');
    await repo.setDesignerAssistant(t, faId, 0);
    return row;
  });
}

/**
 * The designer an authorisation call chose (body `{user_id}`) for a logo or
 * a customise record: an existing, active designer (授权失败 otherwise).
 */
export async function chosenDesigner(ctx: AppContext, body: unknown) {
  const choice = ZAuthoriseBody.safeParse(body);
  if (!choice.success) throw new AppError('AUTHORISE_FAILED', 'user_id is required');
  const designer = await repo.findDesigner(ctx.db, choice.data.user_id);
  if (!designer || designer.status !== 1) throw new AppError('AUTHORISE_FAILED', 'not an active designer');
  return designer;
}

export async function setStatus(ctx: AppContext, userId: number, status: number): Promise<void> {
  if (!(await repo.setDesignerStatus(ctx.db, userId, status))) throw new AppError('STATUS_FAILED', 'not a designer');
}
