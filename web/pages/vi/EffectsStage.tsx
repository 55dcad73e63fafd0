import { DownloadOutlined, LockOutlined } from '@ant-design/icons';
import { useMemo, useRef } from 'react';
import type { TOutlinedDesign } from '../../../core/design';
import { composeEffectSvg, EFFECTS, type EffectId } from '../../../core/vi/effects';
import { placeholderClass, useSeen } from '../../components/useInView';
import { useSvgUrl } from '../../components/useSvgUrl';
import { useT, type TKey } from '../../i18n';
import type { ImageSource, ViSection } from './useImageSaver';
import { Section } from './Section';
import { Button } from '../../components/Button';

const NAMES: Record<EffectId, TKey> = {
  golden: 'vi.effects.golden',
  silver: 'vi.effects.silver',
  neon: 'vi.effects.neon',
  glow: 'vi.effects.glow',
};

function EffectCard(props: { effect: EffectId; design: TOutlinedDesign; logoId: number; locked: boolean; busy: boolean; onLocked: () => void; onSave: (s: ImageSource) => void }) {
  const t = useT();
  const { effect, design } = props;
  // Drawn once the card comes near the view: its filters are costly to paint, and a phone's first picture waits on them.
  const ref = useRef<HTMLElement>(null);
  const seen = useSeen(ref);
  const svg = useMemo(() => (seen ? composeEffectSvg(design, effect, { width: 800 }) : null), [seen, design, effect]);
  const src = useSvgUrl(svg);
  const name = t(NAMES[effect]);
  const save = (format: 'jpg' | 'png') => (props.locked ? props.onLocked() : props.onSave({ url: `/api/logo/${props.logoId}/effects/${effect}?format=${format}` }));
  return (
    <article ref={ref} className="vi-effect" data-testid={`vi-effect-${effect}`}>
      <div className="vi-effect__picture">{src ? <img src={src} alt={name} data-testid="vi-effect-preview" /> : <span className={placeholderClass(seen)} aria-hidden />}</div>
      <div className="vi-effect__footer">
        <h3>{name}</h3>
        <div className="vi-effect__actions">
          {(['jpg', 'png'] as const).map((format) => (
            <Button
              key={format}
              size="small"
              icon={props.locked ? <LockOutlined /> : <DownloadOutlined />}
              disabled={props.busy}
              onClick={() => save(format)}
              aria-label={t('vi.effects.download', { name, format: format.toUpperCase() })}
              data-testid={`vi-effect-${effect}-${format}`}
            >
              {format.toUpperCase()}
            </Button>
          ))}
        </div>
      </div>
    </article>
  );
}

/**
 * The four special-effect cards (spec 02 §2, §9): golden, silver, neon and
 * glow, drawn by core/vi/effects.ts — the same SVG the server renders for
 * the JPG (on its backdrop) and the PNG (cut out).
 */
export function EffectsStage(props: { design: TOutlinedDesign; logoId: number; locked: boolean; busy: boolean; onLocked: () => void; onSave: (s: ImageSource, section: ViSection) => void }) {
  const t = useT();
  return (
    <Section title={t('vi.effects.title')} lead={t('vi.effects.lead')} testId="vi-effects">
      <div className="vi-effects">
        {EFFECTS.map((effect) => (
          <EffectCard key={effect} effect={effect} {...props} onSave={(s) => props.onSave(s, 'preview')} />
        ))}
      </div>
    </Section>
  );
}
