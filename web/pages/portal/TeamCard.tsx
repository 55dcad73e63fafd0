import { UserAddOutlined, UserDeleteOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { PORTAL_MEMBER_ROLES, type TPortalMember, type TPortalMemberRole } from '../../../core/portal/api';
import { ApiError } from '../../api/client';
import { useInviteMember, usePortalMembers, useRemoveMember } from '../../api/portal';
import { useLogo } from '../../area/AreaContext';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { FormField } from '../../components/FormField';
import { PillRadios } from '../../components/PillRadios';
import { Tag } from '../../components/Tag';
import { TextInput } from '../../components/TextInput';
import { toast } from '../../components/toast';
import { useConfirm } from '../../components/useConfirm';
import { useT, type TKey } from '../../i18n';
import { errorMessageKey } from '../../i18n/errors';
import { CardList } from './CardList';
import { shortDate } from './copy';

const STATE_COLOUR = { invited: 'processing', active: 'success', ended: 'warning', removed: 'error' } as const;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const day = (iso: string) => shortDate(iso, true);
/** Tomorrow, the first end a member may be given (YYYY-MM-DD). */
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

/**
 * The portal's team (issue 46), for the owner and admins: invite by e-mail as
 * a viewer or an editor, with an optional last day; each member's state;
 * removal at once after a confirmation.
 */
export function TeamCard() {
  const t = useT();
  const logo = useLogo();
  const members = usePortalMembers(logo.fa_id);
  const invite = useInviteMember(logo.fa_id);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<TPortalMemberRole>('viewer');
  const [endsOn, setEndsOn] = useState('');
  const [tried, setTried] = useState(false);
  const emailError = tried && !EMAIL.test(email.trim()) ? t('portal.team.emailInvalid') : null;
  const serverError = invite.error instanceof ApiError ? t(errorMessageKey(invite.error)) : null;

  const submit = () => {
    setTried(true);
    if (!EMAIL.test(email.trim())) return;
    invite.mutate(
      { email: email.trim(), role, ends_on: endsOn || null },
      {
        onSuccess: (member) => {
          toast.success(t('portal.team.invited', { email: member.email }));
          setEmail('');
          setEndsOn('');
          setTried(false);
        },
      },
    );
  };

  return (
    <section className="portal-card" aria-labelledby="portal-team-title" data-testid="portal-team">
      <h2 id="portal-team-title">{t('portal.team.title')}</h2>
      <p className="portal-card__muted">{t('portal.team.lead')}</p>
      <form
        className="portal-link-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <FormField label={t('portal.team.email')} error={emailError} required>
          {(control) => (
            <TextInput {...control} type="email" autoComplete="off" value={email} maxLength={254} status={emailError ? 'error' : undefined} onChange={(e) => setEmail(e.target.value)} data-testid="portal-team-email" />
          )}
        </FormField>
        <PillRadios<TPortalMemberRole>
          legend={t('portal.team.role')}
          options={PORTAL_MEMBER_ROLES.map((r) => ({ value: r, label: t(`portal.team.roles.${r}` as TKey) }))}
          value={role}
          onChange={setRole}
          testId="portal-team-role"
        />
        <p className="portal-card__muted" data-testid="portal-team-role-help">
          {t(`portal.team.roleHelp.${role}` as TKey)}
        </p>
        <FormField label={t('portal.team.endsOn')} help={t('portal.team.endsOnHelp')}>
          {(control) => <input {...control} type="date" className="portal-select" min={tomorrow()} value={endsOn} onChange={(e) => setEndsOn(e.target.value)} data-testid="portal-team-ends" />}
        </FormField>
        {serverError && <Alert type="error" showIcon title={serverError} data-testid="portal-team-error" />}
        <div className="portal-card__actions">
          <Button type="primary" htmlType="submit" icon={<UserAddOutlined />} loading={invite.isPending} data-testid="portal-team-invite">
            {t('portal.team.invite')}
          </Button>
        </div>
      </form>
      <CardList query={members} label={t('portal.team.title')} empty={t('portal.team.empty')} emptyTestId="portal-team-empty">
        {(list) => list.map((member) => <MemberRow key={member.id} member={member} />)}
      </CardList>
    </section>
  );
}

function MemberRow({ member }: { member: TPortalMember }) {
  const t = useT();
  const logo = useLogo();
  const remove = useRemoveMember(logo.fa_id);
  const { confirm, dialog, preload } = useConfirm();
  const live = member.state === 'invited' || member.state === 'active';
  return (
    <li className={`portal-link portal-link--${live ? 'active' : 'revoked'}`} data-testid="portal-member">
      <div className="portal-link__head">
        <h3 className="portal-link__label">{member.email}</h3>
        <Tag color="default">{t(`portal.team.roles.${member.role}` as TKey)}</Tag>
        <Tag color={STATE_COLOUR[member.state]} data-testid="portal-member-state">
          {t(`portal.team.state.${member.state}` as TKey)}
        </Tag>
      </div>
      {member.ends_at && <p className="portal-card__muted">{t('portal.team.until', { date: day(member.ends_at) })}</p>}
      {live && (
        <div className="portal-link__actions">
          <Button
            size="small"
            danger
            icon={<UserDeleteOutlined />}
            onPointerEnter={preload}
            onFocus={preload}
            loading={remove.isPending}
            onClick={() =>
              confirm({
                title: t('portal.team.removeTitle', { email: member.email }),
                content: t('portal.team.removeText'),
                danger: true,
                okTestId: 'portal-member-remove-ok',
                onOk: () =>
                  remove.mutateAsync(member.id).then(
                    () => toast.success(t('portal.team.removed', { email: member.email })),
                    (error: unknown) => toast.error(t(errorMessageKey(error))),
                  ),
              })
            }
            aria-label={t('portal.team.removeOf', { email: member.email })}
            data-testid="portal-member-remove"
          >
            {t('portal.team.remove')}
          </Button>
        </div>
      )}
      {dialog}
    </li>
  );
}
