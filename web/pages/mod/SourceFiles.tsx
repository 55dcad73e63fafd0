import { DeleteOutlined, DownloadOutlined, FileOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { useRef, useState, type ChangeEvent } from 'react';
import { FILE_KINDS, FILE_TYPES, SOURCE_ACCEPT, TITLE_MAX, type TUploadedFile } from '../../../core/designer';
import { can, RULES, type Role } from '../../../core/permissions';
import { designerApi, type DesignerSubject } from '../../api/designer';
import { useT } from '../../i18n';
import { Button } from '../../components/Button';
import { Tag } from '../../components/Tag';
import { TextInput } from '../../components/TextInput';
import { useConfirm } from '../../components/useConfirm';
import { useSaveFile } from '../download/useSaveFile';
import { toast } from '../../components/toast';
import { deleteFailure, uploadFailure } from './FileSlots';
import { useDesignerAction } from './useDesignerAction';
import { ModCard } from './ModCard';

interface SourceFilesProps {
  subject: DesignerSubject;
  roles: ReadonlySet<Role>;
  files: readonly TUploadedFile[];
}

/**
 * Source files (spec 01 §3 type 5): titled SVG, PDF, EPS, CDR, PostScript or
 * Illustrator files from anyone of the page; only the uploader replaces or
 * deletes one (spec 01 §5). A title is required (请输入标题).
 */
export function SourceFiles({ subject, roles, files }: SourceFilesProps) {
  const t = useT();
  const { run, busy } = useDesignerAction(subject);
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const sources = files.filter((f) => f.type === FILE_TYPES.source);
  const mayAdd = can(RULES.designerSourceFiles, roles);

  const add = async () => {
    if (!title.trim()) return toast.error(t('errors.TITLE_REQUIRED'));
    if (!file) return toast.error(t('errors.UPLOAD_EMPTY'));
    if (await run(() => designerApi.upload(subject, { type: FILE_TYPES.source, title, attachFile: file }), 'mod.files.uploaded', uploadFailure)) {
      setTitle('');
      setFile(null);
    }
  };

  return (
    <ModCard title={t('mod.sources.title')} data-testid="mod-sources">
      <p className="mod-muted">{t('mod.sources.hint')}</p>
      {sources.length === 0 ? (
        <p className="mod-muted" data-testid="mod-sources-empty">
          {t('mod.sources.empty')}
        </p>
      ) : (
        <ul className="mod-sources">
          {sources.map((f) => (
            <SourceRow key={f.id} subject={subject} file={f} />
          ))}
        </ul>
      )}
      {mayAdd && (
        <div className="mod-sources__add" data-testid="mod-source-add">
          <label className="mod-sources__field">
            <span>{t('mod.sources.titleLabel')}</span>
            <TextInput value={title} onChange={(e) => setTitle(e.target.value)} maxLength={TITLE_MAX} placeholder={t('mod.sources.titlePlaceholder')} data-testid="mod-source-title" />
          </label>
          <div className="mod-sources__field">
            <span>{t('mod.sources.file')}</span>
            <input
              ref={picker}
              type="file"
              hidden
              accept={SOURCE_ACCEPT}
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                e.target.value = '';
              }}
              data-testid="mod-source-input"
            />
            <Button icon={<PaperClipOutlined />} onClick={() => picker.current?.click()} data-testid="mod-source-choose">
              {file ? file.name : t('mod.sources.choose')}
            </Button>
          </div>
          <Button type="primary" icon={<UploadOutlined />} loading={busy} onClick={() => void add()} data-testid="mod-source-submit">
            {t('mod.sources.add')}
          </Button>
        </div>
      )}
    </ModCard>
  );
}

function SourceRow({ subject, file }: { subject: DesignerSubject; file: TUploadedFile }) {
  const t = useT();
  const { confirm, dialog, preload } = useConfirm();
  const { run, busy } = useDesignerAction(subject);
  const { save, pending } = useSaveFile();
  const replaceInput = useRef<HTMLInputElement>(null);

  const replace = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0];
    e.target.value = '';
    if (chosen) void run(() => designerApi.upload(subject, { type: FILE_TYPES.source, id: file.id, attachFile: chosen }), 'mod.files.uploaded', uploadFailure);
  };
  const remove = () =>
    confirm({
      title: t('mod.files.deleteConfirm'),
      danger: true,
      okTestId: 'mod-delete-ok',
      onOk: () => run(() => designerApi.remove(subject, file.id, FILE_KINDS.attachment), 'mod.files.deleted', deleteFailure),
    });

  return (
    <li className="mod-source" data-testid="mod-source">
      <FileOutlined className="mod-source__icon" aria-hidden />
      <div className="mod-source__text">
        <div className="mod-source__title">
          {file.title} {file.mine && <Tag>{t('mod.sources.mine')}</Tag>}
        </div>
        {file.source && <div className="mod-muted">{file.source.name}</div>}
      </div>
      <div className="mod-actions">
        {file.source && (
          <Button size="small" icon={<DownloadOutlined />} loading={pending} onClick={() => void save(file.source!.url)} data-testid="mod-source-download">
            {t('mod.files.download')}
          </Button>
        )}
        {file.mine && (
          <>
            <input ref={replaceInput} type="file" hidden accept={SOURCE_ACCEPT} onChange={replace} />
            <Button size="small" icon={<UploadOutlined />} loading={busy} onClick={() => replaceInput.current?.click()}>
              {t('mod.files.replace')}
            </Button>
            <Button size="small" danger icon={<DeleteOutlined />} onClick={remove} onPointerEnter={preload} onFocus={preload} aria-label={`${t('mod.files.delete')}: ${file.title ?? ''}`} data-testid="mod-source-delete" />
          </>
        )}
      </div>
      {dialog}
    </li>
  );
}
