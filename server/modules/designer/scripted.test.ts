import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logos } from '../../db/schema';
import { createLogo, createUser } from '../../test/factories';
import { loginAs, startTestApp, ZH_HOST, type TestApp } from '../../test/harness';
import { multipartBody } from '../../test/multipart';
import { designerRequests, uploadedFiles } from './schema';
import { svgFinding } from './scripted';

/* Source files that would run script or load outside content when opened locally are refused, naming what was found. */
let t: TestApp;
let designer: string;
let faId: number;

beforeAll(async () => {
  t = await startTestApp();
  const owner = await createUser(t.ctx.db, { email: 'owner@scripted.test' });
  const d = await createUser(t.ctx.db, { email: 'designer@scripted.test', designer: true });
  const l = await createLogo(t.ctx.db, { user_id: owner.id, designer_user_id: d.id });
  faId = l.fa_id;
  await t.ctx.db.update(logos).set({ designer_assistant: 1 }).where(eq(logos.fa_id, faId));
  await t.ctx.db.insert(designerRequests).values({ fa_id: faId });
  designer = await loginAs(t.app, 'designer@scripted.test');
});
afterAll(() => t.close());

function uploadSource(data: Buffer, name: string, host?: string) {
  const body = multipartBody([
    { name: 'type', value: '5' },
    { name: 'title', value: 'Vector source' },
    { name: 'attachFile', filename: name, contentType: 'application/octet-stream', data },
  ]);
  return t.app.inject({ method: 'POST', url: `/api/logo/${faId}/files`, payload: body.payload, headers: { ...body.headers, cookie: designer, ...(host ? { host } : {}) } });
}

const svg = (inner: string, attrs = '') => Buffer.from(`<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10"${attrs}>${inner}</svg>`);
const countFiles = async () => (await t.ctx.db.select().from(uploadedFiles).where(eq(uploadedFiles.fa_id, faId))).length;

const REFUSED: Array<[string, Buffer, string, string, string]> = [
  ['a script element', svg('<script>alert(1)</script><rect width="10" height="10"/>'), 'UPLOAD_SVG_SCRIPT', 'a <script> element', '<script> 元素'],
  ['an onload attribute', svg('<rect width="10" height="10"/>', ' onload="alert(1)"'), 'UPLOAD_SVG_EVENT_HANDLER', 'event attribute (such as onload or onclick)', '事件属性'],
  ['a javascript: link', svg('<a xlink:href="javascript:alert(1)"><rect width="10" height="10"/></a>'), 'UPLOAD_SVG_JAVASCRIPT_LINK', 'a javascript: link', 'javascript: 链接'],
  ['an external href', svg('<image href="https://tracker.example/p.png" width="10" height="10"/>'), 'UPLOAD_SVG_EXTERNAL_REFERENCE', 'refers to an outside file or address', '引用了外部文件或网址'],
  ['an iframe with a page of its own', svg('<foreignObject width="10" height="10"><iframe xmlns="http://www.w3.org/1999/xhtml" srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"/></foreignObject>'), 'UPLOAD_SVG_EMBEDDED_PAGE', 'embeds a web page', '嵌入了网页'],
];

describe('POST /api/logo/{id}/files: a scripted SVG source file', () => {
  for (const [what, data, code, en, zh] of REFUSED) {
    it(`is refused with a message naming ${what}, in both languages, and nothing is stored`, async () => {
      const before = await countFiles();
      const res = await uploadSource(data, 'logo.svg');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: code });
      expect(res.json().msg).toContain(en);
      const zhRes = await uploadSource(data, 'logo.svg', ZH_HOST.host);
      expect(zhRes.statusCode).toBe(400);
      expect(zhRes.json().msg).toContain(zh);
      expect(await countFiles()).toBe(before);
    });
  }

  it('accepts a clean SVG: internal references, embedded pictures, the usual DOCTYPE and links to namespaces', async () => {
    const clean = Buffer.from(
      '<?xml version="1.0" encoding="utf-8"?>\n' +
        '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n' +
        '<!-- Generator: Adobe Illustrator 27.0, <script> in a comment is no script -->\n' +
        '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">' +
        '<defs><linearGradient id="g"><stop offset="0" stop-color="#e4572e"/></linearGradient><path id="p" d="M0 0H10V10Z"/></defs>' +
        '<style><![CDATA[.a{fill:url(#g)}]]></style>' +
        '<use xlink:href="#p" class="a" style="fill: url(#g)"/>' +
        '<image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/>' +
        '<text>onload= is only text here</text></svg>',
    );
    const res = await uploadSource(clean, 'clean.svg');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.source.name).toBe('clean.svg');
  });
});

describe('POST /api/logo/{id}/files: a PDF source file with JavaScript', () => {
  it('is refused (also when the name is written with #xx escapes); a plain PDF is taken', async () => {
    const js = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\n%%EOF\n');
    const hidden = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /OpenAction << /S /J#61vaScript /J#53 (x) >> >> endobj\n%%EOF\n');
    const launch = Buffer.from('%PDF-1.4\n1 0 obj << /OpenAction << /S /Launch /F (calc.exe) >> >> endobj\n%%EOF\n');
    for (const data of [js, hidden, launch]) {
      const res = await uploadSource(data, 'logo.pdf');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'UPLOAD_PDF_SCRIPT' });
      expect(res.json().msg).toContain('JavaScript');
    }
    const plain = await uploadSource(Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /JSON_like_name 1 >> endobj\n%%EOF\n'), 'logo.pdf');
    expect(plain.statusCode, plain.body).toBe(200);
  });
});

describe('svgFinding', () => {
  it('sees through entities, namespaces, animations, style sheets and external entities', () => {
    expect(svgFinding('<svg><svg:script xmlns:svg="x"/></svg>')).toBe('UPLOAD_SVG_SCRIPT');
    expect(svgFinding('<svg><a href="&#106;ava&#x73;cript:alert(1)">x</a></svg>')).toBe('UPLOAD_SVG_JAVASCRIPT_LINK');
    expect(svgFinding('<svg><a href=" java\tscript:x">x</a></svg>')).toBe('UPLOAD_SVG_JAVASCRIPT_LINK');
    expect(svgFinding('<svg><set attributeName="onmouseover" to="alert(1)"/></svg>')).toBe('UPLOAD_SVG_EVENT_HANDLER');
    expect(svgFinding('<svg><animate attributeName="href" values="javascript:alert(1)"/></svg>')).toBe('UPLOAD_SVG_JAVASCRIPT_LINK');
    expect(svgFinding('<svg><rect ONCLICK="x"/></svg>')).toBe('UPLOAD_SVG_EVENT_HANDLER');
    expect(svgFinding('<svg><style>@import "https://x.example/a.css";</style></svg>')).toBe('UPLOAD_SVG_EXTERNAL_REFERENCE');
    expect(svgFinding('<svg><rect style="fill:url(https://x.example/a.svg#g)"/></svg>')).toBe('UPLOAD_SVG_EXTERNAL_REFERENCE');
    expect(svgFinding('<svg><use href="other.svg#p"/></svg>')).toBe('UPLOAD_SVG_EXTERNAL_REFERENCE');
    expect(svgFinding('<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg>&x;</svg>')).toBe('UPLOAD_SVG_EXTERNAL_REFERENCE');
    expect(svgFinding('<svg><rect fill="url(#g)" width="1"/><use href="#p"/></svg>')).toBeNull();
  });

  it('refuses pages brought in from a foreignObject, plug-in data and style sheet instructions', () => {
    const fo = (html: string) => `<svg><foreignObject width="10" height="10"><body xmlns="http://www.w3.org/1999/xhtml">${html}</body></foreignObject></svg>`;
    expect(svgFinding(fo('<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>'))).toBe('UPLOAD_SVG_EMBEDDED_PAGE');
    expect(svgFinding(fo('<div srcdoc="x"></div>'))).toBe('UPLOAD_SVG_EMBEDDED_PAGE');
    expect(svgFinding(fo('<object data="https://x.example/a.swf"></object>'))).toBe('UPLOAD_SVG_EMBEDDED_PAGE');
    expect(svgFinding(fo('<embed src="a.svg"/>'))).toBe('UPLOAD_SVG_EMBEDDED_PAGE');
    expect(svgFinding(fo('<meta http-equiv="refresh" content="0;url=https://x.example/"/>'))).toBe('UPLOAD_SVG_EMBEDDED_PAGE');
    expect(svgFinding(fo('<form action="https://x.example/steal"><input/></form>'))).toBe('UPLOAD_SVG_EXTERNAL_REFERENCE');
    expect(svgFinding(fo('<img srcset="https://x.example/p.png 2x"/>'))).toBe('UPLOAD_SVG_EXTERNAL_REFERENCE');
    expect(svgFinding(fo('<div data="#here">plain</div>'))).toBeNull();
    expect(svgFinding('<?xml version="1.0"?><?xml-stylesheet type="text/xsl" href="https://x.example/a.xsl"?><svg/>')).toBe('UPLOAD_SVG_EXTERNAL_REFERENCE');
    expect(svgFinding(fo('<p>A clean caption</p>'))).toBeNull();
  });

  it('reads a large file in linear time', () => {
    const big = `<svg>${'<path d="M0 0L10 10" fill="#123456" stroke-width="1"/>'.repeat(200_000)}<a b c d e f g h`;
    const started = performance.now();
    expect(svgFinding(big)).toBeNull();
    expect(performance.now() - started).toBeLessThan(5000);
  });
});
