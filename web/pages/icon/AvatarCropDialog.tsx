import { Button, Modal } from 'antd';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { AVATAR_SIDE } from '../../../core/avatars';
import { useT } from '../../i18n';
import { centredView, clampView, cropRect, MAX_ZOOM, viewAfterKey, zoomView, type CropView } from './crop';
import { StepSlider } from '../../components/StepSlider';

/** Side of the crop viewport (css px); smaller on narrow phones through CSS scaling. */
const VIEWPORT = 300;

interface Props {
  /** Open while there is an image (what lazyDialog loads it by: the page loads it when a picture is picked). */
  open: boolean;
  /** The picked file, already decoded (see decode.ts), or null when closed. */
  image: HTMLImageElement | null;
  uploading: boolean;
  onCancel: () => void;
  /** The square crop as a JPG, AVATAR_SIDE px. */
  onConfirm: (blob: Blob) => void;
}

/**
 * The square crop dialog of the avatar upload (spec 01 §2, §5 aspect 1): drag
 * or use the arrow keys to move the picture, the slider, +/− or Page Up/Page
 * Down to zoom (crop.ts viewAfterKey). The crop area is named, and its
 * description says which keys do what (WCAG 2.1.1: no move needs a mouse).
 */
export function AvatarCropDialog({ image, uploading, onCancel, onConfirm }: Props) {
  const t = useT();
  const [view, setView] = useState<CropView>({ zoom: 1, x: 0, y: 0 });
  const drag = useRef<{ px: number; py: number; x: number; y: number } | null>(null);

  useEffect(() => {
    if (image) setView(centredView({ width: image.naturalWidth, height: image.naturalHeight }, VIEWPORT));
  }, [image]);

  const size = image ? { width: image.naturalWidth, height: image.naturalHeight } : null;
  const hintId = useId();
  const zoom = (z: number) => size && setView((v) => zoomView(size, VIEWPORT, v, z));

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { px: e.clientX, py: e.clientY, x: view.x, y: view.y };
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || !size) return;
    // The viewport may be drawn smaller than VIEWPORT on phones: convert screen px to viewport px.
    const ratio = VIEWPORT / e.currentTarget.getBoundingClientRect().width;
    setView((v) => clampView(size, VIEWPORT, { ...v, x: d.x + (e.clientX - d.px) * ratio, y: d.y + (e.clientY - d.py) * ratio }));
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!size || e.altKey || e.ctrlKey || e.metaKey) return;
    const next = viewAfterKey(size, VIEWPORT, view, e.key, e.shiftKey);
    if (!next) return;
    e.preventDefault();
    setView(next);
  };

  const confirm = () => {
    if (!image || !size) return;
    const { sx, sy, side } = cropRect(size, VIEWPORT, view);
    const canvas = document.createElement('canvas');
    canvas.width = AVATAR_SIDE;
    canvas.height = AVATAR_SIDE;
    const g = canvas.getContext('2d');
    if (!g) return;
    g.fillStyle = '#ffffff';
    g.fillRect(0, 0, AVATAR_SIDE, AVATAR_SIDE);
    g.drawImage(image, sx, sy, side, side, 0, 0, AVATAR_SIDE, AVATAR_SIDE);
    canvas.toBlob((blob) => blob && onConfirm(blob), 'image/jpeg', 0.92);
  };

  const scale = size ? (VIEWPORT / Math.min(size.width, size.height)) * view.zoom : 1;
  return (
    <Modal
      open={image !== null}
      title={t('icon.crop.title')}
      onCancel={onCancel}
      destroyOnHidden
      width={380}
      footer={[
        <Button key="cancel" onClick={onCancel} disabled={uploading} data-testid="crop-cancel">
          {t('icon.crop.cancel')}
        </Button>,
        <Button key="ok" type="primary" onClick={confirm} loading={uploading} disabled={!image} data-testid="crop-confirm">
          {t('icon.crop.confirm')}
        </Button>,
      ]}
    >
      <div className="avatar-crop" data-testid="crop-dialog">
        <div
          className="avatar-crop__viewport"
          role="application"
          aria-label={t('icon.crop.area')}
          aria-describedby={hintId}
          tabIndex={0}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={() => (drag.current = null)}
          onKeyDown={onKeyDown}
          data-testid="crop-viewport"
        >
          {image && size && (
            <img
              src={image.src}
              alt=""
              draggable={false}
              style={{ width: size.width * scale, height: size.height * scale, transform: `translate(${view.x}px, ${view.y}px)` }}
            />
          )}
        </div>
        <p className="avatar-crop__hint" id={hintId}>{t('icon.crop.hint')}</p>
        <StepSlider min={1} max={MAX_ZOOM} step={0.05} value={view.zoom} onChange={(z) => zoom(z)} label={t('icon.crop.zoom')} testId="crop-zoom" />
      </div>
    </Modal>
  );
}
