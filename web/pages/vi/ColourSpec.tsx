import { useColourSpec } from '../../api/vi';
import { useT } from '../../i18n';

/**
 * The colour specification (spec 02 §2 font stage, §3, §5): up to four brand
 * colours, each a swatch with its title, HEX, RGB and the CMYK of the named
 * ICC profile (the same numbers as the brand kit's colour sheet and the
 * business cards), the profile named below.
 */
export function ColourSpec({ logoId }: { logoId: number }) {
  const t = useT();
  const spec = useColourSpec(logoId);
  return (
    <div className="vi-colours" data-testid="vi-colours" aria-busy={spec.isPending}>
      <h3>{t('vi.colours.title')}</h3>
      {spec.isError && <p className="vi-error" role="alert">{t('vi.loadFailed')}</p>}
      <ul className="vi-colours__list">
        {spec.data?.colors.map((c) => (
          <li key={c.hex} className={`vi-colour${c.dark ? ' vi-colour--dark' : ''}`} style={{ background: c.hex }} data-testid="vi-colour" data-dark={c.dark}>
            <span className="vi-colour__title">{c.title}</span>
            <dl>
              <dt>HEX</dt>
              <dd data-testid="vi-colour-hex">{c.hex}</dd>
              <dt>RGB</dt>
              <dd>{c.rgb.join(', ')}</dd>
              <dt>CMYK</dt>
              <dd data-testid="vi-colour-cmyk">{c.cmyk.join(', ')}</dd>
            </dl>
          </li>
        ))}
        {spec.isPending && Array.from({ length: 3 }, (_, i) => <li key={i} className="vi-colour skeleton-bar" aria-hidden />)}
      </ul>
      {spec.data && <p className="vi-colours__profile" data-testid="vi-colour-profile">{t('vi.colours.profile', { name: spec.data.profile })}</p>}
    </div>
  );
}
