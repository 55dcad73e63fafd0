import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { useEffect, useRef, useState } from 'react';
import type { TPortalRequest } from '../../../core/portal/api';
import { ApiError } from '../../api/client';
import { useAnswerRequest, usePortalRequests } from '../../api/portal';
import { useLogo } from '../../area/AreaContext';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Tag } from '../../components/Tag';
import { toast } from '../../components/toast';
import { useT, type TKey } from '../../i18n';
import { errorMessageKey } from '../../i18n/errors';
import { CardList } from './CardList';
import { shortDate } from './copy';

const STATE_COLOUR = { pending: 'processing', approved: 'success', refused: 'error' } as const;

/**
 * View-only links' requests for the files (issue 46): who asked, by which
 * link, what for; approve (they are mailed an address that opens the
 * downloads) or refuse (they are told). Shown once a view-only link exists
 * or a request came.
 */
export function RequestsCard() {
  const t = useT();
  const logo = useLogo();
  const requests = usePortalRequests(logo.fa_id);
  const pending = requests.data?.filter((r) => r.state === 'pending').length ?? 0;
  return (
    <section className="portal-card" aria-labelledby="portal-requests-title" data-testid="portal-requests">
      <h2 id="portal-requests-title">
        {t('portal.requests.title')}
        {pending > 0 && (
          <span className="portal-requests__count" data-testid="portal-requests-pending">
            {t('portal.requests.pending', { count: pending })}
          </span>
        )}
      </h2>
      <p className="portal-card__muted">{t('portal.requests.lead')}</p>
      <CardList query={requests} label={t('portal.requests.title')} empty={t('portal.requests.empty')} emptyTestId="portal-requests-empty">
        {(list) => list.map((request) => <RequestRow key={request.id} request={request} />)}
      </CardList>
    </section>
  );
}

function RequestRow({ request }: { request: TPortalRequest }) {
  const t = useT();
  const logo = useLogo();
  const answer = useAnswerRequest(logo.fa_id);
  const state = useRef<HTMLSpanElement>(null);
  const [answered, setAnswered] = useState(false);
  // The buttons go with the answer: the focus goes to the request's new state rather than to the page's start.
  useEffect(() => {
    if (answered && request.state !== 'pending') state.current?.focus();
  }, [answered, request.state]);
  const decide = (decision: 'approve' | 'refuse') =>
    answer.mutate(
      { id: request.id, decision },
      {
        onSuccess: () => {
          setAnswered(true);
          toast.success(t(decision === 'approve' ? 'portal.requests.approved' : 'portal.requests.refused', { name: request.name }));
        },
      },
    );
  return (
    <li className="portal-link" data-testid="portal-request">
      <div className="portal-link__head">
        <h3 className="portal-link__label">{request.name}</h3>
        <Tag color="default">{request.link.label}</Tag>
        <span ref={state} tabIndex={-1} className="portal-request__state">
          <Tag color={STATE_COLOUR[request.state]} data-testid="portal-request-state">
            {t(`portal.requests.state.${request.state}` as TKey, { date: shortDate(request.decided_at ?? request.created_at) })}
          </Tag>
        </span>
      </div>
      <p className="portal-card__muted">
        <a href={`mailto:${request.email}`}>{request.email}</a> · {shortDate(request.created_at)}
      </p>
      {request.message && <p className="portal-request__message">{request.message}</p>}
      {answer.error instanceof ApiError && <Alert type="error" showIcon title={t(errorMessageKey(answer.error))} />}
      {request.state === 'pending' && (
        <div className="portal-link__actions">
          <Button
            size="small"
            type="primary"
            icon={<CheckOutlined />}
            loading={answer.isPending && answer.variables?.decision === 'approve'}
            disabled={answer.isPending}
            onClick={() => decide('approve')}
            aria-label={t('portal.requests.approveOf', { name: request.name })}
            data-testid="portal-request-approve"
          >
            {t('portal.requests.approve')}
          </Button>
          <Button
            size="small"
            danger
            icon={<CloseOutlined />}
            loading={answer.isPending && answer.variables?.decision === 'refuse'}
            disabled={answer.isPending}
            onClick={() => decide('refuse')}
            aria-label={t('portal.requests.refuseOf', { name: request.name })}
            data-testid="portal-request-refuse"
          >
            {t('portal.requests.refuse')}
          </Button>
        </div>
      )}
    </li>
  );
}
