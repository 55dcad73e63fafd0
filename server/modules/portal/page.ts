import type { Locale } from '../../../core/constants';
import type { TPortalBrand, TPortalFile } from '../../../core/portal/api';
import { escapeMarkup } from '../../../core/text';

/**
 * The brand page at /b/{slug} (issue 46), written by the server: the logo, the
 * brand's name and slogan, its colours with HEX, RGB and CMYK. No script
 * but the password form's; printable. What it shows comes from the same data
 * as GET /api/b/{slug} (routes.ts), so both answer alike to whoever opens them.
 */

const TEXT = {
  en: {
    brand: 'Brand',
    colours: 'Colours',
    cmykNote: (profile: string) => `CMYK through the ICC profile ${profile}: ask your printer for a proof.`,
    notFound: 'This brand page does not exist, or your link does not open it.',
    invalid: 'This link no longer opens the brand page. Ask the brand’s owner for a new one.',
    expired: 'This link has expired. Ask the brand’s owner for a new one.',
    passwordTitle: 'This link has a password',
    passwordLabel: 'Password',
    open: 'Open',
    wrong: 'That is not the password of this link. Try again.',
    tooMany: 'Too many tries. Wait a few minutes, then try again.',
    failed: 'Something went wrong. Try again.',
    downloadsRequest: 'Downloads from this page are given on request.',
    downloadsEmail: 'Downloads from this page ask for your e-mail first.',
    madeWith: 'Brand page',
    files: 'Logo files',
    file: { 'logo.svg': 'SVG (vector)', 'logo.png': 'PNG, transparent', 'logo-white.png': 'PNG, white', 'logo.pdf': 'PDF (vector)' },
  },
  zh: {
    brand: '品牌',
    colours: '品牌色',
    cmykNote: (profile: string) => `CMYK 按 ICC 配置文件 ${profile} 换算，印刷前请向印刷厂索取样张。`,
    notFound: '该品牌网页不存在，或您的链接无法打开它。',
    invalid: '该链接已失效，请向品牌所有者索取新链接。',
    expired: '该链接已过期，请向品牌所有者索取新链接。',
    passwordTitle: '该链接设有密码',
    passwordLabel: '密码',
    open: '打开',
    wrong: '密码不正确，请重试。',
    tooMany: '尝试次数过多，请几分钟后再试。',
    failed: '出错了，请重试。',
    downloadsRequest: '本页的文件需向品牌所有者申请下载。',
    downloadsEmail: '下载本页的文件前需填写邮箱。',
    madeWith: '品牌网页',
    files: '标志文件',
    file: { 'logo.svg': 'SVG（矢量）', 'logo.png': 'PNG（透明背景）', 'logo-white.png': 'PNG（白色）', 'logo.pdf': 'PDF（矢量）' },
  },
} as const;

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.55 Inter,"Noto Sans SC","PingFang SC","Microsoft YaHei",system-ui,sans-serif;color:#1f2430;background:#f5f6f9}
main{max-width:960px;margin:0 auto;padding:32px 20px 56px}
.hero{display:flex;flex-direction:column;align-items:center;gap:10px;padding:40px 20px;background:#fff;border:1px solid #e6e9f0;border-radius:18px;text-align:center}
.hero svg{width:min(420px,100%);height:auto}
.eyebrow{margin:0;color:#5b6475;font-size:14px;letter-spacing:.04em;text-transform:uppercase}
h1{margin:0;font-size:32px;line-height:1.2;overflow-wrap:anywhere}
.slogan{margin:0;color:#5b6475;font-size:18px}
h2{margin:36px 0 14px;font-size:20px}
.colours{display:grid;grid-template-columns:repeat(auto-fill,minmax(200px,1fr));gap:14px;padding:0;margin:0;list-style:none}
.colour{overflow:hidden;background:#fff;border:1px solid #e6e9f0;border-radius:14px}
.swatch{height:96px}
.colour dl{display:grid;grid-template-columns:auto 1fr;gap:2px 10px;margin:0;padding:12px 14px;font-size:14px}
.colour dt{color:#5b6475}
.colour dd{margin:0;font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;user-select:all}
.colour p{margin:12px 14px 0;font-weight:600}
.note{color:#5b6475;font-size:14px}
.files{display:flex;flex-wrap:wrap;gap:10px;padding:0;margin:0;list-style:none}
.files a{display:inline-flex;align-items:center;min-height:40px;padding:8px 16px;color:#1d5bd8;font-weight:600;text-decoration:none;background:#fff;border:1px solid #c9d4ee;border-radius:10px}
.files a:hover{border-color:#1d5bd8}
.files a:focus-visible{outline:3px solid #1d5bd8;outline-offset:2px}
.message{max-width:520px;margin:12vh auto 0;padding:28px 24px;background:#fff;border:1px solid #e6e9f0;border-radius:16px;text-align:center}
form{display:flex;flex-direction:column;gap:10px;margin-top:16px;text-align:left}
label{font-weight:600}
input{width:100%;min-height:40px;padding:8px 12px;font:inherit;border:1px solid #b9bfcc;border-radius:8px}
button{min-height:40px;padding:8px 16px;font:inherit;font-weight:600;color:#fff;background:#1d5bd8;border:0;border-radius:8px;cursor:pointer}
input:focus-visible,button:focus-visible{outline:3px solid #1d5bd8;outline-offset:2px}
.error{margin:0;color:#b42318}
footer{margin-top:40px;color:#5b6475;font-size:13px;text-align:center}
@media print{body{background:#fff}main{padding:0}.hero,.colour{border-color:#ccc;break-inside:avoid}footer{display:none}}
`;

function htmlDocument(site: Locale, title: string, body: string, opts: { nonce: string; indexable: boolean; script?: string }): string {
  return `<!doctype html>
<html lang="${site === 'zh' ? 'zh-CN' : 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
${opts.indexable ? '' : '<meta name="robots" content="noindex, nofollow">\n'}<title>${escapeMarkup(title)}</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<style nonce="${opts.nonce}">${STYLE}</style>
</head>
<body>
${body}
${opts.script ? `<script nonce="${opts.nonce}">${opts.script}</script>` : ''}
</body>
</html>`;
}

export interface PortalPageView {
  brand: TPortalBrand;
  /** The files to offer (when this viewer may download), with their addresses. */
  files: ReadonlyArray<{ name: TPortalFile; href: string }>;
  /** The logo as an SVG of paths (the composer's, text outlined). */
  logoSvg: string;
  /** The ICC profile the CMYK values come from. */
  profile: string;
}

/** The brand's page. */
export function portalPageHtml(site: Locale, view: PortalPageView, nonce: string): string {
  const t = TEXT[site];
  const { brand } = view;
  const colours = brand.colours
    .map(
      (c) => `<li class="colour"><div class="swatch" style="background:${c.hex}"></div><p>${escapeMarkup(c.title)}</p><dl>
<dt>HEX</dt><dd>${c.hex}</dd><dt>RGB</dt><dd>${c.rgb.join(', ')}</dd><dt>CMYK</dt><dd>${c.cmyk.join(', ')}</dd></dl></li>`,
    )
    .join('\n');
  const downloads = brand.downloads === 'request' ? t.downloadsRequest : brand.downloads === 'email' ? t.downloadsEmail : null;
  const body = `<main>
<header class="hero">
<p class="eyebrow">${t.brand}</p>
<div role="img" aria-label="${escapeMarkup(brand.name)}">${view.logoSvg}</div>
<h1>${escapeMarkup(brand.name)}</h1>
${brand.slogan ? `<p class="slogan">${escapeMarkup(brand.slogan)}</p>` : ''}
</header>
<section aria-labelledby="colours"><h2 id="colours">${t.colours}</h2>
<ul class="colours">
${colours}
</ul>
<p class="note">${escapeMarkup(t.cmykNote(view.profile))}</p>
${downloads ? `<p class="note">${downloads}</p>` : ''}
</section>
${
    view.files.length > 0
      ? `<section aria-labelledby="files"><h2 id="files">${t.files}</h2><ul class="files">${view.files
          .map((f) => `<li><a href="${escapeMarkup(f.href)}" download>${t.file[f.name]}</a></li>`)
          .join('')}</ul></section>`
      : ''
  }
<footer>${t.madeWith} · ${escapeMarkup(brand.name)}</footer>
</main>`;
  return htmlDocument(site, `${brand.name} – ${t.madeWith}`, body, { nonce, indexable: brand.indexable });
}

export type PortalRefusal = 'notFound' | 'invalid' | 'expired';

/** What a visitor without a way in, or with a link that no longer opens the page, reads. */
export function portalRefusalHtml(site: Locale, why: PortalRefusal, nonce: string): string {
  const t = TEXT[site];
  return htmlDocument(site, t.madeWith, `<main><div class="message" role="alert"><p>${t[why]}</p></div></main>`, { nonce, indexable: false });
}

/** A password link's form: the password goes to the unlock call, then the page opens. */
export function portalPasswordHtml(site: Locale, slug: string, token: string, nonce: string): string {
  const t = TEXT[site];
  const body = `<main><div class="message">
<h1>${t.passwordTitle}</h1>
<form id="unlock" novalidate>
<label for="password">${t.passwordLabel}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required autofocus aria-describedby="unlock-error">
<p id="unlock-error" class="error" role="alert"></p>
<button type="submit">${t.open}</button>
</form>
</div></main>`;
  const messages = JSON.stringify({ wrong: t.wrong, tooMany: t.tooMany, failed: t.failed });
  // The slug and token are of the patterns ZPortalSlug and ZPortalToken (no quote can be in them).
  const script = `(function(){var f=document.getElementById('unlock'),e=document.getElementById('unlock-error'),m=${messages.replace(/</g, '\\u003c')};
f.addEventListener('submit',function(ev){ev.preventDefault();e.textContent='';
fetch('/api/b/${slug}/unlock',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({k:'${token}',password:f.password.value})})
.then(function(r){if(r.status===204){location.reload();return}e.textContent=r.status===429?m.tooMany:r.status===401?m.wrong:m.failed})
.catch(function(){e.textContent=m.failed})})})();`;
  return htmlDocument(site, t.passwordTitle, body, { nonce, indexable: false, script });
}
