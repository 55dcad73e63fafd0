import PptxGenJS from 'pptxgenjs';
import type { OfficeBrand } from '../../../core/office/brand';
import { composeSlide, SLIDE_H, SLIDE_W, type DeckLook, type SlideContent, type SlideElement } from '../../../core/office/slides';
import { officeThemeXml } from '../../../core/office/theme';
import { placeInBox } from '../../../core/office/svg';
import type { OfficeImages } from './images';
import { replaceParts } from './package';

/**
 * A deck as a real .pptx (pptxgenjs 4): every element core/office/slides.ts
 * places becomes a native shape (rectangles, ellipses, lines with the
 * brand's fills), an editable text box in the brand's fonts (bullets as
 * real list paragraphs) or the logo picture (SVG with a PNG at print
 * resolution as its fallback, fitted in its box as the preview fits it); the brand's Office theme
 * replaces the writer's, so new shapes and text take the brand colours.
 * Used by the PPT templates and the brand PPT export.
 */

const hex = (c: string) => c.replace('#', '').toUpperCase();

export interface PptxInput {
  brand: OfficeBrand;
  look: Omit<DeckLook, 'brand'>;
  slides: readonly SlideContent[];
  images: OfficeImages;
  title: string;
  creator: string;
}

function addElement(slide: PptxGenJS.Slide, e: SlideElement, input: PptxInput, pptx: PptxGenJS): void {
  const transparency = (o?: number) => (o === undefined ? {} : { transparency: Math.round((1 - o) * 100) });
  switch (e.k) {
    case 'rect':
      slide.addShape(pptx.ShapeType.rect, { x: e.x, y: e.y, w: e.w, h: e.h, fill: { color: hex(e.fill), ...transparency(e.opacity) }, line: { type: 'none' } });
      return;
    case 'ellipse':
      slide.addShape(pptx.ShapeType.ellipse, { x: e.x, y: e.y, w: e.w, h: e.h, fill: { color: hex(e.fill), ...transparency(e.opacity) }, line: { type: 'none' } });
      return;
    case 'line':
      slide.addShape(pptx.ShapeType.line, { x: e.x1, y: e.y1, w: e.x2 - e.x1, h: e.y2 - e.y1, line: { color: hex(e.colour), width: e.width } });
      return;
    case 'image': {
      const pic = input.images[e.slot];
      const box = placeInBox(pic.aspect, e.x, e.y, e.w, e.h, e.align);
      // SVG (PowerPoint 2016+ draws the vector); its PNG fallback is put in after writing (deckPptx).
      slide.addImage({ data: `image/svg+xml;base64,${Buffer.from(pic.svg, 'utf8').toString('base64')}`, ...box, altText: input.brand.name });
      return;
    }
    case 'text': {
      const fontFace = e.font === 'heading' ? input.brand.headingFont : input.brand.bodyFont;
      const common = { fontFace, fontSize: e.size, color: hex(e.colour), bold: !!e.bold, lang: input.brand.site === 'zh' ? 'zh-CN' : 'en-US' };
      const box = { x: e.x, y: e.y, w: e.w, h: e.h, margin: 0, align: e.align ?? 'left', valign: e.valign ?? 'top', fit: 'shrink' as const, paraSpaceAfter: e.bullets ? e.size * 0.5 : 0 };
      if (e.bullets) {
        slide.addText(
          e.text.split('\n').map((line) => ({ text: line, options: { ...common, bullet: { indent: 18 }, breakLine: true } })),
          box,
        );
      } else slide.addText(e.text, { ...common, ...box });
      return;
    }
  }
}

export async function deckPptx(input: PptxInput): Promise<Buffer> {
  const pptx = new PptxGenJS();
  pptx.defineLayout({ name: 'BRAND_16x9', width: SLIDE_W, height: SLIDE_H });
  pptx.layout = 'BRAND_16x9';
  pptx.author = input.creator;
  // pptxgenjs writes `company` into docProps/app.xml unescaped (a name with & breaks the file): left out.
  pptx.title = input.title;
  pptx.theme = { headFontFace: input.brand.headingFont, bodyFontFace: input.brand.bodyFont };
  const look: DeckLook = { ...input.look, brand: input.brand };
  input.slides.forEach((content, i) => {
    const slide = pptx.addSlide();
    for (const e of composeSlide(content, i, look)) addElement(slide, e, input, pptx);
  });
  const file = (await pptx.write({ outputType: 'nodebuffer', compression: true })) as Buffer;
  return replaceParts(file, { 'ppt/theme/theme1.xml': officeThemeXml(input.brand) }, (name, all) => svgFallback(name, all, input.images));
}

/**
 * pptxgenjs writes an SVG picture as two media parts, the PNG fallback
 * (`image-{slide}-{n}.png`, which it can draw only in a browser: in Node a
 * "broken image" placeholder) and the SVG (`image-{slide}-{n+1}.svg`): the
 * fallback becomes our PNG of the same picture, which LibreOffice, WPS and
 * older PowerPoints draw.
 */
function svgFallback(name: string, all: Readonly<Record<string, Uint8Array>>, images: OfficeImages): Uint8Array<ArrayBuffer> | undefined {
  const m = /^ppt\/media\/image-(\d+)-(\d+)\.png$/.exec(name);
  if (!m) return undefined;
  const svg = all[`ppt/media/image-${m[1]}-${Number(m[2]) + 1}.svg`];
  if (!svg) return undefined;
  const text = Buffer.from(svg).toString('utf8');
  const pic = Object.values(images).find((p) => p.svg === text);
  if (!pic) throw new Error(`${name}: no PNG for its SVG`);
  return new Uint8Array(pic.png);
}

