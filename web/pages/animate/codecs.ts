import { ANIMATION } from '../../../core/constants';

/** Videos the page makes. */
export type VideoExt = 'mp4' | 'webm';

const VP9 = 'vp09.00.40.08';
/** H.264 High, Main and Constrained Baseline at level 4.0 (1920×1080 and 1080×1920 at 30 fps), the best first. */
const AVC = ['avc1.640028', 'avc1.4d0028', 'avc1.42e028'];
/** WebCodecs' codecs for each video, the best first. */
export const CODECS: Record<VideoExt, readonly string[]> = { mp4: AVC, webm: [VP9] };
const BITRATE = 8_000_000;

/** The encoder's settings: asked of the browser on the page (videoWay), used in the video worker. */
export function encoderConfig(codec: string, size: { width: number; height: number }): VideoEncoderConfig {
  // Real-time speed: a 1080p frame in a few ms instead of tens, at a slightly larger file.
  const config: VideoEncoderConfig = { codec, width: size.width, height: size.height, bitrate: BITRATE, framerate: ANIMATION.fps, latencyMode: 'realtime' };
  // The MP4 muxer wants the parameter sets beside the stream (avcC), not in it.
  if (codec.startsWith('avc1')) config.avc = { format: 'avc' };
  return config;
}
