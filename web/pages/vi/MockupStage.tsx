import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { TOutlinedDesign } from '../../../core/design';
import type { SceneSvgOptions } from '../../../core/mockups/compose';
import { mockupPreviewUrl, type TMockupSummary } from '../../../core/mockups/api';
import { useSeen } from '../../components/useInView';
import { followingDesign, ServerPicture } from '../../components/ServerPicture';
import { usePresetScenes } from '../../api/vi';
import { useT } from '../../i18n';
import { Section } from './Section';

type LogoImage = NonNullable<SceneSvgOptions['logoImage']>;

// Only for a logo with a designer's own picture: the scene engine comes with it, not with the page.
const ManualPresetCard = lazy(() => import('./ManualPresetCard').then((m) => ({ default: m.ManualPresetCard })));

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

/** A preset with the logo: the server's picture (components/ServerPicture.tsx), asked for once the card comes near the view. */
function PresetCard({ item, src }: { item: TMockupSummary; src: string }) {
  const t = useT();
  // On a phone the first cards of the row alone: the first picture (the page's largest) is not kept waiting behind the others.
  const ref = useRef<HTMLElement>(null);
  const seen = useSeen(ref);
  return (
    <figure ref={ref} className="vi-mockup" data-testid={`vi-mockup-${item.id}`} data-picture="design">
      <ServerPicture
        src={src}
        seen={seen}
        alt={item.label}
        className="vi-mockup__picture"
        placeholderClassName="vi-mockup__placeholder"
        failed={<span className="vi-mockup__failed">{t('vi.mockups.failed')}</span>}
        style={{ objectPosition: `${item.focus ?? 50}% 50%` }}
        testId="vi-mockup-preview"
      />
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
export function MockupStage({ design, logoId, manualPng }: { design: TOutlinedDesign; logoId: number; manualPng: string | null }) {
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
            (presets.data?.list ?? []).map((item) =>
              image ? (
                <Suspense key={item.id} fallback={<span className="vi-mockup vi-mockup--loading skeleton-bar" aria-hidden />}>
                  <ManualPresetCard item={item} design={design} image={image} />
                </Suspense>
              ) : (
                <PresetCard key={item.id} item={item} src={followingDesign(mockupPreviewUrl(logoId, item.id, item.version), logoId, design)} />
              ),
            )}
          {(!presets.data || !ready) && Array.from({ length: 4 }, (_, i) => <span key={i} className="vi-mockup vi-mockup--loading skeleton-bar" aria-hidden />)}
        </div>
      )}
    </Section>
  );
}
