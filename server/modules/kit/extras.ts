import PDFDocument from 'pdfkit';
import { hexRgb } from '../../../core/composer/colour';
import type { TDesign, TFontId } from '../../../core/design';
import { cssTokens, tailwindTheme, w3cTokens, type TokenFont, type TokenInput } from '../../../core/tokens';
import { brandColours } from '../../../core/vi/colours';
import { FONT_CATALOGUE } from '../../render/fonts';
import { pdfFont } from '../../lib/pdf-fonts';
import { CMYK_PROFILE, toCmyk } from '../../render/cmyk';

/** The web app manifest of the favicon pack (icons beside it). */
export function webManifest(name: string, themeColour: string, background: string): string {
  return `${JSON.stringify(
    {
      name,
      short_name: name.length > 12 ? name.slice(0, 12) : name,
      icons: [
        { src: '/android-chrome-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/android-chrome-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/maskable-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
        { src: '/maskable-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
      theme_color: themeColour,
      background_color: background,
      display: 'standalone',
    },
    null,
    2,
  )}\n`;
}

/** What goes into the page's <head> (files at the site root). */
export function faviconSnippet(themeColour: string): string {
  return [
    // The ICO says its size so that browsers that read SVG take the SVG (Chrome takes a sizes="any" ICO first).
    '<link rel="icon" href="/favicon.ico" sizes="32x32">',
    '<link rel="icon" type="image/svg+xml" href="/favicon.svg">',
    '<link rel="icon" type="image/png" sizes="48x48" href="/favicon-48x48.png">',
    '<link rel="icon" type="image/png" sizes="32x32" href="/favicon-32x32.png">',
    '<link rel="icon" type="image/png" sizes="16x16" href="/favicon-16x16.png">',
    '<link rel="apple-touch-icon" sizes="180x180" href="/apple-touch-icon.png">',
    '<link rel="manifest" href="/site.webmanifest">',
    `<meta name="theme-color" content="${themeColour}">`,
    '',
  ].join('\n');
}

/**
 * One A4 page: a swatch per brand colour with its HEX, RGB and CMYK values,
 * the CMYK through the named ICC profile every printed number of the
 * product uses (render/cmyk.ts), named on the page. `spots`: the spot colour
 * names the owner gave (upper-case HEX → name, core/vi/spot.ts); a named
 * colour gets a Spot line, and the page then says its CMYK is an approximation.
 */
export async function colourSheetPdf(name: string, colours: readonly string[], spots: ReadonlyMap<string, string> = new Map()): Promise<Buffer> {
  const inks = await toCmyk(colours);
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: `${name} – brand colours`, Author: 'Logo Maker' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const write = (text: string, x: number, y: number, size: number, bold = false, colour = '#1f2533') => {
    doc.font(pdfFont(text, bold)).fontSize(size).fillColor(colour).text(text, x, y, { lineBreak: false });
  };
  write(name, 56, 56, 22, true);
  write('Brand colours', 56, 88, 12, false, '#6b7385');
  const spotOf = (hex: string) => spots.get(hex.toUpperCase())?.trim() || undefined;
  const named = colours.some((hex) => spotOf(hex) !== undefined);
  // A block is the 70 pt swatch and its lines beside it; a sheet with spot names has a fourth line, so its blocks stand further apart.
  const step = named ? 100 : 90;
  let y = 130;
  for (const hex of colours) {
    doc.rect(56, y, 110, 70).fill(hex);
    doc.rect(56, y, 110, 70).lineWidth(0.5).strokeColor('#d9dde6').stroke();
    const [r, g, b] = hexRgb(hex);
    const [c, m, yy, k] = inks.get(hex.toUpperCase())!;
    write(hex.toUpperCase(), 186, y + 6, 14, true);
    write(`RGB  ${r}, ${g}, ${b}`, 186, y + 28, 10);
    write(`CMYK  ${c}, ${m}, ${yy}, ${k}`, 186, y + 44, 10);
    const spot = spotOf(hex);
    if (spot) write(`Spot  ${spot}`, 186, y + 60, 10);
    y += step;
  }
  write(`CMYK converted from sRGB with the ICC profile "${CMYK_PROFILE.name}"; ask your printer to proof them on their stock.`, 56, y + 10, 8, false, '#6b7385');
  if (named) write(`Spot colours: their CMYK values are approximations; your printer's swatch book decides the colour.`, 56, y + 22, 8, false, '#6b7385');
  doc.end();
  return done;
}

/** The brand's design tokens for the kit's design-tokens/ folder (core/tokens.ts): the colours by core/vi/colours' rule, the fonts of the catalogue. */
export function designTokenFiles(logoName: string, design: TDesign): Record<string, string> {
  const font = (role: 'name' | 'slogan', id: TFontId): TokenFont => {
    const f = FONT_CATALOGUE[id];
    return { role, family: f.family, weight: f.weight, generic: id.startsWith('pacifico') ? 'cursive' : id.startsWith('playfair') ? 'serif' : 'sans-serif' };
  };
  const input: TokenInput = {
    logoName,
    colours: brandColours(design, 'en'),
    background: design.background.toUpperCase(),
    fonts: [font('name', design.name.font), ...(design.slogan ? [font('slogan', design.slogan.font)] : [])],
  };
  return {
    'design-tokens/tokens.css': cssTokens(input),
    'design-tokens/tailwind.config.js': tailwindTheme(input),
    'design-tokens/tokens.json': w3cTokens(input),
  };
}
