import { Button } from 'antd';
import { useState } from 'react';
import { RULES, can } from '../../../core/permissions';
import { useColourSpec } from '../../api/colours';
import { useArea } from '../../area/AreaContext';
import { lazyDialog } from '../../components/lazyDialog';
import { useT } from '../../i18n';

const SpotColoursDialog = lazyDialog(() => import('./SpotColoursDialog').then((m) => m.default));

/**
 * The colour specification (spec 02 §2 font stage, §3, §5): up to four brand
 * colours, each a swatch with its title, HEX, RGB and the CMYK of the named
 * ICC profile (the same numbers as the brand kit's colour sheet and the
 * business cards), the profile named below; the spot ink its owner named
 * for it (issue 47), which the owner or an admin names in a dialog.
 */
export function ColourSpec({ logoId }: { logoId: number }) {
  const t = useT();
  const spec = useColourSpec(logoId);
  const [naming, setNaming] = useState(false);
  const named = spec.data?.colors.some((c) => c.spot) ?? false;
  // The server says whether this viewer may name them; inside a host's frame (a role only the page knows) nobody does.
  const { roles } = useArea();
  const editable = !!spec.data?.spotEditable && can(RULES.spotColours, roles);
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
              {c.spot && (
                <>
                  <dt>{t('vi.colours.spot')}</dt>
                  <dd data-testid="vi-colour-spot">{c.spot}</dd>
                </>
              )}
            </dl>
          </li>
        ))}
        {spec.isPending && Array.from({ length: 3 }, (_, i) => <li key={i} className="vi-colour skeleton-bar" aria-hidden />)}
      </ul>
      {spec.data && (
        <p className="vi-colours__profile" data-testid="vi-colour-profile">
          {t('vi.colours.profile', { name: spec.data.profile })}
          {named && ` ${t('vi.colours.spotNote')}`}
        </p>
      )}
      {spec.data && editable && (
        <>
          <Button
            size="small"
            className="vi-colours__spots"
            onClick={() => setNaming(true)}
            onPointerEnter={SpotColoursDialog.preload}
            onFocus={SpotColoursDialog.preload}
            data-testid="vi-spot-edit"
          >
            {t(named ? 'vi.colours.spotEdit' : 'vi.colours.spotAdd')}
          </Button>
          <SpotColoursDialog open={naming} logoId={logoId} colours={spec.data.colors} onClose={() => setNaming(false)} />
        </>
      )}
    </div>
  );
}
