import { lockupsOf } from '../../../core/composer/lockups';
import type { Locale } from '../../../core/constants';
import type { TDesign, TOutlinedDesign } from '../../../core/design';
import { brandColours } from '../../../core/vi/colours';
import type { TBrandColour } from '../../../core/vi/api';
import { LIVE_LOGO, liveLogoPath, type TBrandFile, type TBrandTokens, type TLiveServes } from '../../../core/portal/api';
import { FONT_CATALOGUE, FONT_LICENSE } from '../../render/fonts';
import { minimumSizes } from '../guidelines/measure';
import { brandFonts } from '../guidelines/pages-brand';

export interface BrandFileInput {
  site: Locale;
  /** The portal's site origin: every address of the file is absolute. */
  origin: string;
  slug: string;
  name: string;
  slogan: string | null;
  mission: string;
  saved: TDesign;
  design: TOutlinedDesign;
  colours: readonly TBrandColour[];
  profile: string;
  /** What the live logo link serves when it is on, else null. */
  live: TLiveServes | null;
  /** The files this reader may download, by name → address (site-relative), or null. */
  files: ReadonlyArray<{ name: string; href: string }> | null;
  /** The page's address with the reader's way in (site-relative). */
  page: string;
}

/** A token name of a colour: its role in English, whatever the site's language (`primary`, `secondary`, `accent`, `supporting`, `name`). */
function colourKeys(design: TDesign): string[] {
  return brandColours(design, 'en').map((c) => c.title.split(' ')[0]!.toLowerCase());
}

/** A token name of a typeface: its role (`name`, `slogan`, `body`; a face for name and slogan is `name`). */
const FONT_KEYS: Record<string, string> = { 'Name typeface': 'name', 'Name and slogan typeface': 'name', 'Slogan typeface': 'slogan', 'Body typeface': 'body' };

/** Generic families after the brand's own, for a website's stack. */
const FALLBACK: Record<string, string[]> = {
  'Playfair Display': ['Georgia', 'serif'],
  Pacifico: ['cursive'],
  'Noto Sans SC': ['PingFang SC', 'Microsoft YaHei', 'sans-serif'],
  'ZCOOL KuaiLe': ['PingFang SC', 'Microsoft YaHei', 'sans-serif'],
};

/** The brand's design tokens (DTCG 2025.10): colours, typefaces, weights. */
export function brandTokens(saved: TDesign, colours: readonly TBrandColour[], site: Locale): TBrandTokens {
  const keys = colourKeys(saved);
  const color: TBrandTokens['color'] = { $type: 'color' };
  colours.forEach((c, i) => {
    color[keys[i] ?? `colour${i + 1}`] = {
      $value: { colorSpace: 'srgb', components: c.rgb.map((v) => Math.round((v / 255) * 10000) / 10000) as [number, number, number], hex: c.hex.toLowerCase() },
      $description: c.title,
    };
  });
  const fontFamily: TBrandTokens['fontFamily'] = { $type: 'fontFamily' };
  const fontWeight: TBrandTokens['fontWeight'] = { $type: 'fontWeight' };
  const english = brandFonts(saved, 'en');
  brandFonts(saved, site).forEach((card, i) => {
    const key = FONT_KEYS[english[i]!.role] ?? `font${i + 1}`;
    const face = FONT_CATALOGUE[card.font];
    fontFamily[key] = { $value: [face.family, ...(FALLBACK[face.family] ?? ['system-ui', 'sans-serif'])], $description: card.role };
    fontWeight[key] = { $value: face.weight, $description: card.role };
  });
  return { color, fontFamily, fontWeight };
}

/** The brand file: names, colours, typefaces, minimum sizes, the logo's addresses, the tokens. */
export function brandFile(input: BrandFileInput): TBrandFile {
  const { origin, design, saved, site } = input;
  const abs = (path: string) => `${origin}${path}`;
  const serves = input.live;
  const logos: TBrandFile['logos'] = serves
    ? Object.fromEntries(
        lockupsOf(design)
          .filter((layout) => serves.layouts.includes(layout))
          .map((layout) => [
          layout,
          Object.fromEntries(
            LIVE_LOGO.variants.map((variant) => {
              const query = `${layout === 'original' ? '' : `layout=${layout}&`}variant=${variant}`;
              return [
                variant,
                {
                  ...(serves.formats.includes('svg') ? { svg: abs(liveLogoPath(input.slug, 'svg', query)) } : {}),
                  ...(serves.formats.includes('png') ? { png: abs(liveLogoPath(input.slug, 'png', `w=${LIVE_LOGO.defaultWidth}&${query}`)) } : {}),
                },
              ];
            }),
          ),
        ]),
      )
    : null;
  return {
    version: 1,
    name: input.name,
    slogan: input.slogan,
    mission: input.mission || null,
    page: abs(input.page),
    colours: input.colours.map((c) => ({ name: c.title, hex: c.hex, rgb: c.rgb, cmyk: c.cmyk, spot: c.spot })),
    cmykProfile: input.profile,
    fonts: brandFonts(saved, site).map((card) => {
      const face = FONT_CATALOGUE[card.font];
      return { role: card.role, family: face.family, weight: face.weight, fullName: face.name, use: card.use, licence: { ...FONT_LICENSE } };
    }),
    minimumWidth: Object.fromEntries(minimumSizes(design).map((m) => [m.kind, { mm: m.mm, px: m.px }])),
    logos,
    files: input.files ? Object.fromEntries(input.files.map((f) => [f.name, abs(f.href)])) : null,
    tokens: brandTokens(saved, input.colours, site),
  };
}
