import { DownloadOutlined } from '@ant-design/icons';
import { useState } from 'react';
import type { TPortalStats } from '../../../core/portal/api';
import { usePortalStats } from '../../api/portal';
import { useLogo } from '../../area/AreaContext';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { LoadingBlock } from '../../components/LoadingBlock';
import { useT } from '../../i18n';
import { errorMessageKey } from '../../i18n/errors';
import { site } from '../../site';

/** The series of the chart, each with its colour (readable on white, told apart without colour by the table below). */
const SERIES = [
  { key: 'views', colour: '#1d5bd8' },
  { key: 'downloads', colour: '#0f7a3d' },
  { key: 'live', colour: '#b5560b' },
] as const;
type SeriesKey = (typeof SERIES)[number]['key'];

const dayLabel = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString(site.locale === 'zh' ? 'zh-CN' : 'en-GB', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** Thirty days as grouped bars (SVG, no chart library): each day its views, downloads and live hits. */
function Chart({ days, label }: { days: TPortalStats['days']; label: string }) {
  const W = 600;
  const H = 180;
  const pad = { left: 30, right: 8, bottom: 22, top: 8 };
  const max = Math.max(1, ...days.flatMap((d) => [d.views, d.downloads, d.live]));
  const step = (W - pad.left - pad.right) / days.length;
  const bar = Math.max(1, (step - 3) / SERIES.length);
  const y = (v: number) => H - pad.bottom - ((H - pad.bottom - pad.top) * v) / max;
  return (
    <svg className="portal-stats__chart" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label} data-testid="portal-stats-chart">
      {[0, 0.5, 1].map((f) => (
        <g key={f}>
          <line x1={pad.left} x2={W} y1={y(max * f)} y2={y(max * f)} stroke="#e6e9f0" />
          <text x={pad.left - 6} y={y(max * f) + 4} textAnchor="end" fontSize="10" fill="#5b6475">
            {Math.round(max * f)}
          </text>
        </g>
      ))}
      {days.map((d, i) => (
        <g key={d.day}>
          {SERIES.map((s, j) =>
            d[s.key] > 0 ? <rect key={s.key} x={pad.left + i * step + 1 + j * bar} y={y(d[s.key])} width={bar} height={H - pad.bottom - y(d[s.key])} fill={s.colour} /> : null,
          )}
          {(days.length - 1 - i) % 7 === 0 ? (
            // The last day's label ends at the chart's edge (centred, it would be cut off there).
            <text x={i === days.length - 1 ? W - 1 : pad.left + i * step + step / 2} y={H - 6} textAnchor={i === days.length - 1 ? 'end' : 'middle'} fontSize="10" fill="#5b6475">
              {dayLabel(d.day)}
            </text>
          ) : null}
        </g>
      ))}
    </svg>
  );
}

/**
 * Who saw and took what (issue 46): the last 30 days of the brand page's
 * views and unique visitors, its downloads, the live logo link's hits, by
 * day (a chart and, for whoever reads it rather than sees it, a table), by
 * file, link and referring site; a CSV of the same.
 */
export function StatsCard() {
  const t = useT();
  const logo = useLogo();
  const stats = usePortalStats(logo.fa_id);
  const [table, setTable] = useState(false);
  const name = (key: SeriesKey) => t(`portal.stats.${key}`);
  return (
    <section className="portal-card" aria-labelledby="portal-stats-title" data-testid="portal-stats">
      <h2 id="portal-stats-title">{t('portal.stats.title')}</h2>
      <p className="portal-card__muted">{t('portal.stats.lead')}</p>
      {stats.isPending ? (
        <LoadingBlock rows={3} />
      ) : stats.isError ? (
        <Alert type="error" showIcon title={t(errorMessageKey(stats.error))} action={<Button onClick={() => void stats.refetch()}>{t('common.retry')}</Button>} />
      ) : (
        <>
          <dl className="portal-stats__totals">
            {SERIES.map((s) => (
              <div key={s.key}>
                <dt>
                  <span className="portal-stats__key" style={{ background: s.colour }} aria-hidden="true" />
                  {name(s.key)}
                </dt>
                <dd data-testid={`portal-stats-${s.key}`}>{stats.data.totals[s.key]}</dd>
              </div>
            ))}
          </dl>
          <Chart days={stats.data.days} label={t('portal.stats.chart')} />
          <div className="portal-card__actions">
            <Button size="small" aria-expanded={table} onClick={() => setTable((v) => !v)} data-testid="portal-stats-table-toggle">
              {t(table ? 'portal.stats.hideTable' : 'portal.stats.showTable')}
            </Button>
            <a className="portal-page-editor__open" href={`/api/logo/${logo.fa_id}/portal/stats.csv`} download data-testid="portal-stats-csv">
              <DownloadOutlined aria-hidden="true" /> {t('portal.stats.csv')}
            </a>
          </div>
          {table && (
            // Scrolls on its own: reachable by keyboard, named for a screen reader.
            <div className="portal-stats__table-wrap" tabIndex={0} role="region" aria-label={t('portal.stats.chart')}>
              <table className="portal-stats__table" data-testid="portal-stats-table">
                <caption className="visually-hidden">{t('portal.stats.chart')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('portal.stats.day')}</th>
                    {SERIES.map((s) => (
                      <th key={s.key} scope="col">
                        {name(s.key)}
                      </th>
                    ))}
                    <th scope="col">{t('portal.stats.visitors')}</th>
                  </tr>
                </thead>
                <tbody>
                  {[...stats.data.days].reverse().map((d) => (
                    <tr key={d.day}>
                      <th scope="row">{dayLabel(d.day)}</th>
                      <td>{d.views}</td>
                      <td>{d.downloads}</td>
                      <td>{d.live}</td>
                      <td>{d.visitors}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <div className="portal-stats__lists">
            <Ranking title={t('portal.stats.files')} empty={t('portal.stats.none')} rows={stats.data.assets.map((a) => [a.asset, a.downloads])} testId="portal-stats-files" />
            <Ranking
              title={t('portal.stats.links')}
              empty={t('portal.stats.none')}
              rows={stats.data.links.map((l) => [l.label, t('portal.stats.linkCounts', { views: l.views, downloads: l.downloads })])}
              testId="portal-stats-links"
            />
            <Ranking title={t('portal.stats.referrers')} empty={t('portal.stats.none')} rows={stats.data.referrers.map((r) => [r.host, r.hits])} testId="portal-stats-referrers" />
          </div>
        </>
      )}
    </section>
  );
}

function Ranking({ title, empty, rows, testId }: { title: string; empty: string; rows: Array<[string, string | number]>; testId: string }) {
  return (
    <div className="portal-stats__list" data-testid={testId}>
      <h3>{title}</h3>
      {rows.length === 0 ? (
        <p className="portal-card__muted">{empty}</p>
      ) : (
        <ol>
          {rows.map(([name, value], i) => (
            // Two links may share a label: the rank is the key.
            <li key={i}>
              <span className="portal-stats__name">{name}</span>
              <span className="portal-stats__value">{value}</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
