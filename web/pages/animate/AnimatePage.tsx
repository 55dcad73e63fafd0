import { CaretRightOutlined, FileGifOutlined, LeftOutlined, LockOutlined, PauseOutlined, RightOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Progress } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { animFrame, EFFECT_IDS, type AnimEffectId } from '../../../core/animate/effects';
import { animLogo } from '../../../core/animate/logo';
import { ANIMATION } from '../../../core/constants';
import { brandAssetRefusal } from '../../../core/downloads';
import { useArea, useLogo } from '../../area/AreaContext';
import { ColourSwatches } from '../../components/ColourSwatches';
import { announce, toast } from '../../components/toast';
import { useReducedMotion } from '../../components/useReducedMotion';
import { translate, useT, type TKey } from '../../i18n';
import { useLayoutMode } from '../../layout/useLayoutMode';
import { usePackageGate } from '../../purchase/usePackageGate';
import { saveBlob } from '../download/fileSave';
import { paintFrame } from './paint';
import { stillPicture, usePreviewLoop } from './preview';
import { makeGif, makeVideo, videoWay, type VideoWay } from './record';
import './animate.css';
import { Name } from '../../components/Name';

type Job = { kind: 'video' | 'gif'; done: number; total: number };
type Result = { blob: Blob; url: string; kind: 'video' | 'gif'; ext: string; effect: AnimEffectId; ms: number; poster: string };

const effectName = (e: AnimEffectId) => `animate.effects.${e}` as TKey;

/**
 * The animation page /animate (spec 02 §2, §4, §8, §9): the logo animated in
 * a 800×600 preview, previous/next effect (wrapping), a background colour,
 * the video (WebM, or MP4 where only that is recorded; 1600×1200) and the GIF
 * (800×600, 30 fps, lossy 80, made in a worker), each shown full screen
 * before it is saved. Every export is the 90 frames of 3 s drawn from their
 * own times. Downloads need the professional package.
 *
 * The preview loops until paused by its button (WCAG 2.2.2); where the
 * reader asks for less motion it starts paused on the still logo and plays
 * only when asked. The files are the same either way.
 */
export default function AnimatePage() {
  const t = useT();
  const logo = useLogo();
  const { roles } = useArea();
  // As mockups: a visitor signs in first, then the professional package (spec 02 §6).
  const gate = usePackageGate(logo.fa_id, brandAssetRefusal(roles));
  const [index, setIndex] = useState(0);
  const effect = EFFECT_IDS[index];
  // The logo's own background first (the default), white, its colours, near-black.
  const swatches = useMemo(
    () => [...new Set([logo.design.background.toUpperCase(), '#FFFFFF', ...logo.design.colors.map((c) => c.toUpperCase()), '#111111'])],
    [logo.design.background, logo.design.colors],
  );
  const [background, setBackground] = useState(logo.design.background.toUpperCase());
  const [job, setJob] = useState<Job | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  // The buttons that make the files: the result dialog gives the focus back to the one pressed (the progress
  // dialog that stood between had it last, so antd's own return would drop it on the page).
  const makers = { video: useRef<HTMLButtonElement>(null), gif: useRef<HTMLButtonElement>(null) };
  const madeBy = useRef<'video' | 'gif'>('gif');
  // undefined while finding out; null: no recording in this browser.
  const [way, setWay] = useState<VideoWay | null | undefined>(undefined);
  const { width, height } = ANIMATION.preview;
  const anim = useMemo(() => animLogo(logo.design, { width, height, background }), [logo.design, width, height, background]);

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
  usePreviewLoop(draw, effect, playing);
  // The GIF shown before saving loops as an image cannot be paused: paused, its still logo is shown instead.
  const [gifChoice, setGifChoice] = useState<boolean | null>(null);
  const gifPlaying = gifChoice ?? !reducedMotion;
  // On a phone the button is its icon alone (named all the same), so the longest effect's name fits between the arrows.
  const phone = useLayoutMode() === 'mobile';

  useEffect(() => () => (result ? URL.revokeObjectURL(result.url) : undefined), [result]);
  useEffect(() => {
    let live = true;
    void videoWay().then((w) => live && setWay(w));
    return () => {
      live = false;
    };
  }, []);

  const step = (by: number) => setIndex((i) => (i + by + EFFECT_IDS.length) % EFFECT_IDS.length);

  async function run(kind: 'video' | 'gif') {
    if (gate.locked) {
      gate.open();
      return;
    }
    if (job) return;
    madeBy.current = kind;
    setJob({ kind, done: 0, total: ANIMATION.frames });
    // Said at the start and the end; the dialog's bar shows the frames between.
    announce(kind === 'video' ? t('animate.recording') : t('animate.encoding'));
    const progress = (done: number, total: number) => setJob({ kind, done, total });
    const started = performance.now();
    try {
      const video = kind === 'video' ? (way ?? (await videoWay())) : null;
      if (kind === 'video' && !video) throw new Error('no video recording in this browser');
      const blob = video ? await makeVideo(video, logo.design, effect, background, progress) : await makeGif({ design: logo.design, effect, background }, progress);
      const ms = performance.now() - started;
      // The still logo: the video's poster, and the GIF's stand-in while it is paused.
      const poster = stillPicture(anim, effect, background);
      setResult({ blob, url: URL.createObjectURL(blob), kind, ext: video ? video.ext : 'gif', effect, ms, poster });
      setGifChoice(null);
      announce(t('animate.ready', { format: (video ? video.ext : 'gif').toUpperCase() }));
    } catch {
      toast.error(t('animate.failed'));
    } finally {
      setJob(null);
    }
  }

  const save = () => {
    if (!result) return;
    void saveBlob(result.blob, `${logo.logo_name}-${t(effectName(result.effect))}.${result.ext}`);
  };

  const videoLabel = (way?.ext ?? 'webm').toUpperCase();

  return (
    <div className="animate-page">
      <header>
        <p className="download-header__eyebrow"><Name>{logo.logo_name}</Name></p>
        <h1 className="download-header__title">{t('animate.title')}</h1>
        <p className="animate-page__lead">{t('animate.lead')}</p>
      </header>

      {way === null && <Alert type="error" showIcon message={t('animate.unsupported')} data-testid="animate-unsupported" />}

      <section
        className="animate-stage"
        tabIndex={0}
        aria-label={t('animate.stage', { effect: t(effectName(effect)) })}
        onKeyDown={(e) => {
          if (e.key === 'ArrowLeft') step(-1);
          if (e.key === 'ArrowRight') step(1);
        }}
      >
        <Button className="animate-stage__arrow animate-stage__arrow--prev" shape="circle" size="large" icon={<LeftOutlined />} aria-label={t('animate.previous')} onClick={() => step(-1)} data-testid="animate-prev" />
        <canvas ref={canvas} width={width} height={height} className="animate-stage__canvas" data-testid="animate-canvas" data-effect={effect} />
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
            <strong data-testid="animate-effect">{t(effectName(effect))}</strong>
            <span>{t('animate.counter', { n: index + 1, total: EFFECT_IDS.length })}</span>
          </p>
        </div>
      </section>

      <section className="animate-controls">
        <ColourSwatches legend={t('animate.background')} colours={swatches} value={background} onChange={setBackground} round custom={t('animate.custom')} testId="animate-colours" />
        <div className="animate-actions">
          <Button
            type="primary"
            size="large"
            icon={gate.locked ? <LockOutlined /> : <VideoCameraOutlined />}
            disabled={way === null}
            loading={job?.kind === 'video'}
            onClick={() => void run('video')}
            ref={makers.video}
            data-testid="animate-video"
          >
            {t('animate.video', { format: videoLabel })}
          </Button>
          <Button size="large" icon={gate.locked ? <LockOutlined /> : <FileGifOutlined />} loading={job?.kind === 'gif'} onClick={() => void run('gif')} ref={makers.gif} data-testid="animate-gif">
            {t('animate.gif')}
          </Button>
        </div>
      </section>

      <Modal open={job !== null} footer={null} closable={false} maskClosable={false} title={job?.kind === 'video' ? t('animate.recording') : t('animate.encoding')}>
        <Progress percent={job ? Math.round((job.done / job.total) * 100) : 0} aria-label={job?.kind === 'video' ? t('animate.recording') : t('animate.encoding')} data-testid="animate-progress" />
      </Modal>

      <Modal
        open={result !== null}
        onCancel={() => setResult(null)}
        afterClose={() => makers[madeBy.current].current?.focus()}
        width="100vw"
        className="animate-result"
        title={result ? t('animate.resultTitle', { effect: t(effectName(result.effect)), format: result.ext.toUpperCase() }) : null}
        footer={[
          result?.kind === 'gif' && (
            <Button
              key="play"
              className="animate-result__play"
              icon={gifPlaying ? <PauseOutlined /> : <CaretRightOutlined />}
              aria-label={t(gifPlaying ? 'animate.pauseLabel' : 'animate.playLabel')}
              onClick={() => setGifChoice(!gifPlaying)}
              data-testid="animate-result-play"
              data-playing={gifPlaying}
            >
              {t(gifPlaying ? 'animate.pause' : 'animate.play')}
            </Button>
          ),
          <Button key="close" onClick={() => setResult(null)} data-testid="animate-close">
            {t('animate.close')}
          </Button>,
          <Button key="save" type="primary" onClick={save} data-testid="animate-save">
            {t('animate.save')}
          </Button>,
        ]}
      >
        {result &&
          (result.kind === 'video' ? (
            <video className="animate-result__media" src={result.url} poster={result.poster} autoPlay={!reducedMotion} loop muted playsInline controls data-testid="animate-result" data-ms={Math.round(result.ms)} />
          ) : (
            <img
              className="animate-result__media"
              src={gifPlaying ? result.url : result.poster}
              alt={t(effectName(result.effect))}
              data-testid="animate-result"
              data-ms={Math.round(result.ms)}
            />
          ))}
      </Modal>
      {gate.dialog}
    </div>
  );
}
