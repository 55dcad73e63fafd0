import { useEffect, useRef, useState } from 'react';
import type { AnimationItem } from 'lottie-web';
import type { LottieJson } from '../../../core/animate/lottie';

/**
 * Plays a Lottie with lottie-web's SVG player (loaded only when a Lottie is
 * made, the same file the ZIP carries: lottie-script.ts): the result dialog shows the file as an app or a site will. Paused,
 * it stands on the last frame (the still logo).
 */
export function LottiePlayer({ data, playing, label, className, ...rest }: { data: LottieJson; playing: boolean; label: string; className?: string; 'data-testid'?: string; 'data-ms'?: number }) {
  const box = useRef<HTMLDivElement>(null);
  const [anim, setAnim] = useState<AnimationItem | null>(null);

  useEffect(() => {
    let live = true;
    let item: AnimationItem | null = null;
    void import('./lottie-script')
      .then(({ loadPlayer }) => loadPlayer())
      .then(
        (lottie) => {
          if (!live || !box.current) return;
          item = lottie.loadAnimation({ container: box.current, renderer: 'svg', loop: true, autoplay: false, animationData: structuredClone(data) });
          setAnim(item);
        },
        () => undefined,
      );
    return () => {
      live = false;
      item?.destroy();
      setAnim(null);
    };
  }, [data]);

  useEffect(() => {
    if (!anim) return;
    if (playing) anim.play();
    else anim.goToAndStop(data.op - 1, true);
  }, [anim, playing, data.op]);

  return (
    <div
      ref={box}
      role="img"
      aria-label={label}
      className={className}
      style={{ aspectRatio: `${data.w} / ${data.h}`, width: `min(100%, calc((100vh - 200px) * ${data.w / data.h}))` }}
      data-ready={anim !== null}
      {...rest}
    />
  );
}
