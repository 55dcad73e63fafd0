import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../../../core/constants';
import { ZDesign } from '../../../core/design';
import { officePalette, officeVars, type OfficeBrand } from '../../../core/office/brand';
import { PPT_TEMPLATES, templateSlides } from '../../../core/office/ppt-templates';
import { officeThemePackage } from '../../../core/office/theme';
import { HEADER_LOGO_MM } from '../../../core/office/word-preview';
import { pageMargins } from '../../../core/office/word';
import { WORD_TEMPLATES } from '../../../core/office/word-templates';
import { brandColours } from '../../../core/vi/colours';
import { DEMO_DESIGNS } from '../../demo/designs';
import { outlinedDesign } from '../../render/outlined';
import { wordTemplateDocx } from './docx';
import { officeImages, type OfficeImages } from './images';
import { readPart, zipParts } from './package';
import { deckPptx } from './pptx';
import { cachedConversion } from '../../test/tool-cache';
import { PT_PER_MM } from '../../../core/cards/format';
import { composePrint, printPageSvg } from '../../../core/print/compose';
import { printToPdf } from '../../render/formats/print-pdf';
import { printInput } from '../../render/print';

/**
 * Every Word and PPT template, on both sites, written as a real file and
 * opened by LibreOffice (headless, installed by scripts/setup-system.sh),
 * which converts it to PDF: it opens, has the pages it should, its text
 * holds the brand's name, and the logo picture and the brand's theme are in
 * the package.
 */

const SITES: Record<Locale, number> = { en: 1002, zh: 1001 };
const TODAY = new Date('2026-11-25T00:00:00Z');
let dir: string;
const brands = {} as Record<Locale, OfficeBrand>;
const imagesOf = {} as Record<Locale, OfficeImages>;
const files: { name: string; site: Locale; kind: 'docx' | 'pptx'; pages: number; body: Buffer; title: string }[] = [];

function pdfText(name: string): string {
  return execFileSync('pdftotext', ['-layout', join(dir, `${name}.pdf`), '-'], { encoding: 'utf8' });
}
function pdfPages(name: string): number {
  return Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [join(dir, `${name}.pdf`)], { encoding: 'utf8' }))![1]);
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'office-'));
  for (const site of ['en', 'zh'] as const) {
    const design = ZDesign.parse(DEMO_DESIGNS[SITES[site]]);
    const brand: OfficeBrand = { site, name: design.name.text, slogan: design.slogan?.text ?? '', colours: brandColours(design, site).map((c) => c.hex), headingFont: 'Montserrat', bodyFont: 'Arial' };
    brands[site] = brand;
    const images: OfficeImages = await officeImages(outlinedDesign(design));
    imagesOf[site] = images;
    for (const template of WORD_TEMPLATES) {
      const body = await wordTemplateDocx({ template, brand, images, today: TODAY, creator: 'Logo Maker' });
      files.push({ name: `${site}-word-${template.slug}`, site, kind: 'docx', pages: 1, body, title: template.name[site] });
    }
    for (const t of PPT_TEMPLATES) {
      const slides = templateSlides(t, site, officeVars(brand, TODAY));
      const body = await deckPptx({ brand, look: { style: t.style, pattern: t.pattern }, slides, images, title: t.name[site], creator: 'Logo Maker' });
      files.push({ name: `${site}-ppt-${t.slug}`, site, kind: 'pptx', pages: slides.length, body, title: slides[0]!.title });
    }
  }
  for (const f of files) writeFileSync(join(dir, `${f.name}.${f.kind}`), f.body);
  // One LibreOffice run converts them all (its start-up is most of the time); the same files, converted
  // already in this run (the file's other project), are not converted again (server/test/tool-cache.ts).
  const names = files.map((f) => `${f.name}.${f.kind}`);
  // Keyed by what each package holds, less what says when and in which order the files were written (the ZIP's
  // entry dates, the created and modified dates, the docx library's drawing ids, counted in its process).
  const parts = files.map((f) =>
    JSON.stringify(
      Object.entries(unzipSync(new Uint8Array(f.body)))
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([n, b]) => [n, /\.(xml|rels)$/.test(n) ? strFromU8(b).replace(/(<dcterms:(?:created|modified)[^>]*>)[^<]*/g, '$1').replace(/(<wp:docPr id=")\d+/g, '$1') : Buffer.from(b).toString('base64')]),
    ),
  );
  cachedConversion('soffice', ['--convert-to', 'pdf', ...names], parts, dir, files.map((f) => `${f.name}.pdf`), () =>
    execFileSync('soffice', ['--headless', '--norestore', `-env:UserInstallation=file://${dir}/profile`, '--convert-to', 'pdf', '--outdir', dir, ...names.map((n) => join(dir, n))], {
      stdio: 'ignore',
      timeout: 240_000,
    }),
  );
}, 300_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** With UPDATE_SCREENSHOTS=1: a few converted pages as pictures in docs/screenshots (the office files as LibreOffice shows them). */
const SHOWN = ['en-word-letterhead', 'zh-word-invoice', 'en-word-certificate', 'zh-ppt-pitch-deck', 'en-ppt-company-introduction'];

describe('Word and PPT templates as files', () => {
  it('there are ten Word templates and eight PPT templates, each with its own id and both languages', () => {
    expect(WORD_TEMPLATES.map((t) => t.slug)).toEqual(['letterhead', 'envelope', 'memo', 'fax-cover', 'invoice', 'quotation', 'report-cover', 'certificate', 'meeting-minutes', 'press-release']);
    expect(PPT_TEMPLATES.map((t) => t.slug)).toEqual(['company-introduction', 'pitch-deck', 'report', 'proposal', 'training', 'event', 'product-launch', 'quarterly-review']);
    for (const list of [WORD_TEMPLATES, PPT_TEMPLATES]) {
      expect(new Set(list.map((t) => t.id)).size).toBe(list.length);
      for (const t of list) expect(t.name.zh !== '' && t.name.en !== '' && t.name.zh !== t.name.en).toBe(true);
    }
  });

  it('LibreOffice opens every file and converts it with the expected page count', () => {
    for (const f of files) expect([f.name, pdfPages(f.name)]).toEqual([f.name, f.pages]);
    if (process.env.UPDATE_SCREENSHOTS === '1') {
      for (const name of SHOWN) execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', name.includes('-ppt-') ? '2' : '1', join(dir, `${name}.pdf`), `docs/screenshots/office-${name}`]);
    }
  });

  it('LibreOffice draws the whole logo in the letterhead (a line height without its rule reads as exact there and cut the picture to a band)', async () => {
    for (const site of ['en', 'zh'] as const) {
      const name = `${site}-word-letterhead`;
      const dpi = 100;
      execFileSync('pdftoppm', ['-png', '-r', String(dpi), '-f', '1', '-l', '1', '-singlefile', join(dir, `${name}.pdf`), join(dir, `${name}-page`)]);
      const { data, info } = await sharp(join(dir, `${name}-page.png`)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      // Inked rows in the header's left half, above the page's top margin, but for the rule under the letterhead (a row inked across).
      const top = Math.round((pageMargins(WORD_TEMPLATES[0]!).top / 25.4) * dpi);
      const half = Math.floor(info.width / 2);
      const rows: number[] = [];
      for (let y = 0; y < top; y++) {
        let inked = 0;
        for (let x = 0; x < half; x++) {
          const i = (y * info.width + x) * 3;
          if (data[i]! < 200 || data[i + 1]! < 200 || data[i + 2]! < 200) inked++;
        }
        if (inked > 0 && inked < half * 0.5) rows.push(y);
      }
      // The logo of the letterhead: HEADER_LOGO_MM high when its box is wider than the logo (these two are).
      const expected = (HEADER_LOGO_MM.letterhead / 25.4) * dpi;
      const drawn = rows.length ? rows[rows.length - 1]! - rows[0]! + 1 : 0;
      expect(drawn, name).toBeGreaterThan(expected * 0.85);
    }
  });

  it('the Word letterhead and the print shop’s letterhead PDF have the logo and the rule at the same places', async () => {
    const dpi = 100;
    const mm = (px: number) => (px / dpi) * 25.4;
    /** The header's left half of page 1 of a PDF, `inset` mm in from the page's corner (a print file's bleed): where the logo's ink is, and the rule's row. */
    const measure = async (pdf: string, inset: number) => {
      execFileSync('pdftoppm', ['-png', '-r', String(dpi), '-f', '1', '-l', '1', '-singlefile', pdf, `${pdf}-m`]);
      const { data, info } = await sharp(`${pdf}-m.png`).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      const off = Math.round((inset / 25.4) * dpi);
      const half = Math.floor(info.width / 2);
      const bottom = off + Math.round((pageMargins(WORD_TEMPLATES[0]!).top / 25.4) * dpi);
      let rule = -1;
      const logo = { top: Infinity, bottom: -1, left: Infinity };
      for (let y = off; y < bottom; y++) {
        let inked = 0;
        let first = -1;
        for (let x = off; x < half; x++) {
          const i = (y * info.width + x) * 3;
          if (data[i]! < 200 || data[i + 1]! < 200 || data[i + 2]! < 200) {
            inked++;
            if (first < 0) first = x;
          }
        }
        if (inked > (half - off) * 0.5) {
          if (rule < 0) rule = y;
        } else if (inked > 0 && rule < 0) {
          logo.top = Math.min(logo.top, y);
          logo.bottom = y;
          logo.left = Math.min(logo.left, first);
        }
      }
      return { rule: mm(rule - off), top: mm(logo.top - off), height: mm(logo.bottom - logo.top + 1), left: mm(logo.left - off) };
    };
    for (const site of ['en', 'zh'] as const) {
      const word = await measure(join(dir, `${site}-word-letterhead.pdf`), 0);
      const piece = composePrint({ item: 'letterhead', size: site === 'zh' ? 'a4' : 'letter' }, printInput(ZDesign.parse(DEMO_DESIGNS[SITES[site]]), { name: '', title: '', phone: '', email: '', address: '', website: '' }, site));
      const pdf = await printToPdf([{ svg: printPageSvg(piece, 0, { bleed: true, unitsPerMm: PT_PER_MM, cuts: false }) }], { format: piece.format, standard: 'x4', title: 't', what: piece.label, creator: 'Logo Maker' });
      writeFileSync(join(dir, `${site}-print-letterhead.pdf`), pdf);
      const print = await measure(join(dir, `${site}-print-letterhead.pdf`), piece.format.bleed);
      expect(Math.abs(print.rule - word.rule), `${site} rule: print ${print.rule.toFixed(1)} mm, Word ${word.rule.toFixed(1)} mm`).toBeLessThanOrEqual(2);
      expect(Math.abs(print.left - word.left), `${site} logo's left edge`).toBeLessThanOrEqual(1);
      expect(Math.abs(print.top - word.top), `${site} logo's top`).toBeLessThanOrEqual(2);
      expect(Math.abs(print.height - word.height) / word.height, `${site} logo's height`).toBeLessThanOrEqual(0.15);
    }
  });

  it("each file's text holds the brand's name and the template's own wording in the site's language", () => {
    for (const f of files) {
      const text = pdfText(f.name).replace(/\s+/g, ' ');
      const compact = text.replace(/\s+/g, '');
      expect(compact, f.name).toContain(brands[f.site].name.replace(/\s+/g, ''));
      if (f.kind === 'pptx') expect(compact, f.name).toContain(f.title.replace(/\s+/g, ''));
      expect(text, f.name).not.toMatch(/\{(name|slogan|date|year)\}/);
    }
    expect(pdfText('zh-word-invoice')).toContain('发票');
    expect(pdfText('en-word-invoice')).toContain('Invoice');
    expect(pdfText('en-word-letterhead')).toContain('November 25, 2026');
    expect(pdfText('zh-word-letterhead').replace(/\s+/g, '')).toContain('2026年11月25日');
  });

  it('pages are the paper of the site: A4 and DL in China, Letter and #10 on the English site', () => {
    const size = (name: string) => /Page size:\s+([\d.]+) x ([\d.]+)/.exec(execFileSync('pdfinfo', [join(dir, `${name}.pdf`)], { encoding: 'utf8' }))!.slice(1).map((v) => Math.round(Number(v)));
    expect(size('zh-word-letterhead')).toEqual([595, 842]);
    expect(size('en-word-letterhead')).toEqual([612, 792]);
    expect(size('zh-word-envelope')).toEqual([624, 312]);
    expect(size('en-word-envelope')).toEqual([684, 297]);
    expect(size('en-word-certificate')).toEqual([792, 612]);
    expect(size('en-ppt-pitch-deck')).toEqual([960, 540]);
  });

  it('the logo is a picture in every package, as SVG with our PNG as its fallback, and the theme is the brand', () => {
    for (const f of files) {
      const parts = Object.keys(unzipSync(new Uint8Array(f.body)));
      const media = parts.filter((p) => /^(word|ppt)\/media\/.+\.png$/.test(p));
      expect(media.length, f.name).toBeGreaterThan(0);
      if (f.kind === 'pptx') {
        // Each SVG picture's fallback is our PNG of it (pptxgenjs can draw one only in a browser).
        const entries = unzipSync(new Uint8Array(f.body));
        const svgs = parts.filter((p) => /^ppt\/media\/image-\d+-\d+\.svg$/.test(p));
        expect(svgs.length, f.name).toBeGreaterThan(0);
        for (const svg of svgs) {
          const [, slide, n] = /image-(\d+)-(\d+)\.svg$/.exec(svg)!;
          const png = Buffer.from(entries[`ppt/media/image-${slide}-${Number(n) - 1}.png`]!);
          expect(Object.values(imagesOf[f.site]).some((pic) => pic.png.equals(png) && pic.svg === strFromU8(entries[svg]!)), `${f.name} ${svg}`).toBe(true);
        }
      }
      if (f.kind === 'docx') {
        // Word's vector picture beside the PNG every reader draws.
        const svg = parts.filter((p) => /^word\/media\/.+\.svg$/.test(p));
        expect(svg.length, f.name).toBeGreaterThan(0);
        expect(strFromU8(unzipSync(new Uint8Array(f.body))[svg[0]!]!).startsWith('<svg'), f.name).toBe(true);
        const xml = ['word/document.xml', 'word/header1.xml', 'word/footer1.xml'].map((p) => readPart(f.body, p) ?? '').join('');
        expect(xml, f.name).toContain('svgBlip');
      }
      const theme = readPart(f.body, f.kind === 'docx' ? 'word/theme/theme1.xml' : 'ppt/theme/theme1.xml')!;
      expect(theme).toContain(`<a:accent1><a:srgbClr val="${officePalette(brands[f.site]).primary.slice(1)}"/>`);
      expect(theme).toContain('<a:majorFont><a:latin typeface="Montserrat"/>');
    }
  });

  it('Word files use real styles: headings, title, tables, a header and footer; the text stays editable', () => {
    const minutes = files.find((f) => f.name === 'en-word-meeting-minutes')!.body;
    const doc = readPart(minutes, 'word/document.xml')!;
    expect(doc).toContain('<w:pStyle w:val="Title"/>');
    expect(doc).toContain('<w:pStyle w:val="Heading1"/>');
    expect(doc).toContain('<w:pStyle w:val="Heading2"/>');
    expect(doc).toContain('<w:tbl>');
    expect(doc).toContain('Meeting Minutes');
    expect(readPart(minutes, 'word/header1.xml')).toContain('<pic:pic');
    expect(readPart(minutes, 'word/footer1.xml')).toContain('Brightleaf Studio · Design that grows');
    const styles = readPart(minutes, 'word/styles.xml')!;
    expect(styles).toMatch(/w:styleId="Heading1"[\s\S]*?w:ascii="Montserrat"/);
  });

  it('PPT files are shapes and text boxes, not pictures of slides', () => {
    const deck = files.find((f) => f.name === 'zh-ppt-pitch-deck')!.body;
    const slide2 = readPart(deck, 'ppt/slides/slide2.xml')!;
    expect(slide2).toContain('问题');
    expect(slide2).toContain('<a:buChar');
    expect((slide2.match(/<p:sp>/g) ?? []).length).toBeGreaterThan(4);
    expect((slide2.match(/<p:pic>/g) ?? []).length).toBe(1);
  });

  it('a brand name with markup characters gives well-formed packages (every XML part escapes it)', async () => {
    const brand: OfficeBrand = { ...brands.en, name: 'Tom & Jerry <Co> "Ltd"', slogan: "It's <fun> & games" };
    const design = ZDesign.parse(DEMO_DESIGNS[1002]);
    const images = await officeImages(outlinedDesign(design));
    const docx = await wordTemplateDocx({ template: WORD_TEMPLATES[0]!, brand, images, today: TODAY, creator: 'Logo Maker' });
    const pptx = await deckPptx({ brand, look: { style: 'bold', pattern: 'dots' }, slides: templateSlides(PPT_TEMPLATES[0]!, 'en', officeVars(brand, TODAY)), images, title: brand.name, creator: 'Logo Maker' });
    for (const file of [docx, pptx]) {
      for (const [name, bytes] of Object.entries(unzipSync(new Uint8Array(file)))) {
        if (!/\.(xml|rels)$/.test(name)) continue;
        const xml = strFromU8(bytes);
        // No bare ampersand and no raw "<Co>" element: the name is text in every part.
        expect(xml, name).not.toMatch(/&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/);
        expect(xml, name).not.toContain('<Co>');
      }
    }
    expect(readPart(pptx, 'ppt/slides/slide1.xml')).toContain('Tom &amp; Jerry &lt;Co&gt;');
  });

  it('the Office theme (.thmx) is a theme package LibreOffice-independent tools can read', () => {
    const thmx = zipParts(officeThemePackage(brands.en));
    const parts = Object.keys(unzipSync(new Uint8Array(thmx))).sort();
    expect(parts).toEqual(['[Content_Types].xml', '_rels/.rels', 'theme/theme/_rels/themeManager.xml.rels', 'theme/theme/theme1.xml', 'theme/theme/themeManager.xml']);
    expect(readPart(thmx, 'theme/theme/theme1.xml')).toContain('name="Brightleaf Studio"');
    expect(readFileSync(join(dir, 'en-word-letterhead.pdf')).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
