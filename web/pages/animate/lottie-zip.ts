import { strToU8, zipSync } from 'fflate';
import playerLicence from 'lottie-web/LICENSE.md?raw';
import { playerBytes } from './lottie-script';
import type { AnimEffectId } from '../../../core/animate/effects';
import { shapeLogo, type TAnimShape } from '../../../core/animate/formats';
import { lottieOf, type LottieJson } from '../../../core/animate/lottie';
import type { TOutlinedDesign } from '../../../core/design';

/**
 * The Lottie download (issue: motion for every channel): a ZIP of the
 * animation as bodymovin JSON — with the chosen background and without —
 * a preview page that plays it offline (lottie-web's SVG player beside it,
 * with its licence), and a README of what each file is for. Made in the
 * browser from core/animate/lottie.ts, like the other animation files.
 */

export const PLAYER_FILE = 'lottie_svg.min.js';

export interface LottieTexts {
  /** The page's title: the logo and the effect. */
  title: string;
  play: string;
  pause: string;
  background: string;
  frame: string;
  /** The README's text (the files' names filled in by the caller). */
  readme: string;
  lang: 'en' | 'zh-CN';
}

/** HTML-escaped text for the preview page. */
const html = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** JSON safe inside a <script> element (no "</script>", no HTML comment openers). */
const scriptJson = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/** The offline preview page: the animation, play/pause, the background on or off, and a frame picker; `animation` is the player. */
export function previewPage(json: LottieJson, texts: LottieTexts): string {
  return `<!doctype html>
<html lang="${texts.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${html(texts.title)}</title>
<style>
  body { margin: 0; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, Arial, "Noto Sans CJK SC", sans-serif; color: #1f2937; background: #f3f4f6; }
  main { max-width: 960px; margin: 0 auto; padding: 24px 16px 40px; }
  h1 { font-size: 20px; margin: 0 0 16px; }
  /* The stage takes the animation's own proportions: as wide as the page allows, no taller than 70 % of the window. */
  #stage { width: min(100%, calc(70vh * ${json.w} / ${json.h})); aspect-ratio: ${json.w} / ${json.h}; margin: 0 auto; border-radius: 12px; overflow: hidden; box-shadow: 0 8px 24px rgba(15, 23, 42, .12);
    background: repeating-conic-gradient(#e5e7eb 0% 25%, #fff 0% 50%) 0 0 / 24px 24px; }
  .controls { display: flex; flex-wrap: wrap; gap: 16px; align-items: center; margin-top: 16px; }
  button { font: inherit; padding: 6px 18px; border-radius: 999px; border: 1px solid #9ca3af; background: #fff; cursor: pointer; }
  button:focus-visible, input:focus-visible { outline: 2px solid #2563eb; outline-offset: 2px; }
  label { display: inline-flex; gap: 8px; align-items: center; }
  input[type=range] { width: min(360px, 60vw); }
</style>
</head>
<body>
<main>
  <h1>${html(texts.title)}</h1>
  <div id="stage"></div>
  <div class="controls">
    <button id="play" type="button">${html(texts.pause)}</button>
    <label><input id="bg" type="checkbox" checked> ${html(texts.background)}</label>
    <label>${html(texts.frame)} <input id="frame" type="range" min="0" max="${json.op - 1}" value="0"> <output id="at">1 / ${json.op}</output></label>
  </div>
</main>
<script src="${PLAYER_FILE}"></script>
<script>
  var data = ${scriptJson(json)};
  var texts = ${scriptJson({ play: texts.play, pause: texts.pause })};
  var stage = document.getElementById('stage');
  var playButton = document.getElementById('play');
  var frame = document.getElementById('frame');
  var at = document.getElementById('at');
  var animation = null;
  function load(withBackground) {
    var playing = !animation || !animation.isPaused;
    var current = animation ? Math.round(animation.currentFrame) : 0;
    if (animation) animation.destroy();
    var copy = JSON.parse(JSON.stringify(data));
    if (!withBackground) copy.layers = copy.layers.filter(function (l) { return l.ty !== 1; });
    animation = window.animation = lottie.loadAnimation({ container: stage, renderer: 'svg', loop: true, autoplay: false, animationData: copy });
    animation.addEventListener('enterFrame', function () { show(animation.currentFrame); });
    if (playing) animation.goToAndPlay(current, true); else animation.goToAndStop(current, true);
    playButton.textContent = playing ? texts.pause : texts.play;
  }
  function show(f) {
    var n = Math.min(data.op - 1, Math.floor(f));
    frame.value = String(n);
    at.textContent = (n + 1) + ' / ' + data.op;
  }
  playButton.addEventListener('click', function () {
    if (animation.isPaused) { animation.play(); playButton.textContent = texts.pause; }
    else { animation.pause(); playButton.textContent = texts.play; }
  });
  frame.addEventListener('input', function () {
    animation.goToAndStop(Number(frame.value), true);
    playButton.textContent = texts.play;
    show(Number(frame.value));
  });
  document.getElementById('bg').addEventListener('change', function (e) { load(e.target.checked); });
  load(true);
  if (window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches) { animation.goToAndStop(data.op - 1, true); playButton.textContent = texts.play; }
</script>
</body>
</html>
`;
}

export interface LottieFiles {
  /** The JSON with the background, for the result dialog's player. */
  json: LottieJson;
  zip: Blob;
}

/** The ZIP's entries for `base` (`<logo>-<effect>-<w>x<h>`). */
export async function makeLottieZip(job: { design: TOutlinedDesign; effect: AnimEffectId; background: string; shape: TAnimShape; base: string; texts: LottieTexts }): Promise<LottieFiles> {
  const logo = shapeLogo(job.design, job.shape, job.background);
  const json = lottieOf(logo, job.effect, { name: job.base, background: job.background });
  const transparent = lottieOf(logo, job.effect, { name: job.base, background: null });
  const files: Record<string, Uint8Array> = {
    [`${job.base}.json`]: strToU8(JSON.stringify(json)),
    [`${job.base}-transparent.json`]: strToU8(JSON.stringify(transparent)),
    'preview.html': strToU8(previewPage(json, job.texts)),
    [PLAYER_FILE]: await playerBytes(),
    'LICENSE-lottie-web.txt': strToU8(playerLicence),
    'README.txt': strToU8(job.texts.readme.replace(/\n/g, '\r\n')),
  };
  const bytes = zipSync(files, { level: 6 });
  return { json, zip: new Blob([bytes as BlobPart], { type: 'application/zip' }) };
}
