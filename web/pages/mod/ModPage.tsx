import { LockOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router';
import { useEffect } from 'react';
import { FILE_TYPES, LOGO_SLOTS } from '../../../core/designer';
import { can, RULES } from '../../../core/permissions';
import { logoSubject, useAssist, useDesignerFiles } from '../../api/designer';
import { useArea } from '../../area/AreaContext';
import { translate, useT, type TKey } from '../../i18n';
import { errorMessageKey } from '../../i18n/errors';
import { keptQuery } from '../../navigation/query';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Result } from '../../components/Result';
import { Tag } from '../../components/Tag';
import { DesignerFixButton } from '../../purchase/DesignerFixButton';
import { PurchaseButton } from '../../purchase/PurchaseButton';
import { DesignerCard } from './DesignerCard';
import { FileSlots } from './FileSlots';
import { RemarkCard } from './RemarkCard';
import { SignInPrompt } from './SignInPrompt';
import { SourceFiles } from './SourceFiles';
import './mod.css';
import { Name } from '../../components/Name';
import { LoadingBlock } from '../../components/LoadingBlock';

const LOGO_IMAGE_SLOTS = LOGO_SLOTS.filter((type) => type !== FILE_TYPES.source);
const STATUS_COLOR = { 1: 'processing', 2: 'success', 3: 'default' } as const;

/**
 * The designer-fix page (spec 01 §2 /mod, /modify, /logo/modify; §4 "Designer
 * assist"): sign-in first; then for the owner, the admin and the logo's
 * designer the request (remark, confirmation, claim), the designer (admins
 * authorise, switch, reset), the designer's logo files and the source files.
 */
export default function ModPage() {
  const t = useT();
  const { user, userLoading, details, roles } = useArea();
  const navigate = useNavigate();
  const { search } = useLocation();
  const allowed = details !== null && can(RULES.designerFixPage, roles);
  const subject = logoSubject(details?.fa_id ?? 0, details?.logo_name ?? '');
  const assist = useAssist(subject.id, allowed);
  const files = useDesignerFiles(subject, allowed);

  useEffect(() => {
    document.title = details ? translate('mod.documentTitle', { name: details.logo_name }) : translate('mod.title');
  }, [details]);

  if (userLoading) return <LoadingBlock />;
  if (!user) return <SignInPrompt />;
  if (!details) return <Result status="warning" title={t('errors.NOT_FOUND')} />;
  if (!allowed) {
    // Never a dead end: back to the logo (the page start decides what this viewer may see of it) or to one's logos.
    return (
      <Result
        status="warning"
        icon={<LockOutlined />}
        title={t('errors.FORBIDDEN')}
        subTitle={t('mod.forbidden.text')}
        data-testid="mod-forbidden"
        extra={
          <>
            <Button type="primary" onClick={() => navigate({ pathname: '/', search: keptQuery(search) })} data-testid="mod-forbidden-back">
              {t('mod.forbidden.back')}
            </Button>
            <Button onClick={() => navigate({ pathname: '/', search: '' })} data-testid="mod-forbidden-mine">
              {t('mod.forbidden.mine')}
            </Button>
          </>
        }
      />
    );
  }

  const error = assist.error ?? files.error;
  const request = assist.data?.request ?? null;
  // Before the owner has bought the fix there is nothing to upload yet: the offer is the page.
  const offerOnly = request === null && roles.has('owner') && !roles.has('admin');
  // The fix comes with the professional package and above (spec 01 §2): a basic logo is offered the upgrade.
  const needsUpgrade = !roles.has('upgrade');
  return (
    // Keyed by logo: another logo starts with empty forms and choices.
    <div className="mod-page" data-testid="mod-page" key={details.fa_id}>
      <header className="mod-page__header">
        <div>
          <h1 className="mod-page__title">
            {t('mod.title')} · <Name>{details.logo_name}</Name>
          </h1>
          <p className="mod-page__lead">{roles.has('owner') ? t('mod.lead') : t('mod.leadOthers')}</p>
        </div>
        {request && (
          <Tag color={STATUS_COLOR[request.status]} className="mod-page__status" data-testid="mod-status" data-status={request.status}>
            {t(`mod.status.${request.status}` as TKey)}
          </Tag>
        )}
      </header>
      {error && <Alert type="error" showIcon title={t(errorMessageKey(error))} className="mod-page__error" />}
      {assist.isPending || files.isPending ? (
        <LoadingBlock rows={6} />
      ) : assist.data && files.data ? (
        <div className="mod-page__grid">
          <div className="mod-page__main">
            {request ? (
              <RemarkCard logo={details} roles={roles} request={request} files={files.data} />
            ) : (
              <Alert
                type="info"
                showIcon
                data-testid="mod-not-requested"
                title={t('mod.notRequested.title')}
                description={
                  <>
                    <p>{roles.has('owner') ? t(needsUpgrade ? 'mod.notRequested.needsUpgrade' : 'mod.notRequested.text') : t('mod.notRequested.other')}</p>
                    {roles.has('owner') && (needsUpgrade ? <PurchaseButton logo={details} /> : <DesignerFixButton logo={details} />)}
                  </>
                }
              />
            )}
            {!offerOnly && (
              <>
                <FileSlots subject={subject} slots={LOGO_IMAGE_SLOTS} roles={roles} locked={request?.confirmed_at != null} files={files.data} />
                <SourceFiles subject={subject} roles={roles} files={files.data} />
              </>
            )}
          </div>
          {/* Before the fix is bought no designer is due: "we will assign one shortly" would promise what was not sold. */}
          {!offerOnly && (
            <div className="mod-page__side">
              <DesignerCard subject={subject} roles={roles} designer={assist.data.designer} />
            </div>
          )}
        </div>
      ) : null}
    </div>
  );
}
