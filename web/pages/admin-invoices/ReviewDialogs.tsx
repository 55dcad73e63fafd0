import { useState } from 'react';
import { UploadOutlined } from '@ant-design/icons';
import { Button, Input, Modal, Upload, type UploadFile } from 'antd';
import type { TAdminInvoice } from '../../../core/invoice';
import { useRefreshAdminInvoices, useReviewInvoice } from '../../api/invoice';
import { useT } from '../../i18n';
import { refusalMessage } from '../invoice/messages';
import { toast } from '../../components/toast';

/** data-testid for antd's generated buttons (a spread keeps it out of ButtonProps' excess-property check). */
const testId = (id: string) => ({ 'data-testid': id });

interface DialogProps {
  /** Open while an application is under review (what lazyDialog loads it by). */
  open: boolean;
  application: TAdminInvoice | null;
  onClose: () => void;
}

/**
 * The end of a review: on success the dialog closes and says so, and only
 * then the queue reloads (the row leaves after its dialog has finished); a
 * refusal (say, another admin reviewed it first) reloads the queue too.
 */
function useReviewMessages() {
  const t = useT();
  const refresh = useRefreshAdminInvoices();
  return {
    done: (key: 'adminInvoices.approved' | 'adminInvoices.rejected', close: () => void) => {
      close();
      toast.success(t(key));
      refresh();
    },
    failed: (error: unknown) => {
      toast.error(refusalMessage(error, t));
      refresh();
    },
  };
}

/** Approve: the admin uploads the issued invoice as a PDF (the server checks its bytes). */
export function ApproveDialog({ open, application, onClose }: DialogProps) {
  const t = useT();
  const review = useReviewInvoice();
  const say = useReviewMessages();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const file = files[0]?.originFileObj;

  const close = () => {
    setFiles([]);
    onClose();
  };
  const approve = () => {
    if (!application || !file) return;
    review.mutate(
      { id: application.id, action: 'approve', pdf: file },
      {
        onSuccess: () => say.done('adminInvoices.approved', close),
        onError: say.failed,
      },
    );
  };

  return (
    <Modal
      open={open}
      title={t('adminInvoices.approveTitle', { title: application?.GMF_MC ?? '' })}
      okText={t('adminInvoices.approve')}
      cancelText={t('adminInvoices.cancel')}
      onOk={approve}
      onCancel={close}
      okButtonProps={{ disabled: !file, loading: review.isPending, ...testId('approve-confirm') }}
      destroyOnHidden
    >
      <p>{t('adminInvoices.approveText')}</p>
      <Upload
        accept="application/pdf,.pdf"
        maxCount={1}
        fileList={files}
        beforeUpload={() => false}
        onChange={({ fileList }) => setFiles(fileList.slice(-1))}
        data-testid="approve-upload"
      >
        <Button icon={<UploadOutlined />}>{t('adminInvoices.choosePdf')}</Button>
      </Upload>
    </Modal>
  );
}

/** Reject: the reason is required; the owner reads it on the invoice page. */
export function RejectDialog({ open, application, onClose }: DialogProps) {
  const t = useT();
  const review = useReviewInvoice();
  const say = useReviewMessages();
  const [notes, setNotes] = useState('');

  const close = () => {
    setNotes('');
    onClose();
  };
  const reject = () => {
    if (!application || !notes.trim()) return;
    review.mutate(
      { id: application.id, action: 'reject', notes: notes.trim() },
      {
        onSuccess: () => say.done('adminInvoices.rejected', close),
        onError: say.failed,
      },
    );
  };

  return (
    <Modal
      open={open}
      title={t('adminInvoices.rejectTitle', { title: application?.GMF_MC ?? '' })}
      okText={t('adminInvoices.reject')}
      cancelText={t('adminInvoices.cancel')}
      okButtonProps={{ danger: true, disabled: !notes.trim(), loading: review.isPending, ...testId('reject-confirm') }}
      onOk={reject}
      onCancel={close}
      destroyOnHidden
    >
      <Input.TextArea
        value={notes}
        onChange={(e) => setNotes(e.target.value)}
        maxLength={500}
        showCount
        autoSize={{ minRows: 3, maxRows: 6 }}
        placeholder={t('adminInvoices.notesPlaceholder')}
        aria-label={t('adminInvoices.notes')}
        data-testid="reject-notes"
      />
    </Modal>
  );
}
