import { CheckCircleOutlined } from '@ant-design/icons';
import { useState } from 'react';
import type { TLogoDetails } from '../../../core/api';
import { DESIGNER_REMARK_PLACEHOLDER, isLogoFileType, REMARK_MAX, type TDesignerRequest, type TFileType, type TUploadedFile } from '../../../core/designer';
import { can, RULES, type Role } from '../../../core/permissions';
import { designerApi, logoSubject } from '../../api/designer';
import { useT } from '../../i18n';
import { DesignerFixButton } from '../../purchase/DesignerFixButton';
import { site } from '../../site';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Tag } from '../../components/Tag';
import { TextArea } from '../../components/TextInput';
import { toast } from '../../components/toast';
import { useConfirm } from '../../components/useConfirm';
import { useDesignerAction } from './useDesignerAction';
import { ModCard } from './ModCard';

interface RemarkCardProps {
  logo: TLogoDetails;
  roles: ReadonlySet<Role>;
  request: TDesignerRequest;
  files: readonly TUploadedFile[];
}

const formatDate = (iso: string) =>
  new Intl.DateTimeFormat(site.locale === 'zh' ? 'zh-CN' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/**
 * The remark card (spec 01 §4): the owner writes what to change (not
 * empty: the placeholder is the message), once; then the remark is
 * read-only and the owner confirms the designer's work; the designer sees
 * the remark and, after the confirmation, claims the commission.
 */
export function RemarkCard({ logo, roles, request, files }: RemarkCardProps) {
  const t = useT();
  const { confirm: ask, dialog, preload } = useConfirm();
  const { run, busy } = useDesignerAction(logoSubject(logo.fa_id, logo.logo_name));
  const [draft, setDraft] = useState('');
  const ownerSide = can(RULES.designerRemark, roles);
  const designer = roles.has('designer');
  const placeholder = DESIGNER_REMARK_PLACEHOLDER[site.locale];
  const ready = files.some((f) => isLogoFileType(f.type as TFileType) && f.image);

  const submit = () => {
    if (!draft.trim()) {
      toast.error(placeholder);
      return;
    }
    void run(() => designerApi.remark(logo.fa_id, draft), 'mod.remark.sent');
  };

  const confirm = () =>
    ask({
      title: t('mod.confirm.title'),
      content: t('mod.confirm.text'),
      okTestId: 'mod-confirm-ok',
      onOk: () => run(() => designerApi.confirm(logo.fa_id), 'mod.confirm.success'),
    });

  const claim = () => void run(() => designerApi.claim(logo.fa_id), 'mod.claim.success', () => 'errors.CLAIM_FAILED');

  const refund = () =>
    ask({
      title: t('mod.refund.confirm'),
      content: t('mod.refund.text'),
      danger: true,
      okTestId: 'mod-refund-ok',
      onOk: () => run(() => designerApi.refund(logo.fa_id), 'mod.refund.done'),
    });

  return (
    <ModCard
      // The owner reads "Your request"; the designer and an admin read whose request it is.
      title={roles.has('owner') ? t('mod.remark.title') : t('mod.remark.titleOthers')}
      data-testid="mod-remark-card"
      extra={
        // Admins record a refund made through the payment provider (status 3, spec 01 §4).
        roles.has('admin') && request.status === 1 ? (
          <Button type="link" danger size="small" onClick={refund} onPointerEnter={preload} onFocus={preload} data-testid="mod-refund">
            {t('mod.refund.button')}
          </Button>
        ) : null
      }
    >
      {request.remark_at === null ? (
        ownerSide && request.status === 1 ? (
          <div className="mod-remark__form">
            <label htmlFor="mod-remark" className="mod-remark__label">
              {t('mod.remark.label')}
            </label>
            <div className="mod-remark__area">
              <TextArea
                id="mod-remark"
                value={draft}
                onChange={(e) => setDraft(e.target.value)}
                placeholder={placeholder}
                maxLength={REMARK_MAX}
                data-testid="mod-remark-input"
              />
              <div className="mod-remark__count" aria-hidden="true">
                {draft.length} / {REMARK_MAX}
              </div>
            </div>
            <Button type="primary" onClick={submit} loading={busy} data-testid="mod-remark-submit">
              {t('mod.remark.submit')}
            </Button>
          </div>
        ) : (
          <p className="mod-muted" data-testid="mod-remark-empty">
            {t('mod.remark.empty')}
          </p>
        )
      ) : (
        <>
          <blockquote className="mod-remark__text" data-testid="mod-remark-text">
            {request.remark}
          </blockquote>
          <p className="mod-muted">{t('mod.remark.sentAt', { date: formatDate(request.remark_at) })}</p>
          <div className="mod-remark__next">
            {request.status === 2 && <Alert type="success" showIcon title={t('mod.status.2')} data-testid="mod-paid" />}
            {request.status === 3 && (
              <Alert
                type="warning"
                showIcon
                title={t('mod.status.3')}
                data-testid="mod-refunded"
                // The owner may buy the designer fix again (the server offers it once the request is refunded).
                action={roles.has('owner') ? <DesignerFixButton logo={logo} /> : undefined}
              />
            )}
            {request.status === 1 && request.confirmed_at === null && ownerSide && (
              ready ? (
                <Button type="primary" icon={<CheckCircleOutlined />} onClick={confirm} onPointerEnter={preload} onFocus={preload} loading={busy} data-testid="mod-confirm">
                  {t('mod.confirm.button')}
                </Button>
              ) : (
                <p className="mod-muted" data-testid="mod-confirm-waiting">
                  {t('mod.confirm.waiting')}
                </p>
              )
            )}
            {request.status === 1 && request.confirmed_at !== null && (
              <Tag color="success" icon={<CheckCircleOutlined />} data-testid="mod-confirmed">
                {roles.has('owner') ? t('mod.confirm.done') : designer ? t('mod.confirm.doneDesigner') : t('mod.confirm.doneOthers')}
              </Tag>
            )}
            {request.status === 1 && designer && (
              request.confirmed_at !== null ? (
                <Button type="primary" onClick={claim} loading={busy} data-testid="mod-claim">
                  {t('mod.claim.button')}
                </Button>
              ) : (
                <p className="mod-muted" data-testid="mod-claim-waiting">
                  {t('mod.claim.waiting')}
                </p>
              )
            )}
          </div>
        </>
      )}
      {dialog}
    </ModCard>
  );
}
