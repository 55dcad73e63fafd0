import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { LoadingBlock } from '../../components/LoadingBlock';
import { useT } from '../../i18n';
import { errorMessageKey } from '../../i18n/errors';

/**
 * A card's list as the portal page shows each (links, requests, e-mails,
 * team): rows of placeholder while it loads, the error with a retry, a word
 * when there is nothing yet, else the list named `label`.
 */
export function CardList<T>({
  query,
  label,
  empty,
  emptyTestId,
  listTestId,
  children,
}: {
  query: UseQueryResult<T[]>;
  label: string;
  empty: string;
  emptyTestId: string;
  listTestId?: string;
  children: (items: T[]) => ReactNode;
}) {
  const t = useT();
  if (query.isPending) return <LoadingBlock rows={2} />;
  if (query.isError) return <Alert type="error" showIcon title={t(errorMessageKey(query.error))} action={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>} />;
  if (query.data.length === 0)
    return (
      <p className="portal-links__empty" data-testid={emptyTestId}>
        {empty}
      </p>
    );
  return (
    <ul className="portal-links" aria-label={label} data-testid={listTestId}>
      {children(query.data)}
    </ul>
  );
}
