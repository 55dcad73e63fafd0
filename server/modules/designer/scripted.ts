import type { TSourceFormat } from '../../../core/designer';

/*
 * Source files are served safely from the site (attachment, sandbox CSP), but
 * owners open them locally and pass them on, where an SVG is a web page and a
 * PDF may run actions. Scripted files are refused, not cleaned: a cleaned file
 * would silently differ from what the designer made, and the message names
 * what was found so the designer can remove it.
 */

/** What made a source file refused: the error code names it (server/lib/errors.ts). */
export type TScriptFinding =
  | 'UPLOAD_SVG_SCRIPT'
  | 'UPLOAD_SVG_EVENT_HANDLER'
  | 'UPLOAD_SVG_JAVASCRIPT_LINK'
  | 'UPLOAD_SVG_EXTERNAL_REFERENCE'
  | 'UPLOAD_SVG_EMBEDDED_PAGE'
  | 'UPLOAD_PDF_SCRIPT';

/** A start tag: its name and its attributes (quoted values may hold `>`). */
const TAG = /<([A-Za-z_][\w.:-]*)((?:\s+[^\s=/>]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*\/?>/g;
const ATTR = /([^\s=/>]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s"'>]+))?/g;
/** Pictures embedded in the file itself are no outside reference. */
const LOCAL_REF = /^(#|data:image\/(png|jpeg|gif|webp);)/;
/** Attributes that load or link to another address (SVG's, and HTML's inside a foreignObject). */
const REF_ATTRS = new Set(['href', 'src', 'data', 'action', 'formaction', 'srcset', 'background', 'poster', 'codebase', 'ping']);
/**
 * Elements that bring in a page of their own, which may run script whatever
 * the rest of the file holds: frames and plug-in objects (in a foreignObject),
 * a refresh or base address.
 */
const PAGE_ELEMENTS = new Set(['iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'portal', 'meta', 'base']);

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** An attribute value as a browser reads it: entities decoded, then (for URLs) without the spaces and control characters browsers skip. */
function decode(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
    if (e[0] !== '#') return NAMED[e.toLowerCase()] ?? m;
    const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}
const compact = (value: string) => [...value].filter((ch) => ch.charCodeAt(0) > 0x20).join('').toLowerCase();
const unquote = (raw: string | undefined) => (raw ?? '').replace(/^["']|["']$/g, '');
const localName = (name: string) => name.slice(name.lastIndexOf(':') + 1).toLowerCase();

/** `url(…)` and `@import` in style text that point outside the file. */
function styleRefersOut(css: string): boolean {
  if (/@import/i.test(css)) return true;
  for (const m of css.matchAll(/url\(\s*(["']?)([^"')]*)\1\s*\)/gi)) {
    if (!LOCAL_REF.test(compact(decode(m[2])))) return true;
  }
  return false;
}

/** What makes an SVG document run script or load something from outside; null when clean. */
export function svgFinding(text: string): TScriptFinding | null {
  // Comments are not markup; an external entity is a reference whatever uses it.
  const body = text.replace(/<!--[\s\S]*?-->/g, '');
  if (/<!ENTITY[^>]*\s(SYSTEM|PUBLIC)\s/i.test(body)) return 'UPLOAD_SVG_EXTERNAL_REFERENCE';
  // A style sheet (CSS or XSLT, which can write script) named by a processing instruction.
  if (/<\?xml-stylesheet\b/i.test(body)) return 'UPLOAD_SVG_EXTERNAL_REFERENCE';
  let external = false;
  let page = false;
  let link = false;
  let handler = false;
  for (const tag of body.matchAll(TAG)) {
    const element = localName(tag[1]);
    if (element === 'script') return 'UPLOAD_SVG_SCRIPT';
    if (PAGE_ELEMENTS.has(element)) page = true;
    for (const attr of (tag[2] ?? '').matchAll(ATTR)) {
      const name = localName(attr[1]);
      const value = decode(unquote(attr[2]));
      const url = compact(value);
      // An animation may set an event attribute or a link: attributeName="onload", to="javascript:…".
      if (name.startsWith('on') || (name === 'attributename' && url.startsWith('on'))) handler = true;
      if (name === 'srcdoc') page = true;
      if (url.includes('javascript:')) link = true;
      else if (REF_ATTRS.has(name) && url !== '' && !LOCAL_REF.test(url)) external = true;
      if (name === 'style' && styleRefersOut(value)) external = true;
    }
  }
  if (handler) return 'UPLOAD_SVG_EVENT_HANDLER';
  if (page) return 'UPLOAD_SVG_EMBEDDED_PAGE';
  if (link) return 'UPLOAD_SVG_JAVASCRIPT_LINK';
  // Style sheets: <style> element text (CDATA included).
  for (const m of body.matchAll(/<(?:[\w.-]+:)?style[^>]*>([\s\S]*?)<\/(?:[\w.-]+:)?style\s*>/gi)) {
    if (styleRefersOut(m[1].replace(/<!\[CDATA\[|\]\]>/g, ''))) external = true;
  }
  return external ? 'UPLOAD_SVG_EXTERNAL_REFERENCE' : null;
}

/**
 * PDF (and Illustrator, which is PDF) actions that run code: JavaScript and
 * Launch. Names may be written with #xx escapes (/J#61vaScript). Objects
 * inside compressed object streams are not looked into: this catches the
 * plain dictionaries most tools write, not a file built to hide them.
 */
export function pdfFinding(bytes: Buffer): TScriptFinding | null {
  const text = bytes.toString('latin1').replace(/#([0-9a-f]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  return /\/(JavaScript|JS|Launch)(?=[\s/<>[\]()%]|$)/.test(text) ? 'UPLOAD_PDF_SCRIPT' : null;
}

/** Why a source file of this format is refused as scripted, or null. */
export function scriptFinding(format: TSourceFormat, bytes: Buffer): TScriptFinding | null {
  if (format === 'svg') return svgFinding(bytes.toString('utf8'));
  if (format === 'pdf' || format === 'ai') return pdfFinding(bytes);
  return null;
}
