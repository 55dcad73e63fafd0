import { DownloadOutlined, LockOutlined, UploadOutlined } from '@ant-design/icons';
import { useDeferredValue, useMemo, useRef, useState, type ChangeEvent } from 'react';
import type { TOutlinedDesign } from '../../../core/design';
import {
  composeWatermarkSvg,
  isUploadSlot,
  sniffImage,
  watermarkDefaultOpacity,
  WATERMARK_OPACITY,
  WATERMARK_PER_ROW,
  WATERMARK_ROWS,
  WATERMARK_SIZE,
  WATERMARK_SLIDER_WIDTH,
} from '../../../core/vi/watermark';
import { StepSlider } from '../../components/StepSlider';
import { toast } from '../../components/toast';
import { useSeen } from '../../components/useInView';
import { useSvgUrl } from '../../components/useSvgUrl';
import { useT } from '../../i18n';
import type { ImageSource } from './useImageSaver';
import { Section } from './Section';
import { decodePicture } from '../icon/decode';
import { Button } from '../../components/Button';

const MAX_UPLOAD = 20 * 1024 * 1024;
const { width: W, height: H } = WATERMARK_SIZE;

function loadImage(src: string): Promise<HTMLImageElement> {
  const img = new Image();
  img.src = src;
  return img.decode().then(() => img);
}

/** Draws an SVG string onto the canvas at full size (an SVG of paths only: see core/vi/watermark.ts `layer`). */
async function drawSvg(ctx: CanvasRenderingContext2D, svg: string, alpha = 1): Promise<void> {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const img = await loadImage(url);
    ctx.globalAlpha = alpha;
    ctx.drawImage(img, 0, 0, W, H);
    ctx.globalAlpha = 1;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** A picture drawn to fill the canvas, cropped to its middle (as the preview's `slice`). */
function drawCover(ctx: CanvasRenderingContext2D, img: HTMLImageElement): void {
  const scale = Math.max(W / img.naturalWidth, H / img.naturalHeight);
  const w = img.naturalWidth * scale;
  const h = img.naturalHeight * scale;
  ctx.drawImage(img, (W - w) / 2, (H - h) / 2, w, h);
}

/**
 * The slot's picture as a PNG at 1600×1200, drawn layer by layer — the
 * background, the buyer's picture, the logo at its opacity — so the canvas
 * never draws an SVG holding a picture (WebKit would refuse the export).
 */
async function exportPng(design: TOutlinedDesign, index: number, opacity: number, upload: string | undefined): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = W;
  canvas.height = H;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no canvas');
  await drawSvg(ctx, composeWatermarkSvg(design, { index, opacity, layer: 'background' }));
  if (upload) drawCover(ctx, await loadImage(upload));
  await drawSvg(ctx, composeWatermarkSvg(design, { index, opacity, layer: 'logo' }), opacity);
  return new Promise<Blob>((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('canvas'))), 'image/png'));
}

type Picked = { ok: true; url: string } | { ok: false; reason: 'notImage' | 'tooLarge' };

/**
 * A chosen file as the slot's picture: refused unless its bytes are a PNG,
 * JPEG, GIF or WebP the browser can draw; then made once into a JPEG no
 * bigger than the watermark, so each slider step recomposes a small picture.
 */
async function readPicture(file: File): Promise<Picked> {
  if (file.size > MAX_UPLOAD) return { ok: false, reason: 'tooLarge' };
  const kind = sniffImage(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
  if (!kind) return { ok: false, reason: 'notImage' };
  // Decoded as the icon page decodes a photo: a file the browser cannot draw is no picture either.
  const img = await decodePicture(file);
  if (!img) return { ok: false, reason: 'notImage' };
  try {
    const scale = Math.min(1, Math.max(W / img.naturalWidth, H / img.naturalHeight));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(img.naturalWidth * scale));
    canvas.height = Math.max(1, Math.round(img.naturalHeight * scale));
    canvas.getContext('2d')!.drawImage(img, 0, 0, canvas.width, canvas.height);
    return { ok: true, url: canvas.toDataURL('image/jpeg', 0.9) };
  } finally {
    URL.revokeObjectURL(img.src);
  }
}

interface StageProps {
  design: TOutlinedDesign;
  /** The file name's start: site text and logo name (spec 02 §9). */
  name: string;
  busy: boolean;
  /** The viewer may not download (not bought, not signed in): a click opens the gate instead. */
  locked: boolean;
  onLocked: () => void;
  onSave: (s: ImageSource) => void;
}

function Slide(props: StageProps & { index: number }) {
  const t = useT();
  const { index, design } = props;
  const row = Math.floor(index / WATERMARK_PER_ROW);
  const [opacity, setOpacity] = useState(watermarkDefaultOpacity(row));
  const [upload, setUpload] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);
  const slot = isUploadSlot(index);
  // The picture follows the slider a step behind while keys come fast: composing it is kept out of
  // the urgent render of each press, which then stays short.
  const shown = useDeferredValue(opacity);
  // Composed once the picture comes near the view (eighteen of them, most below the fold or along the rows).
  const ref = useRef<HTMLElement>(null);
  const seen = useSeen(ref);
  const svg = useMemo(() => (seen ? composeWatermarkSvg(design, { index, opacity: shown, upload, width: 480 }) : null), [seen, design, index, shown, upload]);
  const src = useSvgUrl(svg);

  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const picked = await readPicture(file);
    if (picked.ok) setUpload(picked.url);
    else toast.error(t(picked.reason === 'tooLarge' ? 'vi.watermark.tooLarge' : 'vi.watermark.notImage'));
  };
  const download = () => {
    if (props.locked) return props.onLocked();
    props.onSave({ make: () => exportPng(design, index, opacity, upload), name: `${props.name}-${t('vi.watermark.fileName')}-${index + 1}.png` });
  };

  return (
    <article ref={ref} className="vi-watermark" data-testid={`vi-watermark-${index}`} data-opacity={opacity}>
      <div className="vi-watermark__picture">
        {src && <img src={src} alt={t('vi.watermark.alt', { n: index + 1 })} data-testid="vi-watermark-preview" />}
        {slot && (
          <>
            <input ref={input} type="file" accept="image/*" hidden onChange={(e) => void choose(e)} data-testid="vi-watermark-upload-input" />
            <Button className="vi-watermark__upload" icon={<UploadOutlined />} onClick={() => input.current?.click()} data-testid="vi-watermark-upload">
              {upload ? t('vi.watermark.replace') : t('vi.watermark.upload')}
            </Button>
          </>
        )}
      </div>
      <div className="vi-watermark__controls">
        <label>
          <span className="vi-watermark__label">{t('vi.watermark.opacity')}</span>
          <StepSlider
            min={WATERMARK_OPACITY.min}
            max={WATERMARK_OPACITY.max}
            step={WATERMARK_OPACITY.step}
            value={opacity}
            onChange={setOpacity}
            label={t('vi.watermark.opacityOf', { n: index + 1 })}
            style={{ width: WATERMARK_SLIDER_WIDTH }}
            testId="vi-watermark-opacity"
          />
        </label>
        <Button
          size="small"
          icon={props.locked ? <LockOutlined /> : <DownloadOutlined />}
          disabled={props.busy || (slot && !upload)}
          onClick={download}
          data-testid="vi-watermark-download"
        >
          PNG
        </Button>
      </div>
    </article>
  );
}

/**
 * The background-watermark stage (spec 02 §2, §5, §9): three sliders of six
 * backgrounds, the sixth of each a slot for the buyer's own picture (read
 * in the browser, checked by its bytes, never uploaded); an opacity slider
 * per picture; the composed picture downloads as PNG for a signed-in viewer
 * of a bought logo (the effects' rule), the others are led to buy or sign in.
 */
export function WatermarkStage(props: StageProps) {
  const t = useT();
  return (
    <Section title={t('vi.watermark.title')} lead={t('vi.watermark.lead')} testId="vi-watermarks">
      {Array.from({ length: WATERMARK_ROWS }, (_, row) => (
        <div key={row} className="vi-watermarks" tabIndex={0} role="group" aria-label={t('vi.watermark.row', { n: row + 1 })} data-testid={`vi-watermark-row-${row}`}>
          {Array.from({ length: WATERMARK_PER_ROW }, (_, i) => (
            <Slide key={i} index={row * WATERMARK_PER_ROW + i} {...props} />
          ))}
        </div>
      ))}
    </Section>
  );
}
