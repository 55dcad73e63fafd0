import type { TCardInfo } from '../../core/cards/info';
import type { Locale } from '../../core/constants';
import type { TDesign } from '../../core/design';
import sharp from 'sharp';
import { printPageSvg, type ComposedPrint, type PrintInput } from '../../core/print/compose';
import { EMBROIDERY_MIN_LINE } from '../../core/print/items';
import { thinReport, type ThinReport } from '../../core/print/thin';
import { cardSideInput } from './cards';

/** What the print shop's composer needs for one logo, its details and one site: what a card's side needs (the outlined logo, the site's fonts, text set with the server's fonts), and the site. */
export function printInput(design: TDesign, info: TCardInfo, site: Locale): PrintInput {
  const { format: _cardFormat, ...side } = cardSideInput(design, info, site);
  return { ...side, site };
}

/** Pixels a millimetre the embroidery mark is measured at: a 1 mm line is 20 px. */
const THIN_PX_PER_MM = 20;

/** Where an embroidery mark (page 1 of `piece`) is thinner than the thinnest line a needle sews. */
export async function embroideryThin(piece: ComposedPrint): Promise<ThinReport> {
  const svg = printPageSvg(piece, 0, { bleed: false, unitsPerMm: THIN_PX_PER_MM, cuts: false });
  const { data, info } = await sharp(Buffer.from(svg), { density: 72 }).ensureAlpha().extractChannel(3).raw().toBuffer({ resolveWithObject: true });
  const mask = new Uint8Array(info.width * info.height);
  for (let i = 0; i < mask.length; i++) mask[i] = data[i]! >= 128 ? 1 : 0;
  return thinReport(mask, info.width, info.height, THIN_PX_PER_MM, EMBROIDERY_MIN_LINE);
}

/** A garment print as a transparent PNG at `dpi` at its print size, its resolution written into the file. */
export function garmentPng(piece: ComposedPrint, dpi: number): Promise<Buffer> {
  const svg = printPageSvg(piece, 0, { bleed: false, unitsPerMm: dpi / 25.4, cuts: false });
  return sharp(Buffer.from(svg), { density: 72 }).withMetadata({ density: dpi }).png({ compressionLevel: 6 }).toBuffer();
}
