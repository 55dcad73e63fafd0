import { Modal } from 'antd';
import { useT } from '../../i18n';

/** On a phone, a picture of the VI page to save by a long press (spec 02 §4); loaded when it first opens (useImageSaver). */
export function SavePreviewDialog({ open, preview, onClose }: { open: boolean; preview: { src: string; name: string } | null; onClose: () => void }) {
  const t = useT();
  return (
    <Modal open={open} onCancel={onClose} footer={null} title={t('vi.saveTitle')} centered destroyOnHidden>
      {preview && (
        <div className="vi-save-preview" data-testid="vi-save-preview">
          <img src={preview.src} alt={preview.name} />
          <p>{t('vi.longPress')}</p>
        </div>
      )}
    </Modal>
  );
}
