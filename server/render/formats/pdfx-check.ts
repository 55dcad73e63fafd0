import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A PDF/X-4 checker for the tests (no validator of PDF/X runs here: veraPDF
 * checks PDF/A and PDF/UA only and is not packaged for Debian; Ghostscript
 * writes PDF/X but does not check it). It checks what ISO 15930-7:2010
 * requires of a PDF/X-4 file that our writers could get wrong, as a printer's
 * preflight reports it, reading the file through qpdf's JSON and the XMP
 * packet through xmllint:
 *
 * - file: header version 1.0–1.6, no encryption, a document ID in the trailer;
 * - Info: a Title, CreationDate and ModDate (PDF dates with a time zone),
 *   Trapped /True or /False, GTS_PDFXVersion "PDF/X-4" when present;
 * - metadata: an XMP stream on the catalog, well-formed XML, with
 *   pdfxid:GTS_PDFXVersion "PDF/X-4", xmpMM:DocumentID, VersionID and
 *   RenditionClass, and the same title, dates and trapping as the Info;
 * - output intent: exactly one /GTS_PDFX, an OutputConditionIdentifier, the
 *   ICC profile embedded (X-4, not X-4p) — an output ('prtr') profile of
 *   ICC version 2 or 4 whose colour space matches its /N —, Info for a
 *   condition not in a registry;
 * - pages: a TrimBox (or ArtBox, not both) inside the BleedBox inside the
 *   MediaBox (and the CropBox); no annotation but printer's marks inside it;
 * - content: no DeviceRGB (the intent is CMYK) nor CalRGB, no LZW, no
 *   PostScript XObjects, no transfer functions, halftones of type 1 or 5 only,
 *   standard blend modes, fonts embedded, no JavaScript, actions or
 *   embedded files.
 *
 * Returns the problems found, none for a conforming file.
 */

type Value = string | number | boolean | null | Value[] | { [key: string]: Value };
interface PdfObject {
  value?: Value;
  stream?: { dict: Record<string, Value>; data?: string };
}
type Dict = Record<string, Value>;

const REF = /^\d+ \d+ R$/;
const PDF_DATE = /^D:\d{14}(Z|[+-]\d{2}'\d{2}'?)$/;
const BLEND_MODES = new Set(['/Normal', '/Compatible', '/Multiply', '/Screen', '/Overlay', '/Darken', '/Lighten', '/ColorDodge', '/ColorBurn', '/HardLight', '/SoftLight', '/Difference', '/Exclusion', '/Hue', '/Saturation', '/Color', '/Luminosity']);
const ICC_SPACES: Record<string, number> = { CMYK: 4, 'RGB ': 3, GRAY: 1 };

/** The file as qpdf reads it: every object (streams decoded) and the trailer. */
function readPdf(pdf: Buffer): { objects: Map<string, PdfObject>; trailer: Dict } {
  const dir = mkdtempSync(join(tmpdir(), 'pdfx-'));
  try {
    const file = join(dir, 'in.pdf');
    writeFileSync(file, pdf);
    const json = JSON.parse(
      execFileSync('qpdf', ['--json', '--json-stream-data=inline', '--decode-level=generalized', file], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 }),
    ) as { qpdf: [unknown, Record<string, PdfObject>] };
    const objects = new Map(Object.entries(json.qpdf[1]).map(([k, v]) => [k.replace(/^obj:/, ''), v]));
    return { objects, trailer: (objects.get('trailer')?.value ?? {}) as Dict };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A string of qpdf's JSON ("u:text" or "b:hex") as text. */
export function pdfText(v: Value | undefined): string | undefined {
  if (typeof v !== 'string') return undefined;
  if (v.startsWith('u:')) return v.slice(2);
  if (v.startsWith('b:')) return Buffer.from(v.slice(2), 'hex').toString('latin1');
  return undefined;
}

/** A PDF date (D:YYYYMMDDHHmmSS with its zone) as an instant. */
function pdfDate(text: string): number {
  const m = /^D:(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(Z|([+-])(\d{2})'(\d{2}))?/.exec(text);
  if (!m) return Number.NaN;
  const utc = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!);
  return m[8] ? utc - (m[8] === '-' ? -1 : 1) * (+m[9]! * 60 + +m[10]!) * 60_000 : utc;
}

function xmlUnescape(s: string): string {
  return s.replace(/&(lt|gt|quot|apos|amp|#x[0-9a-f]+|#\d+);/gi, (_, e: string) =>
    e === 'lt' ? '<' : e === 'gt' ? '>' : e === 'quot' ? '"' : e === 'apos' ? "'" : e === 'amp' ? '&' : String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10)),
  );
}

/** An XMP property's value, written as an element or as an attribute of rdf:Description. */
function xmpProperty(xmp: string, name: string): string | undefined {
  const element = new RegExp(`<${name}>([^<]*)</${name}>`).exec(xmp);
  if (element) return xmlUnescape(element[1]!.trim());
  const attribute = new RegExp(`\\s${name}="([^"]*)"`).exec(xmp);
  return attribute ? xmlUnescape(attribute[1]!) : undefined;
}

/** Problems of `pdf` as a PDF/X-4 file (ISO 15930-7:2010); empty when it conforms. */
export function pdfx4Problems(pdf: Buffer): string[] {
  return pdfxProblems(pdf, 'X-4');
}

/**
 * Problems of `pdf` as a PDF/X-1a:2001 file (ISO 15930-1); empty when it
 * conforms. What X-4 asks (above) but: PDF 1.3 at most; Info GTS_PDFXVersion
 * "PDF/X-1:2001" and GTS_PDFXConformance "PDF/X-1a:2001"; no XMP needed; an
 * ICC version 2 profile; no transparency (ExtGState CA/ca below 1, a soft
 * mask, a blend mode but Normal and Compatible, a transparency group); colour
 * in DeviceCMYK, DeviceGray, Separation and DeviceN only (a Separation's
 * alternate CMYK or gray); no PDF 1.6 /UserUnit on a page.
 */
export function pdfx1aProblems(pdf: Buffer): string[] {
  return pdfxProblems(pdf, 'X-1a');
}

function pdfxProblems(pdf: Buffer, standard: 'X-4' | 'X-1a'): string[] {
  const x1a = standard === 'X-1a';
  const problems: string[] = [];
  const header = /^%PDF-(\d)\.(\d)/.exec(pdf.subarray(0, 16).toString('latin1'));
  const newest = x1a ? 3 : 6;
  if (!header || header[1] !== '1' || Number(header[2]) > newest) problems.push(`file header ${header?.[0] ?? '(none)'}: PDF/${standard} files are PDF 1.${newest} at most`);

  const { objects, trailer } = readPdf(pdf);
  const resolve = (v: Value | undefined): Value | undefined => (typeof v === 'string' && REF.test(v) ? (objects.get(v)?.value ?? (objects.get(v)?.stream?.dict as Value)) : v);
  const dict = (v: Value | undefined): Dict | undefined => {
    const r = resolve(v);
    return r && typeof r === 'object' && !Array.isArray(r) ? r : undefined;
  };
  const streamOf = (v: Value | undefined) => (typeof v === 'string' && REF.test(v) ? objects.get(v)?.stream : undefined);
  const numbers = (v: Value | undefined): number[] | undefined => {
    const r = resolve(v);
    return Array.isArray(r) && r.length === 4 ? r.map((x) => Number(resolve(x))) : undefined;
  };

  // File and trailer.
  if (trailer['/Encrypt'] !== undefined) problems.push('the file is encrypted');
  const id = resolve(trailer['/ID']);
  if (!Array.isArray(id) || id.length !== 2 || id.some((p) => pdfText(resolve(p)) === undefined)) problems.push('the trailer has no document ID');

  // Document information.
  const info = dict(trailer['/Info']) ?? {};
  const text = (key: string) => pdfText(resolve(info[key]));
  const title = text('/Title');
  if (!title?.trim()) problems.push('Info has no Title');
  for (const key of ['/CreationDate', '/ModDate']) {
    const date = text(key);
    if (!date || !PDF_DATE.test(date)) problems.push(`Info ${key} is ${date === undefined ? 'missing' : `not a PDF date with a time zone: ${date}`}`);
  }
  const trapped = resolve(info['/Trapped']);
  if (trapped !== '/True' && trapped !== '/False') problems.push(`Info Trapped is ${JSON.stringify(trapped)}, not /True or /False`);
  const version = text('/GTS_PDFXVersion');
  if (x1a) {
    if (version !== 'PDF/X-1:2001') problems.push(`Info GTS_PDFXVersion is ${version}, not PDF/X-1:2001`);
    if (text('/GTS_PDFXConformance') !== 'PDF/X-1a:2001') problems.push(`Info GTS_PDFXConformance is ${text('/GTS_PDFXConformance')}, not PDF/X-1a:2001`);
  } else if (info['/GTS_PDFXVersion'] !== undefined && !version?.startsWith('PDF/X-4')) problems.push(`Info GTS_PDFXVersion is ${version}, not PDF/X-4`);

  // XMP metadata (X-4's identification; a PDF 1.3 file has none).
  const root = dict(trailer['/Root']) ?? {};
  const metadata = streamOf(root['/Metadata']);
  if (x1a) {
    // Nothing to check.
  } else if (!metadata) problems.push('the catalog has no Metadata stream');
  else {
    if (metadata.dict['/Type'] !== '/Metadata' || metadata.dict['/Subtype'] !== '/XML') problems.push('the Metadata stream is not /Type /Metadata /Subtype /XML');
    const xmp = Buffer.from(metadata.data ?? '', 'base64').toString('utf8');
    const dir = mkdtempSync(join(tmpdir(), 'xmp-'));
    try {
      writeFileSync(join(dir, 'x.xml'), xmp.replace(/^\ufeff/, ''));
      execFileSync('xmllint', ['--noout', join(dir, 'x.xml')], { stdio: 'pipe' });
    } catch (e) {
      problems.push(`the XMP metadata is not well-formed XML: ${String((e as { stderr?: Buffer }).stderr ?? e).split('\n')[0]}`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    if (!xmp.includes('"http://www.npes.org/pdfx/ns/id/"')) problems.push('the XMP does not declare the pdfxid namespace');
    const want: [string, (v: string | undefined) => boolean, string][] = [
      ['pdfxid:GTS_PDFXVersion', (v) => v === 'PDF/X-4', 'PDF/X-4'],
      ['xmpMM:DocumentID', (v) => !!v, 'present'],
      ['xmpMM:VersionID', (v) => !!v, 'present'],
      ['xmpMM:RenditionClass', (v) => !!v, 'present'],
      ['pdf:Trapped', (v) => `/${v ?? ''}` === trapped, 'the Info Trapped'],
      ['xmp:CreateDate', (v) => !!v && Date.parse(v) === pdfDate(text('/CreationDate') ?? ''), 'the Info CreationDate'],
      ['xmp:ModifyDate', (v) => !!v && Date.parse(v) === pdfDate(text('/ModDate') ?? ''), 'the Info ModDate'],
    ];
    for (const [name, ok, what] of want) {
      const v = xmpProperty(xmp, name);
      if (!ok(v)) problems.push(`XMP ${name} is ${v === undefined ? 'missing' : JSON.stringify(v)}, not ${what}`);
    }
    const dcTitle = /<dc:title>\s*<rdf:Alt>\s*<rdf:li xml:lang="x-default">([^<]*)<\/rdf:li>/.exec(xmp)?.[1];
    if (dcTitle === undefined || xmlUnescape(dcTitle) !== title) problems.push(`XMP dc:title is ${JSON.stringify(dcTitle && xmlUnescape(dcTitle))}, not the Info Title ${JSON.stringify(title)}`);
  }

  // Output intent.
  const intents = (resolve(root['/OutputIntents']) as Value[] | undefined)?.map((i) => dict(i) ?? {}).filter((i) => i['/S'] === '/GTS_PDFX') ?? [];
  if (intents.length !== 1) problems.push(`${intents.length} output intents of /S /GTS_PDFX (exactly one wanted)`);
  for (const intent of intents) {
    const condition = pdfText(resolve(intent['/OutputConditionIdentifier']));
    if (!condition) problems.push('the output intent has no OutputConditionIdentifier');
    if ((condition === 'Custom' || intent['/RegistryName'] === undefined) && !pdfText(resolve(intent['/Info']))) problems.push('the output intent of a condition not in a registry has no Info');
    const profile = streamOf(intent['/DestOutputProfile']);
    if (!profile) problems.push('the output intent has no embedded DestOutputProfile');
    else {
      const icc = Buffer.from(profile.data ?? '', 'base64');
      const deviceClass = icc.subarray(12, 16).toString('latin1');
      const space = icc.subarray(16, 20).toString('latin1');
      if (icc.subarray(36, 40).toString('latin1') !== 'acsp') problems.push('the DestOutputProfile is not an ICC profile');
      if (deviceClass !== 'prtr') problems.push(`the DestOutputProfile is a '${deviceClass}' profile, not an output ('prtr') profile`);
      if (icc[8] !== 2 && (x1a || icc[8] !== 4)) problems.push(`the DestOutputProfile is ICC version ${icc[8]}${x1a ? ' (PDF 1.3 reads version 2)' : ''}`);
      if (ICC_SPACES[space] === undefined || ICC_SPACES[space] !== resolve(profile.dict['/N'])) problems.push(`the DestOutputProfile's colour space ${space} does not match its /N ${JSON.stringify(profile.dict['/N'])}`);
    }
  }

  // Pages.
  const pages: Dict[] = [];
  const walk = (node: Dict, inherited: Dict) => {
    const here = { ...inherited, ...Object.fromEntries(['/MediaBox', '/CropBox', '/Resources'].filter((k) => node[k] !== undefined).map((k) => [k, node[k]!])) };
    if (node['/Type'] === '/Pages') for (const kid of (resolve(node['/Kids']) as Value[]) ?? []) walk(dict(kid) ?? {}, here);
    else pages.push({ ...node, ...here });
  };
  walk(dict(root['/Pages']) ?? {}, {});
  const inside = (a: number[], b: number[]) => a[0]! >= b[0]! - 0.01 && a[1]! >= b[1]! - 0.01 && a[2]! <= b[2]! + 0.01 && a[3]! <= b[3]! + 0.01;
  pages.forEach((page, i) => {
    const n = `page ${i + 1}`;
    const media = numbers(page['/MediaBox']);
    const crop = numbers(page['/CropBox']) ?? media;
    const bleed = numbers(page['/BleedBox']) ?? crop;
    const trim = numbers(page['/TrimBox']);
    const art = numbers(page['/ArtBox']);
    if (!media) problems.push(`${n} has no MediaBox`);
    if (!trim && !art) problems.push(`${n} has neither TrimBox nor ArtBox`);
    if (trim && art) problems.push(`${n} has both TrimBox and ArtBox`);
    if (media && crop && !inside(crop, media)) problems.push(`${n}: CropBox outside the MediaBox`);
    if (media && bleed && !inside(bleed, media)) problems.push(`${n}: BleedBox outside the MediaBox`);
    if (crop && bleed && !inside(bleed, crop)) problems.push(`${n}: BleedBox outside the CropBox`);
    const finished = trim ?? art;
    if (finished && bleed && !inside(finished, bleed)) problems.push(`${n}: ${trim ? 'TrimBox' : 'ArtBox'} outside the BleedBox`);
    for (const a of (resolve(page['/Annots']) as Value[] | undefined) ?? []) {
      const annot = dict(a) ?? {};
      const rect = numbers(annot['/Rect']);
      const overlaps = rect && finished && rect[0]! < finished[2]! && rect[2]! > finished[0]! && rect[1]! < finished[3]! && rect[3]! > finished[1]!;
      if (annot['/Subtype'] !== '/PrinterMark' && overlaps) problems.push(`${n}: a ${String(annot['/Subtype'])} annotation inside the TrimBox`);
    }
    if (page['/AA'] !== undefined) problems.push(`${n} has additional actions`);
    if (x1a && page['/UserUnit'] !== undefined) problems.push(`${n} has a UserUnit (PDF 1.6)`);
  });

  // Every object: colour, filters, graphics state, fonts, scripts.
  if (root['/AA'] !== undefined || root['/OpenAction'] !== undefined) problems.push('the catalog has actions');
  const names = dict(root['/Names']);
  if (names?.['/JavaScript'] !== undefined) problems.push('the document has JavaScript');
  if (names?.['/EmbeddedFiles'] !== undefined) problems.push('the document has embedded files');
  const seen = new Set<string>();
  const once = (p: string) => {
    if (!seen.has(p)) problems.push(p);
    seen.add(p);
  };
  const visit = (v: Value | undefined, where: string) => {
    if (Array.isArray(v)) {
      if (v[0] === '/CalRGB') once(`${where}: a CalRGB colour space`);
      if (x1a && (v[0] === '/ICCBased' || v[0] === '/Lab' || v[0] === '/CalGray')) once(`${where}: a ${String(v[0]).slice(1)} colour space`);
      if (x1a && v[0] === '/Separation' && v[2] !== '/DeviceCMYK' && v[2] !== '/DeviceGray') once(`${where}: the Separation ${String(v[1])} has the alternate ${JSON.stringify(v[2])}`);
      v.forEach((x) => visit(x, where));
    } else if (v && typeof v === 'object') {
      const filters = ([] as Value[]).concat(v['/Filter'] ?? []);
      if (filters.includes('/LZWDecode')) once(`${where}: LZW compression`);
      if (v['/Subtype'] === '/PS' || v['/PS'] !== undefined) once(`${where}: PostScript`);
      if (v['/Type'] === '/ExtGState') {
        if (v['/TR'] !== undefined || (v['/TR2'] !== undefined && v['/TR2'] !== '/Default')) once(`${where}: a transfer function`);
        const bm = ([] as Value[]).concat(v['/BM'] ?? []);
        for (const m of bm) if (typeof m === 'string' && !(x1a ? m === '/Normal' || m === '/Compatible' : BLEND_MODES.has(m))) once(`${where}: blend mode ${m}`);
        if (x1a) {
          for (const key of ['/CA', '/ca']) if (v[key] !== undefined && Number(resolve(v[key])) !== 1) once(`${where}: transparency (${key} ${String(v[key])})`);
        }
      }
      if (x1a && v['/SMask'] !== undefined && v['/SMask'] !== '/None') once(`${where}: a soft mask (transparency)`);
      if (x1a && v['/S'] === '/Transparency') once(`${where}: a transparency group`);
      const halftone = v['/HalftoneType'];
      if (halftone !== undefined && halftone !== 1 && halftone !== 5) once(`${where}: halftone of type ${String(halftone)}`);
      if (v['/S'] === '/JavaScript' || v['/JS'] !== undefined) once(`${where}: JavaScript`);
      if (v['/Type'] === '/Font' && v['/Subtype'] !== '/Type3' && v['/Subtype'] !== '/Type0') {
        const fd = dict(v['/FontDescriptor']);
        if (!fd || (fd['/FontFile'] ?? fd['/FontFile2'] ?? fd['/FontFile3']) === undefined) once(`${where}: font ${String(v['/BaseFont'])} not embedded`);
      }
      if (v['/Type'] === '/Group' && (v['/CS'] === '/DeviceRGB' || v['/CS'] === '/CalRGB')) once(`${where}: an RGB transparency group`);
      for (const [k, x] of Object.entries(v)) {
        if (x === '/DeviceRGB') once(`${where}: DeviceRGB (${k})`);
        visit(x, where);
      }
    }
  };
  const contents = new Set(pages.flatMap((page) => ([] as Value[]).concat(page['/Contents'] ?? [])).filter((r): r is string => typeof r === 'string'));
  for (const [ref, obj] of objects) {
    visit(obj.value, ref);
    if (obj.stream) {
      visit(obj.stream.dict, ref);
      const isContent = contents.has(ref) || obj.stream.dict['/Subtype'] === '/Form';
      const data = isContent && obj.stream.data ? Buffer.from(obj.stream.data, 'base64').toString('latin1') : '';
      if (/(^|\s)(rg|RG)(\s|$)/.test(data) || /\/DeviceRGB\s+(cs|CS)/.test(data)) once(`${ref}: DeviceRGB colour in a content stream`);
    }
  }
  return problems;
}
