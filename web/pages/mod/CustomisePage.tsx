import { LockOutlined } from '@ant-design/icons';
import { useEffect } from 'react';
import { CUSTOMISE_SLOTS, FILE_TYPES } from '../../../core/designer';
import { customiseSubject, useCustomise, useDesignerFiles } from '../../api/designer';
import { useArea } from '../../area/AreaContext';
import { Alert } from '../../components/Alert';
import { Result } from '../../components/Result';
import { translate, useT } from '../../i18n';
import { errorMessageKey } from '../../i18n/errors';
import { DesignerCard } from './DesignerCard';
import { FileSlots } from './FileSlots';
import { SignInPrompt } from './SignInPrompt';
import { SourceFiles } from './SourceFiles';
import './mod.css';
import { LoadingBlock } from '../../components/LoadingBlock';

const DRAFT_SLOTS = CUSTOMISE_SLOTS.filter((type) => type !== FILE_TYPES.source);

/**
 * The customise page (spec 01 §2 '/' without a logo, `?custom={id}`): the
 * designer-fix screen for a logo still being made for a client — the
 * designer, the drafts 6 and 7, and the source files. The record's client is
 * its owner (spec 01 §6).
 */
export default function CustomisePage({ customId }: { customId: number }) {
  const t = useT();
  const { user, userLoading } = useArea();
  const record = useCustomise(customId, user !== null);
  const name = translate('mod.customise.name', { id: customId });
  const subject = customiseSubject(customId, name);
  const files = useDesignerFiles(subject, record.isSuccess);

  useEffect(() => {
    document.title = translate('mod.documentTitle', { name });
  }, [name]);

  if (userLoading) return <LoadingBlock />;
  if (!user) return <SignInPrompt />;
  if (record.isPending) return <LoadingBlock rows={6} />;
  if (record.error) {
    const code = 'code' in record.error ? record.error.code : null;
    return code === 'FORBIDDEN' || code === 'NOT_FOUND' ? (
      <Result status="warning" icon={<LockOutlined />} title={t(errorMessageKey(record.error))} data-testid="mod-forbidden" />
    ) : (
      <Alert type="error" showIcon title={t(errorMessageKey(record.error))} />
    );
  }
  const roles = new Set(record.data.roles);
  return (
    <div className="mod-page" data-testid="customise-page">
      <header className="mod-page__header">
        <div>
          <h1 className="mod-page__title">
            {t('mod.customise.title')} #{customId}
          </h1>
          <p className="mod-page__lead">{t('mod.customise.lead')}</p>
        </div>
      </header>
      {files.error && <Alert type="error" showIcon title={t(errorMessageKey(files.error))} className="mod-page__error" />}
      {files.isPending ? (
        <LoadingBlock rows={6} />
      ) : files.data ? (
        <div className="mod-page__grid">
          <div className="mod-page__main">
            <FileSlots subject={subject} slots={DRAFT_SLOTS} roles={roles} locked={false} files={files.data} />
            <SourceFiles subject={subject} roles={roles} files={files.data} />
          </div>
          <div className="mod-page__side">
            <DesignerCard subject={subject} roles={roles} designer={record.data.designer} />
          </div>
        </div>
      ) : null}
    </div>
  );
}
