import { deflateSync } from 'node:zlib';

/**
 * What makes a pdfkit document a PDF/X-4 file (ISO 15930-7:2010), for print
 * files whose colours are CMYK of one ICC profile (the business card). X-4
 * rather than X-1a: the cards hold live transparency (a watermark logo at
 * 7–8 %, translucent bands), which X-1a forbids and X-4 keeps, and X-4 is
 * what print shops' upload checks take today. The document must be made
 * with `pdfVersion: '1.6'` (X-4 is PDF 1.6 at most); this adds:
 *
 * - the output intent: /S /GTS_PDFX with the profile embedded, identified as
 *   'Custom' (the profile is not a registered printing condition's), its name
 *   as OutputCondition and Info;
 * - the Info entries: Title, dates, /Trapped /False (nobody trapped the
 *   file), GTS_PDFXVersion;
 * - the XMP metadata the standard identifies a file by
 *   (pdfxid:GTS_PDFXVersion), with the same title, dates and trapping as the
 *   Info, the document ID of the trailer, VersionID and RenditionClass —
 *   every text escaped (pdfkit's own XMP writes a title with '&' or '<' as
 *   broken XML, so it is replaced).
 *
 * server/render/formats/pdfx-check.ts checks the result in the tests.
 */

export interface PdfX4Options {
  title: string;
  subject: string;
  keywords: string;
  /** The product that made the file (Creator and Producer). */
  creator: string;
  /** When the file was made (CreationDate and ModDate). */
  date: Date;
  /** The ICC profile the CMYK numbers are in, and its name. */
  profile: Buffer;
  profileName: string;
}

/** What pdfkit keeps to itself and a PDF/X file needs: the catalog, the file ID, the metadata step. */
interface PdfkitInternals {
  _root: { data: Record<string, unknown> };
  _id: Uint8Array;
  info: Record<string, unknown>;
  endMetadata(): void;
}

/**
 * A PDF name as a value of the Info dictionary, where pdfkit writes every
 * string as a text string: an object that is not a plain one it writes
 * through its toString.
 */
class PdfName {
  constructor(private readonly name: string) {}
  get [Symbol.toStringTag](): string {
    return 'PdfName';
  }
  toString(): string {
    return `/${this.name}`;
  }
}

/** Each profile deflated once per process (~190 KB: a few ms a file otherwise). */
const deflated = new WeakMap<Buffer, Buffer>();
function deflatedProfile(profile: Buffer): Buffer {
  let out = deflated.get(profile);
  if (!out) deflated.set(profile, (out = deflateSync(profile)));
  return out;
}

const xml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** The date as XMP writes it, to the second as the PDF date is. */
const xmpDate = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z');

function xmpPacket(o: PdfX4Options, documentId: string): string {
  const date = xmpDate(o.date);
  return `<?xpacket begin="\ufeff" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
 <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
  <rdf:Description rdf:about=""
    xmlns:dc="http://purl.org/dc/elements/1.1/"
    xmlns:xmp="http://ns.adobe.com/xap/1.0/"
    xmlns:xmpMM="http://ns.adobe.com/xap/1.0/mm/"
    xmlns:pdf="http://ns.adobe.com/pdf/1.3/"
    xmlns:pdfxid="http://www.npes.org/pdfx/ns/id/">
   <dc:format>application/pdf</dc:format>
   <dc:title><rdf:Alt><rdf:li xml:lang="x-default">${xml(o.title)}</rdf:li></rdf:Alt></dc:title>
   <dc:description><rdf:Alt><rdf:li xml:lang="x-default">${xml(o.subject)}</rdf:li></rdf:Alt></dc:description>
   <xmp:CreateDate>${date}</xmp:CreateDate>
   <xmp:ModifyDate>${date}</xmp:ModifyDate>
   <xmp:MetadataDate>${date}</xmp:MetadataDate>
   <xmp:CreatorTool>${xml(o.creator)}</xmp:CreatorTool>
   <pdf:Producer>${xml(o.creator)}</pdf:Producer>
   <pdf:Keywords>${xml(o.keywords)}</pdf:Keywords>
   <pdf:Trapped>False</pdf:Trapped>
   <xmpMM:DocumentID>${documentId}</xmpMM:DocumentID>
   <xmpMM:InstanceID>${documentId}</xmpMM:InstanceID>
   <xmpMM:VersionID>1</xmpMM:VersionID>
   <xmpMM:RenditionClass>default</xmpMM:RenditionClass>
   <pdfxid:GTS_PDFXVersion>PDF/X-4</pdfxid:GTS_PDFXVersion>
  </rdf:Description>
 </rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>`;
}

/** The Info entries both standards want (nobody trapped the file), beside their identification. */
function infoOf(o: PdfX4Options): Record<string, unknown> {
  return {
    Title: o.title,
    Subject: o.subject,
    Keywords: o.keywords,
    Creator: o.creator,
    Producer: o.creator,
    CreationDate: o.date,
    ModDate: o.date,
    Trapped: new PdfName('False'),
  };
}

/** The output intent both standards want: /GTS_PDFX with the CMYK profile embedded, a condition of our own ('Custom'). */
function addOutputIntent(doc: PDFKit.PDFDocument, o: PdfX4Options): void {
  const pdfkit = doc as unknown as PdfkitInternals;
  // pdfkit leaves a stream that names its filter as written.
  const profile = doc.ref({ N: 4, Filter: 'FlateDecode' });
  profile.end(deflatedProfile(o.profile));
  // pdfkit writes a String object as a text string, a plain string as a name.
  const text = (s: string) => new String(s);
  pdfkit._root.data.OutputIntents = [
    {
      Type: 'OutputIntent',
      S: 'GTS_PDFX',
      OutputConditionIdentifier: text('Custom'),
      OutputCondition: text(o.profileName),
      Info: text(o.profileName),
      DestOutputProfile: profile,
    },
  ];
}

/** Makes `doc` (pdfkit, PDF 1.6) a PDF/X-4 file; call before the pages are drawn or after, before `end()`. */
export function makePdfX4(doc: PDFKit.PDFDocument, o: PdfX4Options): void {
  const pdfkit = doc as unknown as PdfkitInternals;
  Object.assign(pdfkit.info, infoOf(o), { GTS_PDFXVersion: 'PDF/X-4' });

  addOutputIntent(doc, o);

  // The trailer's file ID as a UUID, so the metadata and the trailer name one document.
  const hex = Buffer.from(pdfkit._id).toString('hex');
  const documentId = `uuid:${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
  const metadata = doc.ref({ Type: 'Metadata', Subtype: 'XML' });
  // Uncompressed, as prepress tools read the packet without inflating it.
  metadata.compress = false;
  metadata.end(Buffer.from(xmpPacket(o, documentId), 'utf8'));
  pdfkit._root.data.Metadata = metadata;
  // pdfkit's own packet would replace this one at end().
  pdfkit.endMetadata = () => {};
}

/**
 * Makes `doc` a PDF/X-1a:2001 file (ISO 15930-1), what many printers still
 * ask for: the document must be made with `pdfVersion: '1.3'` (pdfkit then
 * writes no XMP, which X-1a:2001 has none of) and hold no transparency — no
 * opacity below 1, no soft masks, no transparency groups — and CMYK, gray
 * and Separation colour only (pdfx-check.ts `pdfx1aProblems`). This adds the
 * Info entries (GTS_PDFXVersion "PDF/X-1:2001" with its conformance level
 * "PDF/X-1a:2001"), the output intent with the profile (ICC version 2, as
 * PDF 1.3 reads), and takes pdfkit's /UserUnit (a PDF 1.6 key) off every page.
 */
export function makePdfX1a(doc: PDFKit.PDFDocument, o: PdfX4Options): void {
  const pdfkit = doc as unknown as PdfkitInternals & { page?: PdfkitPage };
  if (o.profile[8] !== 2) throw new Error(`PDF/X-1a needs an ICC version 2 profile, not version ${o.profile[8]}`);
  Object.assign(pdfkit.info, infoOf(o), { GTS_PDFXVersion: 'PDF/X-1:2001', GTS_PDFXConformance: 'PDF/X-1a:2001' });
  addOutputIntent(doc, o);
  const plain = (page: PdfkitPage | undefined) => {
    if (page) delete page.dictionary.data.UserUnit;
  };
  plain(pdfkit.page);
  doc.on('pageAdded', () => plain(pdfkit.page));
}

/** What pdfkit keeps of a page. */
interface PdfkitPage {
  dictionary: { data: Record<string, unknown> };
}

/**
 * A named spot colour (a /Separation colour space with its CMYK alternate,
 * in percent) for `doc`'s fills and strokes, by the key this returns: a
 * brand's Pantone name, or `CutContour`, the die line cutting plotters read.
 * pdfkit looks a colour string up among CSS's names before its spot colours
 * ("Gold" would paint RGB gold), so the colour is kept under a key no CSS
 * name has. A key not added paints nothing new in pdfkit (the previous
 * colour stays): tests check each plate (Ghostscript's tiffsep).
 */
export function addSpotColour(doc: PDFKit.PDFDocument, name: string, cmyk: readonly [number, number, number, number]): string {
  const pdfkit = doc as unknown as { addSpotColor(name: string, c: number, m: number, y: number, k: number): void; spotColors: Record<string, unknown> };
  const key = `spot:${name}`;
  if (pdfkit.spotColors[key]) return key;
  pdfkit.addSpotColor(name, ...cmyk);
  pdfkit.spotColors[key] = pdfkit.spotColors[name];
  delete pdfkit.spotColors[name];
  return key;
}
