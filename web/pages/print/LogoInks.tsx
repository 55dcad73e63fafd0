import { Link, useLocation } from 'react-router';
import type { TBrandColour } from '../../../core/vi/api';
import { useT } from '../../i18n';
import { withKeptQuery } from '../../navigation/query';

/**
 * The inks a version of the logo for printers prints in: each brand colour
 * with the spot name its owner gave it (a plate of its own in the files), or
 * its CMYK when it has none; and the way to the brand-identity page, where
 * the names are given.
 */
export function LogoInks({ colours, editable }: { colours: readonly TBrandColour[]; editable: boolean }) {
  const t = useT();
  const { search } = useLocation();
  const unnamed = colours.some((c) => !c.spot);
  return (
    <div className="print-page__inks" data-testid="print-inks">
      <p className="pill-radios__legend">{t('print.logo.inksLabel')}</p>
      <ul>
        {colours.map((c) => (
          <li key={c.hex} data-testid="print-ink">
            <span className="print-page__thread" style={{ background: c.hex }} aria-hidden="true" />
            <span>
              {c.title} · {c.spot ? <strong data-testid="print-ink-spot">{c.spot}</strong> : t('print.logo.process', { cmyk: c.cmyk.join(', ') })}
            </span>
          </li>
        ))}
      </ul>
      {unnamed && (
        <p className="print-page__hint">
          {t(editable ? 'print.logo.nameThem' : 'print.logo.ownerNames')}{' '}
          {editable && (
            <Link to={withKeptQuery('/vi', search)} data-testid="print-name-spots">
              {t('print.logo.toVi')}
            </Link>
          )}
        </p>
      )}
    </div>
  );
}
