import { DownloadOutlined } from '@ant-design/icons';
import { usePortalEmails } from '../../api/portal';
import { useLogo } from '../../area/AreaContext';
import { Tag } from '../../components/Tag';
import { useT } from '../../i18n';
import { CardList } from './CardList';
import { shortDate } from './copy';

/**
 * The e-mails given on e-mail links (issue 46): who left an address before
 * downloading, by which link, when last and how often; the list as CSV.
 */
export function EmailsCard() {
  const t = useT();
  const logo = useLogo();
  const emails = usePortalEmails(logo.fa_id);
  return (
    <section className="portal-card" aria-labelledby="portal-emails-title" data-testid="portal-emails">
      <h2 id="portal-emails-title">{t('portal.emails.title')}</h2>
      <p className="portal-card__muted">{t('portal.emails.lead')}</p>
      <CardList query={emails} label={t('portal.emails.title')} empty={t('portal.emails.empty')} emptyTestId="portal-emails-empty" listTestId="portal-emails-list">
        {(list) =>
          list.map((entry) => (
            <li key={`${entry.email} ${entry.link.id}`} className="portal-link" data-testid="portal-email">
              <div className="portal-link__head">
                <a className="portal-link__label" href={`mailto:${entry.email}`}>
                  {entry.email}
                </a>
                <Tag color="default">{entry.link.label}</Tag>
              </div>
              <p className="portal-card__muted">{t('portal.emails.when', { date: shortDate(entry.last_at), count: entry.times })}</p>
            </li>
          ))
        }
      </CardList>
      {emails.data && emails.data.length > 0 && (
        <div className="portal-card__actions">
          <a className="portal-page-editor__open" href={`/api/logo/${logo.fa_id}/portal/emails.csv`} download data-testid="portal-emails-csv">
            <DownloadOutlined aria-hidden="true" /> {t('portal.emails.csv')}
          </a>
        </div>
      )}
    </section>
  );
}
