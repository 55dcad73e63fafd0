import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Locale } from '../../../core/constants';
import type { TDesign } from '../../../core/design';
import { brandColours } from '../../../core/vi/colours';
import type { TBrandColour } from '../../../core/vi/api';
import type { TFontAuthorization } from '../../../core/vi/fontAuth';
import type { TFontPriceItem } from '../../../core/vi/fonts';
import { spotSetProblem, tidySpotName, type TSpotColoursBody } from '../../../core/vi/spot';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { CMYK_PROFILE, toCmyk } from '../../render/cmyk';
import { logos } from '../../db/schema';
import { fontAuthorizations, fontPrices, spotColours } from './schema';

/** The colour specification: the first four brand colours with CMYK through the named profile and their spot names. */
export async function colourSpec(
  design: TDesign,
  site: Locale,
  spots: ReadonlyMap<string, string> = new Map(),
): Promise<{ colors: TBrandColour[]; profile: string }> {
  const base = brandColours(design, site);
  const inks = await toCmyk(base.map((c) => c.hex));
  return {
    colors: base.map((c) => ({ ...c, cmyk: [...inks.get(c.hex)!] as [number, number, number, number], spot: spots.get(c.hex) ?? null })),
    profile: CMYK_PROFILE.name,
  };
}

/**
 * The spot names of a logo's brand colours (uppercase HEX → name). A name
 * whose colour a designer's fix took away is left out — it names no colour of
 * the logo now — and is dropped at the owner's next save.
 */
export async function spotNames(ctx: AppContext, logo: { fa_id: number; design: unknown }): Promise<Map<string, string>> {
  const brand = new Set(brandColours(logo.design as TDesign, 'en').map((c) => c.hex));
  const rows = await ctx.db.select({ hex: spotColours.hex, name: spotColours.name }).from(spotColours).where(eq(spotColours.fa_id, logo.fa_id));
  return new Map(rows.filter((r) => brand.has(r.hex)).map((r) => [r.hex, r.name]));
}

/**
 * Names (or clears, with an empty name) the spot inks of brand colours in one
 * statement each way, inside one transaction: the whole set is checked first
 * (every brand colour's name after the change, in the page's order), so a
 * refused save changes nothing. Answers the design it checked against and the names.
 */
export async function saveSpotNames(ctx: AppContext, faId: number, userId: number, body: TSpotColoursBody): Promise<{ design: TDesign; spots: Map<string, string> }> {
  return ctx.db.transaction(async (tx) => {
    // The logo's row locked, and its design read under the lock: two saves of one logo run one after the other,
    // each checking the other's names, against the brand colours as they are now.
    const [row] = await tx.select({ design: logos.design }).from(logos).where(eq(logos.fa_id, faId)).for('update');
    const design = row!.design as TDesign;
    const brand = brandColours(design, 'en').map((c) => c.hex);
    const given = new Map(body.spots.map((s) => [s.hex.toUpperCase(), tidySpotName(s.name)]));
    const stranger = [...given.keys()].find((hex) => !brand.includes(hex));
    if (stranger) throw new AppError('BAD_REQUEST', `${stranger} is not one of this logo's brand colours`);
    const rows = await tx.select({ hex: spotColours.hex, name: spotColours.name }).from(spotColours).where(eq(spotColours.fa_id, faId));
    const after = new Map(rows.filter((r) => brand.includes(r.hex)).map((r) => [r.hex, r.name]));
    for (const [hex, name] of given) after.set(hex, name);
    const problem = spotSetProblem(brand.map((hex) => after.get(hex) ?? ''));
    if (problem) throw new AppError(problem.problem, `${brand[problem.index]}: ${after.get(brand[problem.index]!)}`);
    // Cleared names, and those of colours the logo no longer has, go.
    const gone = [...rows.map((r) => r.hex).filter((hex) => !brand.includes(hex)), ...[...given].filter(([, name]) => name === '').map(([hex]) => hex)];
    const named = [...given].filter(([, name]) => name !== '');
    if (gone.length > 0) await tx.delete(spotColours).where(and(eq(spotColours.fa_id, faId), inArray(spotColours.hex, gone)));
    if (named.length > 0) {
      await tx
        .insert(spotColours)
        .values(named.map(([hex, name]) => ({ fa_id: faId, hex, name, updated_by: userId })))
        .onConflictDoUpdate({ target: [spotColours.fa_id, spotColours.hex], set: { name: sql`excluded.name`, updated_by: userId, updated_at: sql`now()` } });
    }
    for (const hex of gone) after.delete(hex);
    return { design, spots: after };
  });
}

export interface FontAuthorizationRow {
  authorized_name: string;
  authorized_contact_number: string;
  updated_at: Date;
}

export async function fontAuthorization(ctx: AppContext, faId: number): Promise<FontAuthorizationRow | null> {
  const [row] = await ctx.db.select().from(fontAuthorizations).where(eq(fontAuthorizations.fa_id, faId));
  return row ?? null;
}

/**
 * The logo's fonts (name, then slogan; a font used twice once) with the
 * catalogue's terms; the authorisation fields only when `showAuthorization`
 * (owner or admin, spec 02 §6). A font missing from the catalogue is left
 * out: the page says nothing rather than a guess about its licence.
 */
export async function fontPriceList(
  ctx: AppContext,
  design: TDesign,
  auth: FontAuthorizationRow | null,
  showAuthorization: boolean,
): Promise<TFontPriceItem[]> {
  const used: { font_id: string; role: 'name' | 'slogan' }[] = [{ font_id: design.name.font, role: 'name' }];
  if (design.slogan && design.slogan.font !== design.name.font) used.push({ font_id: design.slogan.font, role: 'slogan' });
  const rows = await ctx.db.select().from(fontPrices).where(inArray(fontPrices.font_id, used.map((u) => u.font_id)));
  const byId = new Map(rows.map((r) => [r.font_id, r]));
  return used.flatMap(({ font_id, role }) => {
    const row = byId.get(font_id);
    if (!row) return [];
    return [
      {
        detail_id: row.id,
        font_id,
        font_name: row.font_name,
        isfree: row.isfree === 1 ? 1 : 0,
        price: Number(row.price),
        authorization_url: row.authorization_url,
        authorized_name: showAuthorization ? (auth?.authorized_name ?? null) : null,
        authorized_contact_number: showAuthorization ? (auth?.authorized_contact_number ?? null) : null,
        role,
      } satisfies TFontPriceItem,
    ];
  });
}

/** Saves (or replaces) the logo's font authorisation in one statement. */
export async function saveFontAuthorization(ctx: AppContext, faId: number, userId: number, body: TFontAuthorization): Promise<void> {
  await ctx.db
    .insert(fontAuthorizations)
    .values({ fa_id: faId, ...body, updated_by: userId })
    .onConflictDoUpdate({
      target: fontAuthorizations.fa_id,
      set: { ...body, updated_by: userId, updated_at: sql`now()` },
    });
}
