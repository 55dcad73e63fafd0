import { DeleteOutlined, DownloadOutlined, PictureOutlined, UploadOutlined } from '@ant-design/icons';
import { useRef, type ChangeEvent } from 'react';
import { FILE_KINDS, IMAGE_SIZE_HINT, imageFormatsFor, type TFileType, type TUploadedFile } from '../../../core/designer';
import { can, RULES, type Role } from '../../../core/permissions';
import { ApiError } from '../../api/client';
import { designerApi, type DesignerSubject } from '../../api/designer';
import { useT, type TKey } from '../../i18n';
import { Button } from '../../components/Button';
import { useConfirm } from '../../components/useConfirm';
import { useSaveFile } from '../download/useSaveFile';
import { useDesignerAction } from './useDesignerAction';
import { ModCard } from './ModCard';

const MIME = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;

/** Upload failures the spec words as "busy": the server's or the network's, not the file's. */
export const uploadFailure = (error: unknown): TKey | null =>
  error instanceof ApiError && (error.code === 'INTERNAL' || error.code === 'NETWORK') ? 'mod.files.uploadBusy' : null;

/** A failed delete reads 删除失败 / Failed (spec 01 §8), a refusal 'No premission' / 您无权限操作. */
export const deleteFailure = (error: unknown): TKey | null =>
  error instanceof ApiError && (error.code === 'FORBIDDEN' || error.code === 'DESIGN_CONFIRMED') ? null : 'mod.files.deleteFailed';

interface FileSlotsProps {
  subject: DesignerSubject;
  /** The image slots of the page: 1–4 for a logo, the drafts 6 and 7 in customise mode. */
  slots: readonly TFileType[];
  roles: ReadonlySet<Role>;
  /** The owner confirmed the work: only admins change files now. */
  locked: boolean;
  files: readonly TUploadedFile[];
}

/**
 * The designer's image files (spec 01 §3 types 1–4; drafts 6 and 7 in
 * customise mode): a card a slot with its preview, download and — for
 * designers and admins, until the owner's confirmation (admins after it
 * too) — upload, replace and delete.
 */
export function FileSlots({ subject, slots, roles, locked, files }: FileSlotsProps) {
  const t = useT();
  const mayChange = can(RULES.designerLogoFiles, roles) && (!locked || roles.has('admin'));
  return (
    <ModCard title={subject.kind === 'logo' ? t('mod.files.title') : t('mod.files.drafts')} data-testid="mod-files">
      {mayChange && <p className="mod-muted">{t('mod.files.hint', IMAGE_SIZE_HINT)}</p>}
      <div className="mod-slots">
        {slots.map((type) => (
          <Slot key={type} subject={subject} type={type} file={files.find((f) => f.type === type) ?? null} mayChange={mayChange} />
        ))}
      </div>
    </ModCard>
  );
}

function Slot({ subject, type, file, mayChange }: { subject: DesignerSubject; type: TFileType; file: TUploadedFile | null; mayChange: boolean }) {
  const t = useT();
  const { confirm, dialog, preload } = useConfirm();
  const input = useRef<HTMLInputElement>(null);
  const { run, busy } = useDesignerAction(subject);
  const { save, pending } = useSaveFile();
  const name = t(`mod.slot.${type}` as TKey);

  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0];
    e.target.value = '';
    if (chosen) void run(() => designerApi.upload(subject, { type, previewFile: chosen }), 'mod.files.uploaded', uploadFailure);
  };

  const remove = () =>
    confirm({
      title: t('mod.files.deleteConfirm'),
      danger: true,
      okTestId: 'mod-delete-ok',
      onOk: () => run(() => designerApi.remove(subject, file!.id, FILE_KINDS.image), 'mod.files.deleted', deleteFailure),
    });

  return (
    <section className="mod-slot" data-testid={`mod-slot-${type}`} data-filled={file?.image ? 'yes' : 'no'} aria-label={name}>
      <h3 className="mod-slot__name">{name}</h3>
      <div className={`mod-slot__preview${type === 2 || type === 4 ? ' mod-slot__preview--checker' : ''}`}>
        {file?.image ? (
          <img src={`${file.image.url}?v=${encodeURIComponent(file.updated_at)}`} alt={t('mod.files.preview', { slot: name })} />
        ) : (
          <span className="mod-slot__empty">
            <PictureOutlined aria-hidden />
            {t('mod.files.empty')}
          </span>
        )}
      </div>
      <div className="mod-actions">
        {file?.image && (
          <Button size="small" icon={<DownloadOutlined />} loading={pending} onClick={() => void save(file.image!.url)} data-testid={`mod-slot-${type}-download`}>
            {t('mod.files.download')}
          </Button>
        )}
        {mayChange && (
          <>
            <input
              ref={input}
              type="file"
              hidden
              accept={imageFormatsFor(type).map((f) => MIME[f]).join(',')}
              onChange={onFile}
              data-testid={`mod-slot-${type}-input`}
            />
            <Button size="small" type={file?.image ? 'default' : 'primary'} icon={<UploadOutlined />} loading={busy} onClick={() => input.current?.click()} data-testid={`mod-slot-${type}-upload`}>
              {file?.image ? t('mod.files.replace') : t('mod.files.upload')}
            </Button>
            {file?.image && (
              <Button size="small" danger icon={<DeleteOutlined />} onClick={remove} onPointerEnter={preload} onFocus={preload} aria-label={`${t('mod.files.delete')}: ${name}`} data-testid={`mod-slot-${type}-delete`} />
            )}
          </>
        )}
      </div>
      {dialog}
    </section>
  );
}
