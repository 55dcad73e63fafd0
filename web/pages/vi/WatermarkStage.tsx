import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Slider } from 'antd';
import { useMemo, useRef, useState, type ChangeEvent } from 'react';
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
import { toast } from '../../components/toast';
import { useSvgUrl } from '../../components/useSvgUrl';
import { useT } from '../../i18n';
import type { ImageSource } from './useImageSaver';

const MAX_UPLOAD = 20 * 1024 * 1024;

/** The picture of an SVG as a PNG blob, drawn by the browser at the watermark's full size. */
async function svgToPng(svg: string): Promise<Blob> {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = WATERMARK_SIZE.width;
    canvas.height = WATERMARK_SIZE.height;
    canvas.getContext('2d')!.drawImage(img, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob>((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('canvas'))), 'image/png'));
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** An uploaded file as a data URL, if its bytes are a picture the slot takes. */
async function readPicture(file: File): Promise<string | null> {
  if (file.size > MAX_UPLOAD) return null;
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = sniffImage(bytes);
  if (!kind) return null;
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  const url = `data:image/${kind};base64,${btoa(binary)}`;
  // A picture the browser cannot draw is no picture either.
  const img = new Image();
  img.src = url;
  try {
    await img.decode();
  } catch {
    return null;
  }
  return url;
}

function Slide(props: { design: TOutlinedDesign; index: number; name: string; busy: boolean; onSave: (s: ImageSource) => void }) {
  const t = useT();
  const { index, design } = props;
  const row = Math.floor(index / WATERMARK_PER_ROW);
  const [opacity, setOpacity] = useState(watermarkDefaultOpacity(row));
  const [upload, setUpload] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);
  const slot = isUploadSlot(index);
  const svg = useMemo(() => composeWatermarkSvg(design, { index, opacity, upload, width: 480 }), [design, index, opacity, upload]);
  const src = useSvgUrl(svg);

  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const url = await readPicture(file);
    if (url) setUpload(url);
    else toast.error(t('vi.watermark.notImage'));
  };
  const download = async () => {
    const blob = await svgToPng(composeWatermarkSvg(design, { index, opacity, upload }));
    props.onSave({ blob, name: `${props.name}-${t('vi.watermark.fileName')}-${index + 1}.png` });
  };

  return (
    <article className="vi-watermark" data-testid={`vi-watermark-${index}`} data-opacity={opacity}>
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
          <Slider
            min={WATERMARK_OPACITY.min}
            max={WATERMARK_OPACITY.max}
            step={WATERMARK_OPACITY.step}
            value={opacity}
            onChange={setOpacity}
            style={{ width: WATERMARK_SLIDER_WIDTH }}
            aria-label={t('vi.watermark.opacity')}
            data-testid="vi-watermark-opacity"
          />
        </label>
        <Button size="small" icon={<DownloadOutlined />} disabled={props.busy || (slot && !upload)} onClick={() => void download()} data-testid="vi-watermark-download">
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
 * per picture; the composed picture downloads as PNG.
 */
export function WatermarkStage(props: { design: TOutlinedDesign; name: string; busy: boolean; onSave: (s: ImageSource) => void }) {
  const t = useT();
  return (
    <section className="vi-section" aria-labelledby="vi-watermark-title" data-testid="vi-watermarks">
      <div className="vi-section__head">
        <h2 id="vi-watermark-title">{t('vi.watermark.title')}</h2>
        <p>{t('vi.watermark.lead')}</p>
      </div>
      {Array.from({ length: WATERMARK_ROWS }, (_, row) => (
        <div key={row} className="vi-watermarks" tabIndex={0} role="group" aria-label={t('vi.watermark.row', { n: row + 1 })} data-testid={`vi-watermark-row-${row}`}>
          {Array.from({ length: WATERMARK_PER_ROW }, (_, i) => (
            <Slide key={i} index={row * WATERMARK_PER_ROW + i} {...props} />
          ))}
        </div>
      ))}
    </section>
  );
}
