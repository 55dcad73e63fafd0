import type { LottiePlayer } from 'lottie-web';
import playerUrl from 'lottie-web/build/player/lottie_svg.min.js?url';

/**
 * lottie-web's SVG player, one file for both of its uses: the bytes the
 * Lottie ZIP carries beside its preview page, and the script the result
 * dialog plays the Lottie with — fetched once, the second use from the
 * browser's cache (the file is content-addressed, cached for a year).
 */
let bytes: Promise<Uint8Array> | null = null;

/** The player's bytes, fetched once a page (a failure is asked again next time). */
export function playerBytes(): Promise<Uint8Array> {
  bytes ??= fetch(playerUrl)
    .then(async (response) => {
      if (!response.ok) throw new Error(`lottie-web: ${response.status}`);
      return new Uint8Array(await response.arrayBuffer());
    })
    .catch((error: unknown) => {
      bytes = null;
      throw error;
    });
  return bytes;
}

let loading: Promise<LottiePlayer> | null = null;

/** The player, loaded as the classic script it is (it sets window.lottie). */
export function loadPlayer(): Promise<LottiePlayer> {
  const ready = () => (window as unknown as { lottie?: LottiePlayer }).lottie;
  loading ??= new Promise<LottiePlayer>((resolve, reject) => {
    const loaded = ready();
    if (loaded) return resolve(loaded);
    const script = document.createElement('script');
    script.src = playerUrl;
    script.async = true;
    script.onload = () => {
      const lottie = ready();
      if (lottie) resolve(lottie);
      else reject(new Error('lottie-web did not load'));
    };
    script.onerror = () => reject(new Error('lottie-web did not load'));
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
