import { CaretRightOutlined, CodeOutlined, FileGifOutlined, LeftOutlined, LockOutlined, PauseOutlined, RightOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { lazyDialog } from '../../components/lazyDialog';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { animFrame, EFFECT_IDS, frameTime, type AnimEffectId } from '../../../core/animate/effects';
import { ANIM_SHAPE, ANIM_SHAPES, animBaseName, gifSize, shapeLogo, videoSize, type TAnimShape } from '../../../core/animate/formats';
import { ANIMATION } from '../../../core/constants';
import type { TAnimVideoBody } from '../../../core/animate/api';
import { brandAssetRefusal } from '../../../core/downloads';
import { apiBlob, ApiError } from '../../api/client';
import { useArea, useLogo } from '../../area/AreaContext';
import { ColourSwatches } from '../../components/ColourSwatches';
import { PillRadios } from '../../components/PillRadios';
import { announce, toast } from '../../components/toast';
import { useReducedMotion } from '../../components/useReducedMotion';
import { translate, useT, type TKey } from '../../i18n';
import { errorMessageKey } from '../../i18n/errors';
import { useLayoutMode } from '../../layout/useLayoutMode';
import { usePackageGate } from '../../purchase/usePackageGate';
import { saveBlob } from '../download/fileSave';
import { paintFrame } from './paint';
import { stillPicture, usePreviewLoop } from './preview';
import type { Export, Result } from './AnimateDialogs';
import { makeGif, makeVideo, videoKinds, videoWay, type VideoExt } from './record';
import './animate.css';
import { Name } from '../../components/Name';

/** A file being made: its frames done, or (`server`) an MP4 the server is making, which says nothing until it is done. */
type Job = { kind: Export; done: number; total: number; server?: boolean };

/** The progress and result dialogs: loaded when a file is first made, or before, once a pointer or the focus comes to the export buttons. */
const loadDialogs = () => import('./AnimateDialogs');
const ProgressDialog = lazyDialog(() => loadDialogs().then((m) => m.ProgressDialog));
const ResultDialog = lazyDialog(() => loadDialogs().then((m) => m.ResultDialog));

const FORMAT: Record<Export, string> = { mp4: 'MP4', webm: 'WebM', gif: 'GIF', lottie: 'Lottie' };
const nextPaint = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));

const effectName = (e: AnimEffectId) => `animate.effects.${e}` as TKey;

/**
 * The animation page /animate (spec 02 §2, §4, §8, §9; issue: motion for
 * every channel): the logo animated in a preview of the chosen shape (the
 * spec's 800×600 4:3, or 16:9, 1:1, 4:5 and 9:16 with the logo in the lockup
 * of the shape), previous/next effect (wrapping), a background colour, and
 * the files: MP4 (H.264) and WebM at twice the preview (1600×1200, 1920×1080,
 * 1080×1080…), the GIF at the preview's size (30 fps, lossy 80, made in a
 * worker) and the Lottie (a ZIP with the JSON and an offline preview), each
 * shown full screen before it is saved. Every export is the 90 frames of 3 s
 * drawn from their own times. Downloads need the professional package.
 *
 * The preview loops until paused by its button (WCAG 2.2.2); paused, a frame
 * picker shows any frame. Where the reader asks for less motion it starts
 * paused on the still logo and plays only when asked. The files are the
 * same either way.
 */
export default function AnimatePage() {
  const t = useT();
  const logo = useLogo();
  const { roles } = useArea();
  // As mockups: a visitor signs in first, then the professional package (spec 02 §6).
  const gate = usePackageGate(logo.fa_id, brandAssetRefusal(roles), 'animation');
  const [index, setIndex] = useState(0);
  const effect = EFFECT_IDS[index];
  // The logo's own background first (the default), white, its colours, near-black.
  const swatches = useMemo(
    () => [...new Set([logo.design.background.toUpperCase(), '#FFFFFF', ...logo.design.colors.map((c) => c.toUpperCase()), '#111111'])],
    [logo.design.background, logo.design.colors],
  );
  const [background, setBackground] = useState(logo.design.background.toUpperCase());
  const [shape, setShape] = useState<TAnimShape>('classic');
  const [job, setJob] = useState<Job | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  // The buttons that make the files: the result dialog gives the focus back to the one pressed (the progress
  // dialog that stood between had it last, so antd's own return would drop it on the page).
  const makers = { mp4: useRef<HTMLButtonElement>(null), webm: useRef<HTMLButtonElement>(null), gif: useRef<HTMLButtonElement>(null), lottie: useRef<HTMLButtonElement>(null) };
  const madeBy = useRef<Export>('gif');
  // What this browser has to make videos with (undefined until the page is up).
  const [ways, setWays] = useState<Record<VideoExt, boolean> | undefined>(undefined);
  const anim = useMemo(() => shapeLogo(logo.design, shape, background), [logo.design, shape, background]);
  const { width, height } = anim;

  useEffect(() => {
    document.title = translate('animate.documentTitle', { name: logo.logo_name });
  }, [logo.logo_name]);

  // The preview loops the 3 s on the screen's clock; exports draw each frame from its own time.
  const reducedMotion = useReducedMotion();
  /** The reader's own choice by the play/pause button; until then less motion means a still preview. */
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const playing = playChoice ?? !reducedMotion;
  const draw = useCallback(
    (seconds: number) => {
      const ctx = canvas.current?.getContext('2d');
      if (ctx) paintFrame(ctx, animFrame(anim, effect, seconds), 1, { width, height }, background);
    },
    [anim, effect, background, width, height],
  );
  // While a file is made or shown the preview rests: the dialog covers it, and the machine is the file's (drawn behind
  // the result, the preview and the playing result took one and a half cores in Chromium without a GPU).
  const preview = usePreviewLoop(draw, effect, playing && job === null && result === null);
  const shownFrame = Math.min(ANIMATION.frames - 1, Math.round(preview.at * ANIMATION.fps));
  // The GIF or Lottie shown before saving: paused, the still logo (a GIF cannot be paused) or the Lottie's last frame.
  const [resultChoice, setResultChoice] = useState<boolean | null>(null);
  // The result dialog's opening motion has ended: its buttons stand where they stay (said to tests as data-opened; a click
  // during the zoom lands where the button is not yet).
  const [resultOpened, setResultOpened] = useState(false);
  const resultPlaying = resultChoice ?? !reducedMotion;
  // On a phone the button is its icon alone (named all the same), so the longest effect's name fits between the arrows.
  const phone = useLayoutMode() === 'mobile';

  useEffect(() => () => (result ? URL.revokeObjectURL(result.url) : undefined), [result]);
  useEffect(() => setWays(videoKinds()), []);
  const noVideo = ways !== undefined && !ways.mp4 && !ways.webm;

  const step = (by: number) => setIndex((i) => (i + by + EFFECT_IDS.length) % EFFECT_IDS.length);

  const effectLabel = (e: AnimEffectId) => t(effectName(e));

  async function run(kind: Export) {
    if (gate.locked) {
      gate.open();
      return;
    }
    if (job) return;
    madeBy.current = kind;
    setJob({ kind, done: 0, total: ANIMATION.frames });
    // Said at the start and the end; the dialog's bar shows the frames between.
    announce(t(progressTitle(kind)));
    const progress = (done: number, total: number) => setJob({ kind, done, total });
    const started = performance.now();
    const base = (size: { width: number; height: number }) => animBaseName(logo.logo_name, effectLabel(effect), size);
    try {
      let made: Pick<Result, 'blob' | 'name' | 'lottie'>;
      if (kind === 'mp4' || kind === 'webm') {
        const way = await videoWay(kind, videoSize(shape));
        let blob: Blob;
        if (way) blob = await makeVideo(way, logo.design, effect, background, shape, progress);
        else if (kind === 'mp4') {
          // This browser can encode no H.264: the server makes the same frames into the MP4.
          setJob({ kind, done: 0, total: ANIMATION.frames, server: true });
          blob = await apiBlob(`/api/logo/${logo.fa_id}/animate/mp4`, { method: 'POST', body: { effect, shape, background } satisfies TAnimVideoBody });
        } else {
          toast.error(t('animate.unsupported'));
          return;
        }
        made = { blob, name: `${base(videoSize(shape))}.${kind}` };
      } else if (kind === 'gif') {
        const blob = await makeGif({ design: logo.design, effect, background, shape }, progress);
        made = { blob, name: `${base(gifSize(shape))}.gif` };
      } else {
        // The player's file comes while the ZIP's code loads and the dialog paints.
        const player = import('./lottie-script').then((m) => m.playerBytes());
        player.catch(() => undefined);
        // The dialog paints before the main thread builds the ZIP (a fraction of a second).
        await nextPaint();
        const [{ makeLottieZip }] = await Promise.all([import('./lottie-zip'), player]);
        const name = base({ width: ANIM_SHAPE[shape].width, height: ANIM_SHAPE[shape].height });
        const files = await makeLottieZip({ design: logo.design, effect, background, shape, base: name, texts: lottieTexts(name) });
        progress(ANIMATION.frames, ANIMATION.frames);
        made = { blob: files.zip, name: `${name}-lottie.zip`, lottie: files.json };
      }
      const ms = performance.now() - started;
      // The still logo: the video's poster, and the GIF's stand-in while it is paused.
      const poster = stillPicture(anim, effect, background);
      setResult({ ...made, url: URL.createObjectURL(made.blob), kind, effect, ms, poster });
      setResultChoice(null);
      announce(t('animate.ready', { format: FORMAT[kind] }));
    } catch (err) {
      toast.error(t(err instanceof ApiError ? errorMessageKey(err) : 'animate.failed'));
    } finally {
      setJob(null);
    }
  }

  /** The Lottie's preview page and README in the site's language. */
  function lottieTexts(name: string) {
    const title = t('animate.lottieTitle', { name: logo.logo_name, effect: effectLabel(effect) });
    return {
      title,
      play: t('animate.play'),
      pause: t('animate.pause'),
      background: t('animate.background'),
      frame: t('animate.frame'),
      readme: t('animate.lottieReadme', { title, json: `${name}.json`, transparent: `${name}-transparent.json`, width: ANIM_SHAPE[shape].width, height: ANIM_SHAPE[shape].height }),
      lang: (document.documentElement.lang === 'zh-CN' ? 'zh-CN' : 'en') as 'en' | 'zh-CN',
    };
  }

  const save = () => {
    if (result) void saveBlob(result.blob, result.name);
  };

  const shapes = ANIM_SHAPES.map((s) => ({ value: s, label: t(`animate.shapes.${s}` as TKey) }));
  const video = videoSize(shape);
  const gif = gifSize(shape);
  const lockIcon = (icon: React.ReactNode) => (gate.locked ? <LockOutlined /> : icon);

  return (
    <div className="animate-page">
      <header>
        <p className="download-header__eyebrow"><Name>{logo.logo_name}</Name></p>
        <h1 className="download-header__title">{t('animate.title')}</h1>
        <p className="animate-page__lead">{t('animate.lead')}</p>
      </header>

      {noVideo && <Alert type="error" showIcon title={t('animate.unsupported')} data-testid="animate-unsupported" />}
      {ways && !noVideo && !ways.mp4 && <Alert type="info" showIcon title={t('animate.noMp4')} data-testid="animate-no-mp4" />}

      <section
        className={`animate-stage animate-stage--${shape}`}
        tabIndex={0}
        aria-label={t('animate.stage', { effect: effectLabel(effect) })}
        onKeyDown={(e) => {
          if (e.target !== e.currentTarget) return;
          if (e.key === 'ArrowLeft') step(-1);
          if (e.key === 'ArrowRight') step(1);
        }}
      >
        <Button className="animate-stage__arrow animate-stage__arrow--prev" shape="circle" size="large" icon={<LeftOutlined />} aria-label={t('animate.previous')} onClick={() => step(-1)} data-testid="animate-prev" />
        <canvas ref={canvas} width={width} height={height} className="animate-stage__canvas" style={{ aspectRatio: `${width} / ${height}` }} data-testid="animate-canvas" data-effect={effect} data-shape={shape} />
        <Button className="animate-stage__arrow animate-stage__arrow--next" shape="circle" size="large" icon={<RightOutlined />} aria-label={t('animate.next')} onClick={() => step(1)} data-testid="animate-next" />
        <div className="animate-stage__caption">
          <Button
            className="animate-stage__play"
            shape={phone ? 'circle' : 'round'}
            icon={playing ? <PauseOutlined /> : <CaretRightOutlined />}
            aria-label={t(playing ? 'animate.pauseLabel' : 'animate.playLabel')}
            onClick={() => setPlayChoice(!playing)}
            data-testid="animate-play"
            data-playing={playing}
          >
            {phone ? null : t(playing ? 'animate.pause' : 'animate.play')}
          </Button>
          <p className="animate-stage__effect" aria-live="polite">
            <strong data-testid="animate-effect">{effectLabel(effect)}</strong>
            <span>{t('animate.counter', { n: index + 1, total: EFFECT_IDS.length })}</span>
          </p>
        </div>
        {!playing && (
          <label className="animate-stage__frame">
            <span>{t('animate.frame')}</span>
            <input
              type="range"
              min={0}
              max={ANIMATION.frames - 1}
              step={1}
              value={shownFrame}
              onChange={(e) => preview.seek(frameTime(Number(e.target.value), ANIMATION.fps))}
              aria-valuetext={t('animate.frameOf', { n: shownFrame + 1, total: ANIMATION.frames })}
              data-testid="animate-frame"
            />
            <output>{t('animate.frameOf', { n: shownFrame + 1, total: ANIMATION.frames })}</output>
          </label>
        )}
      </section>

      <section className="animate-controls">
        <PillRadios legend={t('animate.shape')} options={shapes} value={shape} onChange={setShape} testId="animate-shapes" />
        <ColourSwatches legend={t('animate.background')} colours={swatches} value={background} onChange={setBackground} round custom={t('animate.custom')} testId="animate-colours" />
        <div className="animate-exports">
          <div className="animate-actions" onPointerEnter={ProgressDialog.preload} onFocus={ProgressDialog.preload}>
            <Button
              type="primary"
              size="large"
              icon={lockIcon(<VideoCameraOutlined />)}
              loading={job?.kind === 'mp4'}
              onClick={() => void run('mp4')}
              ref={makers.mp4}
              data-testid="animate-mp4"
            >
              {t('animate.video', { format: FORMAT.mp4 })}
            </Button>
            <Button size="large" icon={lockIcon(<VideoCameraOutlined />)} disabled={ways?.webm === false} loading={job?.kind === 'webm'} onClick={() => void run('webm')} ref={makers.webm} data-testid="animate-video">
              {t('animate.video', { format: FORMAT.webm })}
            </Button>
            <Button size="large" icon={lockIcon(<FileGifOutlined />)} loading={job?.kind === 'gif'} onClick={() => void run('gif')} ref={makers.gif} data-testid="animate-gif">
              {t('animate.gif')}
            </Button>
            <Button size="large" icon={lockIcon(<CodeOutlined />)} loading={job?.kind === 'lottie'} onClick={() => void run('lottie')} ref={makers.lottie} data-testid="animate-lottie">
              {t('animate.lottie')}
            </Button>
          </div>
          <p className="animate-exports__sizes" data-testid="animate-sizes">
            {t('animate.sizes', { video: `${video.width}×${video.height}`, gif: `${gif.width}×${gif.height}` })}
          </p>
        </div>
      </section>

      <ProgressDialog open={job !== null} title={job ? t(progressTitle(job.kind)) : null} server={job?.server === true} percent={job ? Math.round((job.done / job.total) * 100) : 0} />
      <ResultDialog
        open={result !== null}
        result={result}
        title={result ? t('animate.resultTitle', { effect: effectLabel(result.effect), format: FORMAT[result.kind] }) : null}
        label={result ? effectLabel(result.effect) : ''}
        playing={resultPlaying}
        reducedMotion={reducedMotion}
        onTogglePlay={() => setResultChoice(!resultPlaying)}
        onClose={() => setResult(null)}
        onSave={save}
        afterClose={() => makers[madeBy.current].current?.focus()}
        afterOpenChange={setResultOpened}
        opened={resultOpened}
      />
      {gate.dialog}
    </div>
  );
}

function progressTitle(kind: Export): TKey {
  return kind === 'gif' ? 'animate.encoding' : kind === 'lottie' ? 'animate.lottieMaking' : 'animate.recording';
}
