import { DownloadOutlined, LockOutlined } from '@ant-design/icons';
import { useRef } from 'react';
import type { TOutlinedDesign } from '../../../core/design';
import { EFFECT_PREVIEW, effectPreviewUrl } from '../../../core/vi/api';
import { EFFECTS, type EffectId } from '../../../core/vi/effects';
import { followingDesign, ServerPicture } from '../../components/ServerPicture';
import { useSeen } from '../../components/useInView';
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
  // The server's picture, asked for once the card comes near the view (a phone no longer paints the effects' filters).
  const ref = useRef<HTMLElement>(null);
  const seen = useSeen(ref);
  const name = t(NAMES[effect]);
  const save = (format: 'jpg' | 'png') => (props.locked ? props.onLocked() : props.onSave({ url: `/api/logo/${props.logoId}/effects/${effect}?format=${format}` }));
  return (
    <article ref={ref} className="vi-effect" data-testid={`vi-effect-${effect}`}>
      <ServerPicture
        src={followingDesign(effectPreviewUrl(props.logoId, effect), props.logoId, design)}
        seen={seen}
        alt={name}
        className="vi-effect__picture"
        placeholderClassName="vi-effect__placeholder"
        failed={<span className="vi-effect__failed">{t('mockups.previewFailed')}</span>}
        {...EFFECT_PREVIEW}
        testId="vi-effect-preview"
      />
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
 * glow, each the server's picture of the JPG on its backdrop (core/vi/effects.ts
 * draws it, the same as the downloads: the JPG, and the PNG cut out).
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
