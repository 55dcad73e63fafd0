import { useState, type CSSProperties, type ReactNode } from 'react';
import { placeholderClass } from './useInView';

interface Props {
  /** The picture's address; nothing is asked for until the card has been near the view (`seen`). */
  src: string;
  seen: boolean;
  alt: string;
  /** The box the picture fills: its class, and the placeholder's and the failure line's. */
  className: string;
  placeholderClassName: string;
  failed: ReactNode;
  width?: number;
  height?: number;
  style?: CSSProperties;
  testId: string;
}

/**
 * A picture the server draws from the logo (a mockup scene on the mockups
 * page and the brand identity page's presets, a business card's sample side):
 * grey bars until it has come, busy meanwhile, a line in its place if it
 * cannot come. Its address follows the logo (web/api/designPictures.ts).
 */
export function ServerPicture({ src, seen, alt, className, placeholderClassName, failed, width, height, style, testId }: Props) {
  const [shown, setShown] = useState<{ src: string; state: 'loaded' | 'failed' } | null>(null);
  const state = shown?.src === src ? shown.state : 'loading';
  return (
    <div className={className} aria-busy={seen && state === 'loading'}>
      {state === 'failed'
        ? failed
        : seen && (
            <img
              src={src}
              alt={alt}
              width={width}
              height={height}
              decoding="async"
              style={style}
              onLoad={() => setShown({ src, state: 'loaded' })}
              onError={() => setShown({ src, state: 'failed' })}
              data-testid={testId}
            />
          )}
      {state === 'loading' && <span className={placeholderClass(seen, placeholderClassName)} aria-hidden />}
    </div>
  );
}
