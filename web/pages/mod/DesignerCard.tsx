import { UserOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { DESIGNER_STATUS, type TDesignerInfo } from '../../../core/designer';
import { can, RULES, type Role } from '../../../core/permissions';
import { designerApi, useDesigners, type DesignerSubject } from '../../api/designer';
import { Button } from '../../components/Button';
import { Switch } from '../../components/Switch';
import { Tag } from '../../components/Tag';
import { useConfirm } from '../../components/useConfirm';
import '../../components/text-input.css';
import { useT } from '../../i18n';
import { useDesignerAction } from './useDesignerAction';
import { ModCard } from './ModCard';

interface DesignerCardProps {
  subject: DesignerSubject;
  roles: ReadonlySet<Role>;
  designer: TDesignerInfo | null;
}

/**
 * The designer's information; for admins the authorisation (authorise or
 * switch with a confirm dialog, reset) and every designer's status (spec
 * 01 §4: 授权成功 / 授权失败, 授权信息重置成功 / 授权信息重置失败, 设置成功 / 设置失败).
 */
export function DesignerCard({ subject, roles, designer }: DesignerCardProps) {
  const t = useT();
  const { confirm, dialog, preload } = useConfirm();
  const admin = can(RULES.designerAdmin, roles);
  const designers = useDesigners(admin);
  const { run, busy } = useDesignerAction(subject);
  const [choice, setChoice] = useState<number | undefined>(undefined);
  const chosen = designers.data?.find((d) => d.user_id === choice);
  // Designers the logo may go to: available ones other than its own.
  const options = (designers.data ?? [])
    .filter((d) => d.status === DESIGNER_STATUS.active && d.user_id !== designer?.id)
    .map((d) => ({ value: d.user_id, label: d.email ?? `#${d.user_id}` }));

  const authorise = () => {
    if (!chosen) return;
    confirm({
      title: t('mod.admin.authoriseConfirm', { email: chosen.email ?? `#${chosen.user_id}`, name: subject.name }),
      okTestId: 'mod-authorise-ok',
      onOk: async () => {
        if (await run(() => designerApi.authorise(subject, chosen.user_id), 'mod.admin.authorised')) {
          setChoice(undefined);
        }
      },
    });
  };

  const reset = () =>
    confirm({
      title: t('mod.admin.resetConfirm', { name: subject.name }),
      danger: true,
      okTestId: 'mod-reset-ok',
      onOk: () => run(() => designerApi.resetAuthorisation(subject), 'mod.admin.resetDone'),
    });

  return (
    <ModCard title={t('mod.designer.title')} data-testid="mod-designer-card">
      {designer ? (
        <div className="mod-designer" data-testid="mod-designer">
          <span className="mod-designer__avatar" aria-hidden="true">
            {designer.cover ? <img src={designer.cover} alt="" /> : <UserOutlined />}
          </span>
          <div>
            <div className="mod-designer__email">{designer.email ?? `#${designer.id}`}</div>
            <Tag color={designer.status === DESIGNER_STATUS.active ? 'success' : 'default'}>
              {designer.status === DESIGNER_STATUS.active ? t('mod.designer.active') : t('mod.designer.paused')}
            </Tag>
          </div>
        </div>
      ) : (
        <p className="mod-muted" data-testid="mod-no-designer">
          {t('mod.designer.none')}
        </p>
      )}

      {admin && (
        <section className="mod-admin" aria-label={t('mod.admin.title')} data-testid="mod-admin">
          <h3 className="mod-admin__title">{t('mod.admin.title')}</h3>
          {designers.data && options.length === 0 ? (
            // An empty, disabled choice says nothing: say why there is none.
            <p className="mod-muted" data-testid="mod-no-other-designer">
              {designer ? t('mod.admin.noOther', { email: designer.email ?? `#${designer.id}` }) : t('mod.admin.noneAvailable')}
            </p>
          ) : (
            <div className="mod-admin__choose">
              <select
                className="text-input mod-admin__select"
                aria-label={t('mod.admin.choose')}
                value={choice ?? ''}
                onChange={(e) => setChoice(e.target.value ? Number(e.target.value) : undefined)}
                aria-busy={designers.isPending || undefined}
                data-testid="mod-designer-select"
              >
                <option value="" disabled>
                  {t('mod.admin.choose')}
                </option>
                {options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
              <Button type="primary" onClick={authorise} onPointerEnter={preload} onFocus={preload} disabled={!chosen} loading={busy} data-testid="mod-authorise">
                {designer ? t('mod.admin.switch') : t('mod.admin.authorise')}
              </Button>
            </div>
          )}
          {designer && (
            <Button danger type="link" onClick={reset} onPointerEnter={preload} onFocus={preload} className="mod-admin__reset" data-testid="mod-reset">
              {t('mod.admin.reset')}
            </Button>
          )}
          <h3 className="mod-admin__title">{t('mod.admin.designers')}</h3>
          <ul className="mod-admin__list" data-testid="mod-designers">
            {(designers.data ?? []).map((d) => (
              <li key={d.user_id}>
                <span className="mod-admin__who">
                  {d.email ?? `#${d.user_id}`}
                  <span className="mod-muted"> · {t('mod.admin.activeLogos', { count: d.active_logos })}</span>
                </span>
                <Switch
                  checked={d.status === DESIGNER_STATUS.active}
                  aria-label={`${d.email ?? d.user_id}: ${t('mod.admin.available')}`}
                  onChange={(on) =>
                    void run(
                      () => designerApi.setStatus(d.user_id, on ? DESIGNER_STATUS.active : DESIGNER_STATUS.paused),
                      'mod.admin.statusSet',
                    )
                  }
                  data-testid={`mod-designer-status-${d.user_id}`}
                />
              </li>
            ))}
          </ul>
        </section>
      )}
      {dialog}
    </ModCard>
  );
}
