import { useEffect, useRef, useState } from 'react';
import type { TOutlinedDesign } from '../../../core/design';
import type { SceneSvgOptions } from '../../../core/mockups/compose';
import { SCENE_WIDTH, type Scene } from '../../../core/mockups/scene';
import type { TMockupSummary } from '../../../core/mockups/api';
import { useMockupScene } from '../../api/mockups';
import { placeholderClass, useSeen } from '../../components/useInView';
import { usePresetScenes } from '../../api/vi';
import { useT } from '../../i18n';
import { useScenePreview } from '../mockup/useScenePreview';
import { Section } from './Section';

type LogoImage = NonNullable<SceneSvgOptions['logoImage']>;

/**
 * Where a 4:3 scene is cropped into the vertical card: round its first
 * placement, so the logo stays in the picture (spec 02 §2 "vertical card").
 */
function focus(scene: Scene | undefined): string {
  const p = scene?.placements[0];
  if (!p) return '50% 50%';
  const centre = (p.left + p.width / 2) / SCENE_WIDTH;
  // The card shows (3/4) / (4/3) of the scene's width; object-position p puts the scene's point
  // `centre` in the card's middle when p = (centre − shown / 2) / (1 − shown).
  const shown = (3 / 4) / (4 / 3);
  const x = Math.min(1, Math.max(0, (centre - shown / 2) / (1 - shown)));
  return `${(x * 100).toFixed(1)}% 50%`;
}

/**
 * The designer's manual png as a data URL with its size (an SVG shown as an
 * image loads nothing from outside itself); null while loading, 'failed'
 * when it cannot be read.
 */
function useManualPicture(url: string | null): LogoImage | null | 'failed' {
  const [picture, setPicture] = useState<LogoImage | null | 'failed'>(null);
  useEffect(() => {
    if (!url) return;
    let live = true;
    (async () => {
      const res = await fetch(url, { credentials: 'same-origin' });
      if (!res.ok) throw new Error(String(res.status));
      const blob = await res.blob();
      const href = await new Promise<string>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.onerror = () => reject(reader.error ?? new Error('read'));
        reader.readAsDataURL(blob);
      });
      const bitmap = await createImageBitmap(blob);
      const size = { width: bitmap.width, height: bitmap.height };
      bitmap.close();
      if (live) setPicture({ href, ...size });
    })().catch(() => live && setPicture('failed'));
    return () => {
      live = false;
    };
  }, [url]);
  return picture;
}

function PresetCard({ item, design, image }: { item: TMockupSummary; design: TOutlinedDesign; image?: LogoImage }) {
  const t = useT();
  // A scene's art is fetched once its card comes near the view: on a phone the first cards of the row alone, so the
  // first picture (the page's largest) is not kept waiting behind the art of those out of view.
  const ref = useRef<HTMLElement>(null);
  const seen = useSeen(ref);
  const scene = useMockupScene(item.id, item.version, seen);
  const preview = useScenePreview(design, scene.data, image);
  return (
    <figure ref={ref} className="vi-mockup" data-testid={`vi-mockup-${item.id}`} data-picture={image ? 'manual' : 'design'}>
      <div className="vi-mockup__picture" aria-busy={seen && !preview}>
        {preview === 'failed' || scene.isError ? (
          <span className="vi-mockup__failed">{t('vi.mockups.failed')}</span>
        ) : preview ? (
          <img src={preview} alt={item.label} decoding="async" style={{ objectPosition: focus(scene.data) }} data-testid="vi-mockup-preview" />
        ) : (
          <span className={placeholderClass(seen)} aria-hidden />
        )}
      </div>
      <figcaption>{item.label}</figcaption>
    </figure>
  );
}

/**
 * The mockup preview stage (spec 02 §2): the scene library's 7 preset
 * scenes with the logo, as vertical cards in a row that scrolls sideways
 * (4:3 cards on a phone). With a designer's manual png the same 7 scenes
 * show that picture instead of the design: the VI effects slider.
 */
export function MockupStage({ design, manualPng }: { design: TOutlinedDesign; manualPng: string | null }) {
  const t = useT();
  const presets = usePresetScenes();
  const manual = manualPng !== null;
  const picture = useManualPicture(manualPng);
  // The manual png's scenes wait for the picture; if it cannot be read, the design's are shown.
  const ready = !manual || picture !== null;
  const image = picture && picture !== 'failed' ? picture : undefined;
  return (
    <Section title={manual ? t('vi.mockups.effectsTitle') : t('vi.mockups.title')} lead={t('vi.mockups.lead')} testId="vi-mockups" manual={manual}>
      {presets.isError ? (
        <p className="vi-error" role="alert">{t('vi.loadFailed')}</p>
      ) : (
        <div className="vi-mockups" tabIndex={0} role="group" aria-label={t('vi.mockups.title')}>
          {ready &&
            (presets.data?.list ?? []).map((item) => <PresetCard key={item.id} item={item} design={design} image={image} />)}
          {(!presets.data || !ready) && Array.from({ length: 4 }, (_, i) => <span key={i} className="vi-mockup vi-mockup--loading skeleton-bar" aria-hidden />)}
        </div>
      )}
    </Section>
  );
}
