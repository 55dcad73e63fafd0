import type { TCardMarks } from '../../../core/cards/api';
import type { CardFormat } from '../../../core/cards/format';
import { printToPdf, type PrintStandard } from './print-pdf';

/**
 * The print PDF of a business card (print-pdf.ts): one page per side, the
 * trim plus the bleed with TrimBox and BleedBox, crop marks optional, every
 * colour CMYK of the output intent's profile. PDF/X-4 by default (the cards'
 * watermark logos and translucent bands stay live); PDF/X-1a flattens them.
 * Nothing is stored (the card holds a person's details): the file's dates are
 * when it was made.
 */

export interface CardPdfOptions {
  format: CardFormat;
  title: string;
  creator: string;
  /** Crop marks in a slug beyond the bleed, or none (the default). */
  marks?: TCardMarks;
  standard?: PrintStandard;
  /** When the file is made (its dates); now by default. */
  now?: Date;
  /** The brand colours' spot names (print-pdf.ts). */
  spots?: ReadonlyMap<string, string>;
}

/** `sides`: the card's sides as composeCardSvg made them with the bleed, in points. */
export function cardToPdf(sides: readonly string[], opts: CardPdfOptions): Promise<Buffer> {
  return printToPdf(
    sides.map((svg) => ({ svg })),
    { ...opts, standard: opts.standard ?? 'x4', what: `Business card ${opts.format.label}` },
  );
}
