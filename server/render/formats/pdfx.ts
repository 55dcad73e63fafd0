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

/** Makes `doc` (pdfkit, PDF 1.6) a PDF/X-4 file; call before the pages are drawn or after, before `end()`. */
export function makePdfX4(doc: PDFKit.PDFDocument, o: PdfX4Options): void {
  const pdfkit = doc as unknown as PdfkitInternals;
  Object.assign(pdfkit.info, {
    Title: o.title,
    Subject: o.subject,
    Keywords: o.keywords,
    Creator: o.creator,
    Producer: o.creator,
    CreationDate: o.date,
    ModDate: o.date,
    Trapped: new PdfName('False'),
    GTS_PDFXVersion: 'PDF/X-4',
  });

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
