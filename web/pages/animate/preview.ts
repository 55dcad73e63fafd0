import { useCallback, useEffect, useRef, useState } from 'react';
import { animFrame, type AnimEffectId } from '../../../core/animate/effects';
import type { AnimLogo } from '../../../core/animate/logo';
import { ANIMATION } from '../../../core/constants';
import { paintFrame } from './paint';

/**
 * The preview's place in its loop (seconds), kept across pauses. Before it
 * first plays, and for a new effect while paused, it stands on the loop's
 * end: the last frame, the logo as composed, where every effect ends.
 * Playing from there starts the effect from its beginning; playing after a
 * pause goes on from the frame it stopped on. Times are performance.now()
 * milliseconds.
 */
export class PreviewClock {
  private at: number;
  private since: number | null = null;

  constructor(private readonly length: number = ANIMATION.seconds) {
    this.at = length;
  }

  get playing(): boolean {
    return this.since !== null;
  }

  /** Seconds into the loop at `now`: [0, length) while playing; the frame it rests on while paused. */
  time(now: number): number {
    return this.since === null ? this.at : (this.at + Math.max(0, now - this.since) / 1000) % this.length;
  }

  play(now: number): void {
    if (this.since !== null) return;
    this.at %= this.length;
    this.since = now;
  }

  pause(now: number): void {
    if (this.since === null) return;
    this.at = this.time(now);
    this.since = null;
  }

  /** While paused: rest on `seconds` (the frame the reader picked). */
  seek(seconds: number): void {
    if (this.since === null) this.at = Math.max(0, Math.min(this.length, seconds));
  }

  /** Another effect: from its start while playing, else its last frame. */
  restart(now: number): void {
    this.at = this.since === null ? this.length : 0;
    if (this.since !== null) this.since = now;
  }
}

/**
 * Draws the preview: on every screen frame while `playing`, once when
 * paused (and again when `draw` changes: another effect or background). The
 * exports never come here — they draw each frame from its own time
 * (record.ts, gif.worker.ts), so pausing or the reader's motion setting
 * cannot change a file.
 */
export function usePreviewLoop(draw: (seconds: number) => void, effect: string, playing: boolean): { at: number; seek: (seconds: number) => void } {
  const [clock] = useState(() => new PreviewClock());
  const shown = useRef(effect);
  // Where the paused preview rests (seconds): the frame picker shows it.
  const [at, setAt] = useState<number>(ANIMATION.seconds);
  useEffect(() => {
    const now = performance.now();
    if (shown.current !== effect) {
      shown.current = effect;
      clock.restart(now);
    }
    if (!playing) {
      clock.pause(now);
      const t = clock.time(now);
      setAt(t);
      draw(t);
      return;
    }
    clock.play(now);
    let frame = 0;
    const tick = (t: number) => {
      draw(clock.time(t));
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [clock, draw, effect, playing]);
  const seek = useCallback(
    (seconds: number) => {
      clock.seek(seconds);
      const t = clock.time(performance.now());
      setAt(t);
      draw(t);
    },
    [clock, draw],
  );
  return { at, seek };
}

/**
 * The still logo (the last frame, where every effect ends) as a PNG data URL:
 * the poster a video shows before it plays, which with less motion it does
 * only when asked (its first frame is, for most effects, the empty background).
 */
export function stillPicture(logo: AnimLogo, effect: AnimEffectId, background: string): string {
  const { width, height } = logo;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  paintFrame(canvas.getContext('2d')!, animFrame(logo, effect, ANIMATION.seconds), 1, { width, height }, background);
  return canvas.toDataURL('image/png');
}
