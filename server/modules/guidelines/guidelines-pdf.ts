import type { Locale } from '../../../core/constants';
import type { TDesign, TOutlinedDesign } from '../../../core/design';
import { toCmyk } from '../../render/cmyk';
import { outlinedDesign } from '../../render/outlined';
import { openBook, type Section } from './book';
import { brandColours } from '../../../core/vi/colours';
import { coloursPage, typographyPage } from './pages-brand';
import { legibilityPage, mockups, mockupsPage, smallRenders } from './pages-images';
import { backCover, bookLockups, contentsPage, coverPage, layoutsPage, versionsPage } from './pages-logo';
import { clearSpacePage } from './pages-space';
import { usagePage } from './pages-usage';
import { bookDate, STRINGS } from './strings';

/**
 * The brand guidelines of a logo (a brand book): a landscape A4 PDF in the
 * site's language — cover, contents, the logo's versions, clear space and
 * minimum sizes, colours (HEX, RGB, CMYK through the named ICC profile, the
 * spot colour names the owner gave),
 * typefaces, do's and don'ts, small-size legibility, three mockups, back
 * cover. The logo is vector throughout (the composer's SVG read back as
 * shapes, text already outlines); the only images are the legibility
 * pixels and the mockup photographs. Deterministic for the same input.
 */

export interface GuidelinesInput {
  design: TDesign;
  logoName: string;
  site: Locale;
  /** The edition date on the cover (the document's creation date too). */
  date: Date;
  /** The request or job asking (the render workers' logs); not part of the book's key. */
  requestId?: string;
  /** The spot colour names the owner gave the brand colours (upper-case HEX → name, core/vi/spot.ts); a colour absent has none. */
  spots?: ReadonlyMap<string, string>;
}

/** Section pages in order; the cover and contents come before them, the back cover after. */
const SECTIONS = ['versions', 'layouts', 'clear', 'colours', 'type', 'usage', 'small', 'mockups'] as const;
type SectionId = (typeof SECTIONS)[number];

/** A logo's sections: the layouts page only where the logo has layouts beside its own. */
function sectionsOf(d: TOutlinedDesign): SectionId[] {
  return SECTIONS.filter((id) => id !== 'layouts' || bookLockups(d).length > 0);
}

const SECTION_TEXT: Record<SectionId, { title: keyof typeof STRINGS; intro: keyof typeof STRINGS }> = {
  versions: { title: 'versionsTitle', intro: 'versionsIntro' },
  layouts: { title: 'layoutsTitle', intro: 'layoutsIntro' },
  clear: { title: 'clearTitle', intro: 'clearIntro' },
  colours: { title: 'coloursTitle', intro: 'coloursIntro' },
  type: { title: 'typeTitle', intro: 'typeIntro' },
  usage: { title: 'usageTitle', intro: 'usageIntro' },
  small: { title: 'smallTitle', intro: 'smallIntro' },
  mockups: { title: 'mockupsTitle', intro: 'mockupsIntro' },
};

/** Pages before the first section: the cover and the contents. */
const FRONT_PAGES = 2;
/** The book's length: the front pages, a page a section, the back cover. */
export function guidelinesPages(d: TOutlinedDesign): number {
  return FRONT_PAGES + sectionsOf(d).length + 1;
}

export async function guidelinesPdf(input: GuidelinesInput): Promise<Buffer> {
  const { design, logoName, site, date } = input;
  const d = outlinedDesign(design);
  // The pictures first (the mockups render in the worker pool meanwhile).
  const [small, shots, inks] = await Promise.all([
    smallRenders(d),
    mockups(d, site, logoName, input.requestId),
    toCmyk(brandColours(d, site).map((c) => c.hex)),
  ]);

  const { book, done } = openBook({ site, design: d, logoName, dateText: bookDate(date, site), year: yearOf(date, site), pages: guidelinesPages(d) }, date);
  const sections = Object.fromEntries(
    sectionsOf(d).map((id, i): [SectionId, Section & { page: number }] => {
      const text = SECTION_TEXT[id];
      const title = STRINGS[text.title] as Record<Locale, string>;
      const intro = STRINGS[text.intro] as Record<Locale, string>;
      return [id, { number: i + 1, title: title[site], intro: intro[site], page: FRONT_PAGES + i + 1 }];
    }),
  ) as Partial<Record<SectionId, Section & { page: number }>>;
  const at = (id: SectionId) => {
    const section = sections[id];
    if (!section) throw new Error(`the book has no ${id} section`);
    return [section.page, section] as const;
  };

  coverPage(book);
  contentsPage(book, Object.values(sections));
  versionsPage(book, ...at('versions'));
  if (sections.layouts) layoutsPage(book, ...at('layouts'));
  clearSpacePage(book, ...at('clear'), design);
  coloursPage(book, ...at('colours'), inks, input.spots);
  typographyPage(book, ...at('type'), design);
  usagePage(book, ...at('usage'));
  legibilityPage(book, ...at('small'), small);
  mockupsPage(book, ...at('mockups'), shots);
  backCover(book);
  book.doc.end();
  return done;
}

function yearOf(date: Date, site: Locale): number {
  return Number(new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: site === 'zh' ? 'Asia/Shanghai' : 'UTC' }).format(date));
}
