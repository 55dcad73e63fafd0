import { composeLogoSvg } from '../../../core/composer/compose';
import { LOCKUP_LABELS, LOCKUP_USES } from '../../../core/composer/lockup-names';
import type { Locale } from '../../../core/constants';
import type { TDesign, TOutlinedDesign } from '../../../core/design';
import { type TPortalBrand, type TPortalPage, type TPortalSection } from '../../../core/portal/api';
import { PORTAL_FILE_NAMES, PORTAL_LAYOUT_FORMATS, portalAssetOf, type TPortalFile } from '../../../core/portal/files';
import { escapeMarkup } from '../../../core/text';
import { FONT_CATALOGUE, FONT_LICENSE } from '../../render/fonts';
import { clearSpace, legibleText, minimumSizes } from '../guidelines/measure';
import { brandFonts, isCjkFont } from '../guidelines/pages-brand';
import { say, STRINGS } from '../guidelines/strings';
import { TEXT } from './page-text';
import { clearSpaceFigure, iconFigures, layoutFigures, MISUSES, specimen, usageFigure, type Misuse } from './figures';

/**
 * The brand page at /b/{slug} (issue 46), written by the server: the logo, the
 * brand's name and slogan, then the sections its owner chose (mission,
 * layouts, clear space and minimum sizes, colours with HEX, RGB and CMYK to
 * copy, typefaces and their licence, do's and don'ts, files), every drawing
 * inline SVG from the logo (figures.ts). One small script (copy buttons;
 * the password form's); printable. What it shows comes from the same data
 * as GET /api/b/{slug} (routes.ts), so both answer alike to whoever opens them.
 */

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.55 Inter,"Noto Sans SC","PingFang SC","Microsoft YaHei",system-ui,sans-serif;color:#1f2430;background:#f5f6f9}
main{max-width:1040px;margin:0 auto;padding:32px 20px 56px}
svg{display:block;max-width:100%;height:auto}
.hero{display:flex;flex-direction:column;align-items:center;gap:10px;padding:40px 20px;background:#fff;border:1px solid #e6e9f0;border-radius:18px;text-align:center}
.hero svg{width:min(420px,100%)}
.eyebrow{margin:0;color:#5b6475;font-size:13px;letter-spacing:.04em;text-transform:uppercase}
h1{margin:0;font-size:32px;line-height:1.2;overflow-wrap:anywhere}
.slogan{margin:0;color:#5b6475;font-size:18px}
nav ul{display:flex;flex-wrap:wrap;gap:8px;margin:20px 0 0;padding:0;list-style:none}
nav a{display:inline-flex;align-items:center;min-height:36px;padding:6px 14px;color:#1f2430;text-decoration:none;background:#fff;border:1px solid #e0e4ec;border-radius:999px;font-size:14px}
nav a:hover{border-color:#1d5bd8;color:#1d5bd8}
section{margin-top:44px;scroll-margin-top:16px}
h2{margin:0 0 6px;font-size:24px;line-height:1.3}
h3{margin:0 0 6px;font-size:16px}
.lead{margin:0 0 18px;max-width:70ch;color:#4a5366}
.mission{margin:0;max-width:70ch;font-size:20px;line-height:1.6}
.tiles{display:grid;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:16px;padding:0;margin:0;list-style:none}
.tile{display:flex;flex-direction:column;gap:4px;padding:12px 12px 14px;background:#fff;border:1px solid #e6e9f0;border-radius:14px}
.tile .art{margin-bottom:8px;overflow:hidden;border-radius:8px;border:1px solid #eef0f4}
.tile .art svg{width:100%}
.tile .art.plain{display:flex;align-items:center;justify-content:center;aspect-ratio:4/3;background:#f7f8fb;border:0}
.tile .art.plain svg{width:auto;height:70%}
.tile .art.favicons{gap:18px}
.tile .art.favicons svg{height:auto}
.tile .art img{display:block;width:100%;height:auto}
.tile .art.fit{display:flex;align-items:center;justify-content:center;aspect-ratio:4/3}
.tile .art.fit svg{width:auto;max-width:100%;max-height:100%}
.tile p{margin:0;color:#4a5366;font-size:14px}
.tile h3{margin:0}
.fine{color:#5b6475;font-size:13px}
.social .art{display:flex;align-items:center;justify-content:center;aspect-ratio:4/3;padding:10px;background:#eef0f4}
.social .art img{width:auto;height:auto;max-width:100%;max-height:100%;border-radius:4px}
.social .art img.round{border-radius:50%}
.gets{display:flex;flex-wrap:wrap;gap:6px;margin-top:6px}
.gets a{display:inline-flex;align-items:center;min-height:32px;padding:4px 12px;color:#1d5bd8;font-size:13px;font-weight:600;text-decoration:none;border:1px solid #c9d4ee;border-radius:8px}
.gets a:hover{border-color:#1d5bd8}
.usage .tile p{display:flex;gap:8px;align-items:flex-start;color:#1f2430}
.mark{display:inline-flex;flex:none;align-items:center;justify-content:center;width:20px;height:20px;border-radius:50%;color:#fff;font-size:12px;font-weight:700}
.do .mark{background:#0f7a3d}.dont .mark{background:#b42318}
.split{display:grid;grid-template-columns:minmax(0,3fr) minmax(0,2fr);gap:24px;align-items:start}
.split .art{overflow:hidden;border-radius:14px;border:1px solid #e6e9f0}
.split .art svg{width:100%}
.sizes{border-collapse:collapse;margin:4px 0 10px;font-size:14px}
.sizes th,.sizes td{padding:6px 14px 6px 0;text-align:left;border-bottom:1px solid #e6e9f0}
.sizes td{font-variant-numeric:tabular-nums;font-weight:600}
.rules{padding:16px 18px;background:#fff;border:1px solid #e6e9f0;border-radius:14px;margin-top:16px}
.rules ul{margin:0;padding-left:20px}
.rules.do h3{color:#0f7a3d}.rules.dont h3{color:#b42318}
.colours{display:grid;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:14px;padding:0;margin:0;list-style:none}
.colour{overflow:hidden;background:#fff;border:1px solid #e6e9f0;border-radius:14px}
.swatch{height:96px;border-bottom:1px solid #eef0f4}
.colour dl{display:grid;grid-template-columns:auto 1fr;gap:4px 10px;align-items:center;margin:0;padding:12px 14px;font-size:14px}
.colour dt{color:#5b6475}
.colour dd{display:flex;align-items:center;justify-content:space-between;gap:8px;margin:0}
.value{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;user-select:all}
.colour p{margin:12px 14px 0;font-weight:600}
.copy{min-height:32px;min-width:44px;padding:4px 10px;font-size:13px;color:#1d5bd8;background:#fff;border:1px solid #c9d4ee;border-radius:8px}
.copy:hover{border-color:#1d5bd8}
.fonts{display:grid;grid-template-columns:repeat(auto-fill,minmax(300px,1fr));gap:16px;padding:0;margin:0;list-style:none}
.font{padding:16px 18px;background:#fff;border:1px solid #e6e9f0;border-radius:14px}
.specimen{display:flex;flex-direction:column;gap:10px;margin:10px 0 14px;padding:16px;background:#f7f8fb;border-radius:10px}
.specimen svg:first-child{height:64px;width:auto}
.specimen svg:last-child{max-height:36px;width:auto}
.font dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:0;font-size:14px}
.font dt{color:#5b6475}.font dd{margin:0}
a{color:#1d5bd8}
.note{color:#5b6475;font-size:14px}
.files{display:flex;flex-wrap:wrap;gap:10px;padding:0;margin:0;list-style:none}
.files a{display:inline-flex;align-items:center;min-height:40px;padding:8px 16px;color:#1d5bd8;font-weight:600;text-decoration:none;background:#fff;border:1px solid #c9d4ee;border-radius:10px}
.files a:hover{border-color:#1d5bd8}
a:focus-visible,button:focus-visible,input:focus-visible,textarea:focus-visible{outline:3px solid #1d5bd8;outline-offset:2px}
.message{max-width:520px;margin:12vh auto 0;padding:28px 24px;background:#fff;border:1px solid #e6e9f0;border-radius:16px;text-align:center}
.message h1{margin:0 0 8px;font-size:22px}
.message p{margin:0 0 8px}
form{display:flex;flex-direction:column;gap:10px;margin-top:16px;text-align:left}
label{font-weight:600}
input,textarea{width:100%;min-height:40px;padding:8px 12px;font:inherit;border:1px solid #b9bfcc;border-radius:8px}
button{min-height:40px;padding:8px 16px;font:inherit;font-weight:600;color:#fff;background:#1d5bd8;border:0;border-radius:8px;cursor:pointer}
button.copy{font-weight:600}
.error{margin:0;color:#b42318}
.error:empty{display:none}
.gate{max-width:520px;margin-top:12px;padding:18px;background:#fff;border:1px solid #e6e9f0;border-radius:14px}
.terms{padding:12px 14px;background:#f7f8fb;border-radius:10px;font-size:14px}
.terms p{margin:0}
.check{display:flex;gap:10px;align-items:center;font-weight:400}
.check input{width:20px;min-height:20px;height:20px}
.done{max-width:520px;padding:14px 16px;background:#ecfdf3;border:1px solid #abefc6;border-radius:12px;color:#05603a}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
footer{margin-top:48px;color:#5b6475;font-size:13px;text-align:center}
footer p{margin:4px 0}
@media (max-width:720px){h1{font-size:26px}h2{font-size:21px}.split{grid-template-columns:1fr}.tiles{grid-template-columns:repeat(auto-fill,minmax(150px,1fr));gap:12px}.fonts{grid-template-columns:1fr}}
@media print{body{background:#fff;font-size:11pt}main{max-width:none;padding:0}nav,.copy,.gets,footer{display:none}.hero,.tile,.colour,.font,.rules{border-color:#ccc;break-inside:avoid}section{break-inside:auto;margin-top:24px}h2,.lead{break-after:avoid}}
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
  /** What the owner chose to show, in order. */
  page: TPortalPage;
  /** The logo's outlined design: every drawing of the page is made from it. */
  design: TOutlinedDesign;
  /** The design as saved (its fonts, for the typography section). */
  saved: TDesign;
  /** A file's address for this viewer (when they may download, in the formats they may: brand.formats), else null. */
  fileHref: ((name: string) => string) | null;
  /** The ICC profile the CMYK values come from. */
  profile: string;
  /** How this visitor gets the files when they may not download yet: an e-mail link's form (with the terms), a view-only link's request. */
  gate: { kind: 'email'; token: string; terms: string } | { kind: 'request'; token: string } | null;
  /** The social kit's images of the site: previews with this reader's way in. */
  social: ReadonlyArray<{ id: string; label: string; width: number; height: number; ext: 'png' | 'jpg'; round: boolean; src: string }>;
  /** The mockups' pictures (the server's, as on the mockups page), with this reader's way in. */
  mockups: ReadonlyArray<{ id: string; label: string; src: string }>;
  /** The brand file and its tokens, with this reader's way in. */
  machine: { brand: string; tokens: string };
}

/** A value with a button that copies it (the page's one script does the copying; in print the buttons are hidden). */
function copyable(value: string, what: string, copy: string): string {
  const v = escapeMarkup(value);
  return `<span class="value">${v}</span><button type="button" class="copy" data-copy="${v}"><span class="copy-word">${copy}</span><span class="sr"> ${what} ${v}</span></button>`;
}

const SECTION_TITLE = (site: Locale, t: (typeof TEXT)[Locale]): Record<TPortalSection, string> => ({
  mission: t.mission,
  layouts: STRINGS.layoutsTitle[site],
  clearSpace: STRINGS.clearTitle[site],
  colours: STRINGS.coloursTitle[site],
  fonts: STRINGS.typeTitle[site],
  icons: t.icons,
  social: t.social,
  usage: STRINGS.usageTitle[site],
  mockups: STRINGS.mockupsTitle[site],
  files: t.files,
});

/** The files among these this viewer may download (their format allowed). */
function allowed(view: PortalPageView, names: readonly string[]): string[] {
  return view.fileHref ? names.filter((name) => view.brand.formats.includes(portalAssetOf(name)!.format)) : [];
}

/** An asset's download buttons, one per format this viewer may have ('' when none). */
function gets(view: PortalPageView, what: string, names: readonly string[], site: Locale): string {
  const href = view.fileHref;
  const offered = allowed(view, names);
  if (!href || offered.length === 0) return '';
  return `<p class="gets">${offered
    .map((name) => {
      const format = portalAssetOf(name)!.format.toUpperCase();
      // The name starts with what the button shows (WCAG 2.5.3), then says whose file it is.
      return `<a href="${escapeMarkup(href(name))}" download>${format}<span class="sr">${site === 'zh' ? '，' : ', '}${escapeMarkup(what)}</span></a>`;
    })
    .join('')}</p>`;
}

const MINIMUM_LABEL = { full: STRINGS.minFull, 'no-slogan': STRINGS.minNoSlogan, symbol: STRINGS.minSymbol } as const;

/** Each section's HTML, or '' when it has nothing to show this viewer. */
function sectionBody(id: TPortalSection, site: Locale, view: PortalPageView): string {
  const t = TEXT[site];
  const { brand, design: d, page } = view;
  switch (id) {
    case 'mission':
      return page.mission ? `<p class="mission">${escapeMarkup(page.mission).replace(/\n/g, '<br>')}</p>` : '';
    case 'layouts': {
      const tiles = layoutFigures(d, (lockup) => `${brand.name} – ${LOCKUP_LABELS[lockup][site]}`)
        .map(
          (f) => `<li class="tile"><div class="art fit" style="background:${d.background}">${f.svg}</div><h3>${LOCKUP_LABELS[f.lockup][site]}</h3><p>${LOCKUP_USES[f.lockup][site]}</p>
<p class="fine">${escapeMarkup(say(STRINGS.layoutMinimum, site, f.minimum))}</p>${gets(view, LOCKUP_LABELS[f.lockup][site], f.lockup === 'original' ? PORTAL_LAYOUT_FORMATS.map((ext) => `logo.${ext}`) : PORTAL_LAYOUT_FORMATS.map((ext) => `layout-${f.lockup}.${ext}`), site)}</li>`,
        )
        .join('');
      return `<p class="lead">${STRINGS.layoutsIntro[site]}</p><ul class="tiles">${tiles}</ul>`;
    }
    case 'clearSpace': {
      const space = clearSpace(d);
      const smallest = view.saved.slogan ?? view.saved.name;
      const rows = minimumSizes(d)
        .map((m) => `<tr><th scope="row">${MINIMUM_LABEL[m.kind][site]}</th><td>${m.mm} mm</td><td>${m.px} px</td></tr>`)
        .join('');
      return `<p class="lead">${STRINGS.clearIntro[site]}</p>
<div class="split"><div class="art wide">${clearSpaceFigure(d, STRINGS.clearSpace[site])}</div>
<div><h3>${STRINGS.clearSpace[site]}</h3><p>${(space.capped ? STRINGS.clearRuleCapped : STRINGS.clearRuleName)[site]}</p>
<h3>${STRINGS.minimumSize[site]}</h3>
<table class="sizes"><thead><tr><th scope="col"><span class="sr">${t.version}</span></th><th scope="col">${STRINGS.print[site]}</th><th scope="col">${STRINGS.screen[site]}</th></tr></thead><tbody>${rows}</tbody></table>
<p class="fine">${escapeMarkup(say(STRINGS.minRationale, site, legibleText(smallest.text, smallest.uppercase)))}</p></div></div>`;
    }
    case 'colours': {
      const colours = brand.colours
        .map(
          (c) => `<li class="colour"><div class="swatch" style="background:${c.hex}"></div><p>${escapeMarkup(c.title)}</p><dl>
<dt>HEX</dt><dd>${copyable(c.hex, 'HEX', t.copy)}</dd><dt>RGB</dt><dd>${copyable(c.rgb.join(', '), 'RGB', t.copy)}</dd><dt>CMYK</dt><dd>${copyable(c.cmyk.join(', '), 'CMYK', t.copy)}</dd>${c.spot ? `<dt>${t.spot}</dt><dd>${copyable(c.spot, t.spot, t.copy)}</dd>` : ''}</dl></li>`,
        )
        .join('\n');
      // The spot inks the owner named (core/vi/spot.ts): what a printer or a merch vendor asks for first.
      const note = brand.colours.some((c) => c.spot) ? `${t.cmykNote(view.profile)} ${t.spotNote}` : t.cmykNote(view.profile);
      return `<p class="lead">${STRINGS.coloursIntro[site]}</p><ul class="colours">${colours}</ul><p class="note">${escapeMarkup(note)}</p>`;
    }
    case 'fonts': {
      const cards = brandFonts(view.saved, site)
        .map((card) => {
          const name = FONT_CATALOGUE[card.font].name;
          const cjk = isCjkFont(card.font);
          const big = specimen(cjk ? '永字' : 'Aa', card.font, 64, INK_TEXT, 200, name);
          const line = specimen(card.sample, card.font, 26, INK_TEXT, 420, card.sample);
          return `<li class="font"><p class="eyebrow">${card.role}</p><h3>${escapeMarkup(name)}</h3><div class="specimen">${big}${line}</div>
<dl><dt>${STRINGS.usedFor[site]}</dt><dd>${card.use}</dd><dt>${STRINGS.licence[site]}</dt><dd>${escapeMarkup(FONT_LICENSE.name)} · ${t.freeUse} · <a href="${FONT_LICENSE.url}" rel="noopener noreferrer">${FONT_LICENSE.url.replace(/^https:\/\//, '')}</a></dd></dl></li>`;
        })
        .join('');
      return `<p class="lead">${STRINGS.typeIntro[site]}</p><ul class="fonts">${cards}</ul>`;
    }
    case 'icons': {
      const f = iconFigures(d, { app: t.appIcon, avatar: t.avatar, favicon: t.favicon });
      return `<p class="lead">${t.iconsIntro}</p><ul class="tiles icons">
<li class="tile"><div class="art plain">${f.app}</div><h3>${t.appIcon}</h3><p>${t.appIconUse}</p>${gets(view, t.appIcon, ['icon-app.svg', 'icon-app.png'], site)}</li>
<li class="tile"><div class="art plain">${f.avatar}</div><h3>${t.avatar}</h3><p>${t.avatarUse}</p>${gets(view, t.avatar, ['icon-avatar.svg', 'icon-avatar.png'], site)}</li>
<li class="tile"><div class="art plain favicons">${f.favicons.join('')}</div><h3>${t.favicon}</h3><p>${t.faviconUse}</p></li>
</ul>`;
    }
    case 'social':
      return view.social.length
        ? `<p class="lead">${t.socialIntro}</p><ul class="tiles social">${view.social
            .map(
              (m) =>
                `<li class="tile"><div class="art"><img src="${escapeMarkup(m.src)}" width="${m.width}" height="${m.height}"${m.round ? ' class="round"' : ''} loading="lazy" decoding="async" alt="${escapeMarkup(m.label)}"></div><h3>${escapeMarkup(m.label)}</h3><p class="fine">${m.width} × ${m.height} px · ${m.ext.toUpperCase()}</p>${gets(view, m.label, [`social-${m.id}.${m.ext}`], site)}</li>`,
            )
            .join('')}</ul>`
        : '';
    case 'mockups':
      return view.mockups.length
        ? `<p class="lead">${STRINGS.mockupsIntro[site]}</p><ul class="tiles mockups">${view.mockups
            .map((m) => `<li class="tile"><div class="art"><img src="${escapeMarkup(m.src)}" width="800" height="600" loading="lazy" decoding="async" alt="${escapeMarkup(m.label)}"></div><p>${escapeMarkup(m.label)}</p>${gets(view, m.label, [`mockup-${m.id}.jpg`], site)}</li>`)
            .join('')}</ul>`
        : '';
    case 'usage': {
      const tile = (misuse: Misuse | null) => {
        const caption = misuse ? STRINGS.misuse[misuse][site] : STRINGS.correct[site];
        return `<li class="tile ${misuse ? 'dont' : 'do'}"><div class="art">${usageFigure(d, misuse, caption)}</div><p><span class="mark" aria-hidden="true">${misuse ? '✕' : '✓'}</span>${caption}</p></li>`;
      };
      const own = (lines: readonly string[], kind: 'do' | 'dont', title: string) =>
        lines.length ? `<div class="rules ${kind}"><h3>${title}</h3><ul>${lines.map((l) => `<li>${escapeMarkup(l)}</li>`).join('')}</ul></div>` : '';
      const owned = own(page.dos, 'do', t.dos) + own(page.donts, 'dont', t.donts);
      return `<p class="lead">${STRINGS.usageIntro[site]}</p><ul class="tiles usage">${[null, ...MISUSES].map(tile).join('')}</ul>${owned ? `<div class="split">${owned}</div>` : ''}`;
    }
    case 'files': {
      const gate = view.gate;
      if (gate?.kind === 'email')
        return `<p class="note">${t.downloadsEmail}</p>
<form id="gate-email" class="gate" novalidate>
<label for="gate-email-address">${t.email}</label>
<input id="gate-email-address" name="email" type="email" autocomplete="email" required maxlength="254" aria-describedby="gate-email-error">
<div class="terms" id="gate-terms"><h3>${t.terms}</h3><p>${escapeMarkup(gate.terms).replace(/\n/g, '<br>')}</p></div>
<label class="check"><input name="accept" type="checkbox" required aria-describedby="gate-terms"> ${t.accept}</label>
<p id="gate-email-error" class="error" role="alert"></p>
<button type="submit">${t.getFiles}</button>
</form>`;
      if (gate?.kind === 'request')
        return `<p class="note">${t.downloadsRequest}</p>
<form id="gate-request" class="gate" novalidate>
<label for="gate-request-name">${t.yourName}</label>
<input id="gate-request-name" name="name" autocomplete="name" required maxlength="60" aria-describedby="gate-request-error">
<label for="gate-request-email">${t.email}</label>
<input id="gate-request-email" name="email" type="email" autocomplete="email" required maxlength="254" aria-describedby="gate-request-error">
<label for="gate-request-message">${t.whatFor}</label>
<textarea id="gate-request-message" name="message" rows="3" maxlength="500"></textarea>
<p id="gate-request-error" class="error" role="alert"></p>
<button type="submit">${t.ask}</button>
</form>
<p id="gate-request-done" class="done" role="status" hidden>${t.asked}</p>`;
      if (brand.downloads === 'request') return `<p class="note">${t.downloadsRequest}</p>`;
      if (brand.downloads === 'email') return `<p class="note">${t.downloadsEmail}</p>`;
      const href = view.fileHref;
      return href ? `<ul class="files">${allowed(view, PORTAL_FILE_NAMES).map((name) => `<li><a href="${escapeMarkup(href(name))}" download>${t.file[name as TPortalFile]}</a></li>`).join('')}</ul>` : '';
    }
  }
}

const INK_TEXT = '#1F2430';

/** The copy buttons: the value to the clipboard, the button saying so for a moment (and a live region for screen readers). */
const COPY_SCRIPT = (copied: string) => `(function(){var s=document.getElementById('copy-status');
document.addEventListener('click',function(ev){var b=ev.target.closest&&ev.target.closest('button.copy');if(!b)return;
var v=b.getAttribute('data-copy'),w=b.querySelector('.copy-word'),label=w.textContent;
(navigator.clipboard?navigator.clipboard.writeText(v):Promise.reject()).then(function(){w.textContent=${JSON.stringify(copied)};s.textContent=${JSON.stringify(copied)}+' '+v;
setTimeout(function(){w.textContent=label},1500)},function(){var r=document.createRange();r.selectNodeContents(b.previousElementSibling);var g=getSelection();g.removeAllRanges();g.addRange(r)})})})();`;

/**
 * The forms of an e-mail or view-only link: the e-mail and the terms (then
 * the page again, its files open), or the request (then a word that it was
 * sent). The slug and token are of the patterns ZPortalSlug and ZPortalToken.
 */
function gateScript(site: Locale, slug: string, gate: NonNullable<PortalPageView['gate']>): string {
  const t = TEXT[site];
  const m = JSON.stringify({ invalid: t.gateInvalid, tooMany: t.tooMany, failed: t.failed, expired: t.expired }).replace(/</g, '\\u003c');
  return `(function(){var m=${m};
function send(form,path,body,done){var e=form.querySelector('.error');e.textContent='';
fetch('/api/b/${slug}/'+path,{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(body)})
.then(function(r){if(r.ok){done();return}e.textContent=r.status===400?m.invalid:r.status===429?m.tooMany:r.status===410||r.status===403?m.expired:m.failed})
.catch(function(){e.textContent=m.failed})}
var f=document.getElementById('gate-${gate.kind}');if(!f)return;
f.addEventListener('submit',function(ev){ev.preventDefault();
${
    gate.kind === 'email'
      ? `send(f,'email',{k:'${gate.token}',email:f.email.value,accept:f.accept.checked},function(){location.reload()})`
      : `send(f,'requests',{k:'${gate.token}',name:f.name.value,email:f.email.value,message:f.message.value},function(){f.hidden=true;document.getElementById('gate-request-done').hidden=false})`
  }})})();`;
}

/** The brand's page: its logo, name and slogan, then the sections the owner chose, in their order. */
export function portalPageHtml(site: Locale, view: PortalPageView, nonce: string): string {
  const t = TEXT[site];
  const { brand } = view;
  const titles = SECTION_TITLE(site, t);
  const logoSvg = composeLogoSvg(view.design, { variant: 'main', background: null, width: 480, height: 360 });
  const sections = view.page.sections
    .filter((s) => s.on)
    .map((s) => ({ id: s.id, html: sectionBody(s.id, site, view) }))
    .filter((s) => s.html !== '');
  const nav = sections.length > 1 ? `<nav aria-label="${t.contents}"><ul>${sections.map((s) => `<li><a href="#${s.id}">${titles[s.id]}</a></li>`).join('')}</ul></nav>` : '';
  const body = `<main>
<header class="hero">
<p class="eyebrow">${t.brand}</p>
<div role="img" aria-label="${escapeMarkup(brand.name)}">${logoSvg}</div>
<h1>${escapeMarkup(brand.name)}</h1>
${brand.slogan ? `<p class="slogan">${escapeMarkup(brand.slogan)}</p>` : ''}
</header>
${nav}
${sections.map((s) => `<section id="${s.id}" aria-labelledby="${s.id}-title"><h2 id="${s.id}-title">${titles[s.id]}</h2>\n${s.html}\n</section>`).join('\n')}
<p id="copy-status" class="sr" role="status"></p>
<footer><p>${t.forMachines} <a href="${escapeMarkup(view.machine.brand)}" type="application/json">brand.json</a> · <a href="${escapeMarkup(view.machine.tokens)}" type="application/json">tokens.json</a> (DTCG)</p>
<p>${t.madeWith} · ${escapeMarkup(brand.name)}</p></footer>
</main>`;
  const script = COPY_SCRIPT(t.copied) + (view.gate ? gateScript(site, brand.slug, view.gate) : '');
  return htmlDocument(site, `${brand.name} – ${t.madeWith}`, body, { nonce, indexable: brand.indexable, script });
}

export type PortalRefusal = 'notFound' | 'invalid' | 'expired' | 'inviteInvalid';

/** What a visitor without a way in, or with a link that no longer opens the page, reads. */
export function portalRefusalHtml(site: Locale, why: PortalRefusal, nonce: string): string {
  const t = TEXT[site];
  return htmlDocument(site, t.madeWith, `<main><div class="message" role="alert"><h1>${t.madeWith}</h1><p>${t[why]}</p></div></main>`, { nonce, indexable: false });
}

/** An invitation opened by an account of another e-mail: whose it is, and how to take it. */
export function portalInviteOtherHtml(site: Locale, email: string, nonce: string): string {
  const t = TEXT[site];
  return htmlDocument(site, t.madeWith, `<main><div class="message" role="alert"><h1>${t.madeWith}</h1><p>${escapeMarkup(t.otherAccount(email))}</p><p><a href="/login">${t.signInOther}</a></p></div></main>`, {
    nonce,
    indexable: false,
  });
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
