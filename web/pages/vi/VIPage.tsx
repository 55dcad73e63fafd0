import { FilePdfOutlined, LockOutlined } from '@ant-design/icons';
import { useEffect } from 'react';
import { brandAssetRefusal, brandIdentityRefusal, professionalRefusal } from '../../../core/downloads';
import { useArea, useLogo } from '../../area/AreaContext';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { translate, useT } from '../../i18n';
import { usePackageGate } from '../../purchase/usePackageGate';
import { MockupStage } from './MockupStage';
import { useImageSaver } from './useImageSaver';
import { useLocation } from 'react-router';
import { lazyWhenNear } from '../../components/lazyWhenNear';
import '../../components/card-grid.css';
import './vi.css';
import { Name } from '../../components/Name';
import { Button } from '../../components/Button';

// The first stage (the logo in use) comes with the page; the others below it load when near the view or
// at the first scroll, tap or key (components/lazyWhenNear): a phone's first load carries the first view.
const EffectsStage = lazyWhenNear(() => import('./EffectsStage').then((m) => m.EffectsStage), { minHeight: 480, testId: 'vi-effects' });
const WatermarkStage = lazyWhenNear(() => import('./WatermarkStage').then((m) => m.WatermarkStage), { minHeight: 560, testId: 'vi-watermarks' });
const IconStage = lazyWhenNear(() => import('./IconStage').then((m) => m.IconStage), { minHeight: 480, testId: 'vi-icons' });
const FontStage = lazyWhenNear(() => import('./FontStage').then((m) => m.FontStage), { minHeight: 640, testId: 'vi-fonts' });
const WordTemplatesStage = lazyWhenNear(() => import('./WordTemplatesStage').then((m) => m.WordTemplatesStage), { minHeight: 420, testId: 'vi-word' });

/**
 * The brand identity page /vi (spec 02 §2 "Logo VI and mockup page", §4–§9):
 * the logo in use (7 preset mockups), four special effects, background
 * watermarks, icons, fonts with the colour specification and (Chinese site)
 * the font licence, the Word templates (each with its docx download) and
 * the brand guidelines PDF.
 */
export default function VIPage() {
  const t = useT();
  const logo = useLogo();
  const { roles, user } = useArea();
  const zh = roles.has('zh');
  const manual = logo.manual.png !== null;
  const saver = useImageSaver();
  const { search } = useLocation();
  const effectsGate = usePackageGate(logo.fa_id, brandIdentityRefusal(roles));
  const iconsGate = usePackageGate(logo.fa_id, professionalRefusal(roles), 'icons');
  const guideGate = usePackageGate(logo.fa_id, brandAssetRefusal(roles));

  useEffect(() => {
    document.title = translate('vi.documentTitle', { name: logo.logo_name });
  }, [logo.logo_name]);

  return (
    <div className="vi-page">
      <header className="vi-page__header">
        <div>
          <p className="download-header__eyebrow"><Name>{logo.logo_name}</Name></p>
          <h1 className="download-header__title">{t('vi.title')}</h1>
          <p className="vi-page__lead">{t('vi.lead')}</p>
        </div>
        <Button
          type="primary"
          size="large"
          icon={guideGate.locked ? <LockOutlined /> : <FilePdfOutlined />}
          loading={saver.busy.vi}
          onClick={() => (guideGate.locked ? guideGate.open() : void saver.run('vi', { url: `/api/logo/${logo.fa_id}/guidelines.pdf` }, false))}
          data-testid="vi-guidelines"
        >
          {t('vi.guidelines')}
        </Button>
      </header>

      {/* Each stage fails on its own: a fault in its body shows a retry in its place (its content has one of its own, in Section). */}
      <ErrorBoundary testId="vi-stage-failed">
        <MockupStage design={logo.design} logoId={logo.fa_id} manualPng={logo.manual.png} />
      </ErrorBoundary>
      <ErrorBoundary testId="vi-stage-failed">
        <EffectsStage
          design={logo.design}
          logoId={logo.fa_id}
          locked={effectsGate.locked}
          busy={!!saver.busy.preview}
          onLocked={effectsGate.open}
          onSave={(s, section) => void saver.run(section, s)}
        />
      </ErrorBoundary>
      <ErrorBoundary testId="vi-stage-failed">
        <WatermarkStage
          design={logo.design}
          name={`${t('app.name')}-${logo.logo_name}`}
          busy={!!saver.busy.preview}
          locked={effectsGate.locked}
          onLocked={effectsGate.open}
          onSave={(s) => void saver.run('preview', s)}
        />
      </ErrorBoundary>
      {/* spec 02 §2: only for a logo with a normal icon and no manual png. */}
      {logo.design.icon && !manual && (
        <ErrorBoundary testId="vi-stage-failed">
          <IconStage
            design={logo.design}
            logoId={logo.fa_id}
            cover={user?.cover ?? null}
            locked={iconsGate.locked}
            busy={!!saver.busy.preview}
            onLocked={iconsGate.open}
            onSave={(s) => void saver.run('preview', s)}
          />
        </ErrorBoundary>
      )}
      <ErrorBoundary testId="vi-stage-failed">
        <FontStage logo={logo} zh={zh} busy={saver.busy} onSave={(s, section) => void saver.run(section, s, false)} />
      </ErrorBoundary>
      <ErrorBoundary testId="vi-stage-failed">
        <WordTemplatesStage design={logo.design} logoId={logo.fa_id} search={search} />
      </ErrorBoundary>

      {saver.modal}
      {effectsGate.dialog}
      {iconsGate.dialog}
      {guideGate.dialog}
    </div>
  );
}
