import { CaretRightOutlined, PauseOutlined } from '@ant-design/icons';
import { Button, Modal, Progress, Spin } from 'antd';
import { useT } from '../../i18n';
import type { AnimEffectId } from '../../../core/animate/effects';
import type { LottieJson } from '../../../core/animate/lottie';
import { LottiePlayer } from './LottiePlayer';

export type Export = 'mp4' | 'webm' | 'gif' | 'lottie';
/** A file made, shown before it is saved. */
export type Result = { blob: Blob; url: string; kind: Export; name: string; effect: AnimEffectId; ms: number; poster: string; lottie?: LottieJson };

interface ProgressProps {
  open: boolean;
  title: string | null;
  /** An MP4 the server is making: it says nothing until it is done. */
  server: boolean;
  percent: number;
}

/** While a file is made: its frames' progress, or the server's MP4 under way. */
export function ProgressDialog({ open, title, server, percent }: ProgressProps) {
  const t = useT();
  return (
    <Modal open={open} footer={null} closable={false} maskClosable={false} title={title}>
      {server ? (
        <p className="animate-progress__server" data-testid="animate-progress-server">
          <Spin size="small" /> {t('animate.serverMaking')}
        </p>
      ) : (
        <Progress percent={percent} aria-label={title ?? undefined} data-testid="animate-progress" />
      )}
    </Modal>
  );
}

interface ResultProps {
  open: boolean;
  result: Result | null;
  title: string | null;
  /** The effect's name: the picture's text. */
  label: string;
  /** The GIF or Lottie playing (paused: the still logo, or the Lottie's last frame). */
  playing: boolean;
  reducedMotion: boolean;
  onTogglePlay: () => void;
  onClose: () => void;
  onSave: () => void;
  /** Closed: where the focus goes (the button that made the file). */
  afterClose: () => void;
  /** Its opening motion has ended (true) or it has closed (false). */
  afterOpenChange: (opened: boolean) => void;
  /** Its buttons stand where they stay (said to tests: a click during the zoom lands where a button is not yet). */
  opened: boolean;
}

/** The file made, full screen, before it is saved: the video with its controls, the GIF or the Lottie with play/pause. */
export function ResultDialog({ open, result, title, label, playing, reducedMotion, onTogglePlay, onClose, onSave, afterClose, afterOpenChange, opened }: ResultProps) {
  const t = useT();
  return (
    <Modal
      open={open}
      onCancel={onClose}
      afterClose={afterClose}
      afterOpenChange={afterOpenChange}
      width="100vw"
      className="animate-result"
      title={title}
      footer={[
        (result?.kind === 'gif' || result?.kind === 'lottie') && (
          <Button
            key="play"
            className="animate-result__play"
            icon={playing ? <PauseOutlined /> : <CaretRightOutlined />}
            aria-label={t(playing ? 'animate.pauseLabel' : 'animate.playLabel')}
            onClick={onTogglePlay}
            data-testid="animate-result-play"
            data-playing={playing}
          >
            {t(playing ? 'animate.pause' : 'animate.play')}
          </Button>
        ),
        <Button key="close" onClick={onClose} data-testid="animate-close" data-opened={opened}>
          {t('animate.close')}
        </Button>,
        <Button key="save" type="primary" onClick={onSave} data-testid="animate-save" data-opened={opened}>
          {t('animate.save')}
        </Button>,
      ]}
    >
      {result &&
        (result.kind === 'mp4' || result.kind === 'webm' ? (
          <video className="animate-result__media" src={result.url} poster={result.poster} autoPlay={!reducedMotion} loop muted playsInline controls data-testid="animate-result" data-ms={Math.round(result.ms)} />
        ) : result.kind === 'lottie' && result.lottie ? (
          <LottiePlayer className="animate-result__media" data={result.lottie} playing={playing} label={label} data-testid="animate-result" data-ms={Math.round(result.ms)} />
        ) : (
          <img className="animate-result__media" src={playing ? result.url : result.poster} alt={label} data-testid="animate-result" data-ms={Math.round(result.ms)} />
        ))}
    </Modal>
  );
}
