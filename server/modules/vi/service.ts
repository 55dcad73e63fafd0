import { eq, inArray, sql } from 'drizzle-orm';
import type { Locale } from '../../../core/constants';
import type { TDesign } from '../../../core/design';
import { brandColours } from '../../../core/vi/colours';
import type { TBrandColour } from '../../../core/vi/api';
import type { TFontAuthorization } from '../../../core/vi/fontAuth';
import type { TFontPriceItem } from '../../../core/vi/fonts';
import type { AppContext } from '../../context';
import { CMYK_PROFILE, toCmyk } from '../../render/cmyk';
import { fontAuthorizations, fontPrices } from './schema';

/** The colour specification: the first four brand colours with CMYK through the named profile. */
export async function colourSpec(design: TDesign, site: Locale): Promise<{ colors: TBrandColour[]; profile: string }> {
  const base = brandColours(design, site);
  const inks = await toCmyk(base.map((c) => c.hex));
  return {
    colors: base.map((c) => ({ ...c, cmyk: [...inks.get(c.hex)!] as [number, number, number, number] })),
    profile: CMYK_PROFILE.name,
  };
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
