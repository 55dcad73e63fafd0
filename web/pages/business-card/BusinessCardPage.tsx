import { EditOutlined, FilePdfOutlined, LockOutlined, PictureOutlined } from '@ant-design/icons';
import { lazyInAntdScope } from '../../app/antdScoped';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { PillRadios } from '../../components/PillRadios';
import { GatePrompt, gatePromptFor } from '../../components/GatePrompt';
import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import type { TCardMarks } from '../../../core/cards/api';
import { CARD_FORMATS } from '../../../core/cards/format';
import type { TCardInfo } from '../../../core/cards/info';
import { brandAssetRefusal } from '../../../core/downloads';
import { useCardPreview } from '../../api/cards';
import { useArea, useLogo } from '../../area/AreaContext';
import { translate, useT } from '../../i18n';
import { errorMessageKey } from '../../i18n/errors';
import { usePackageGate } from '../../purchase/usePackageGate';
import { browserStorage } from '../download/settingsStore';
import { useSaveFile } from '../download/useSaveFile';
import { EMPTY_CARD_INFO, readCardInfo, writeCardInfo } from './cardInfoStore';
import { CardSides, sampleCards, typedCards } from './CardSides';
import { site } from '../../site';
import './business-card.css';
import { Name } from '../../components/Name';

type CardFile = 'pdf' | 'front' | 'back';

/** The 'Enter Card Info' dialog (a form with its checks and a live preview): its code loads as the button is pressed, not with the page. */
const loadDialog = () => import('./CardInfoDialog').then((m) => ({ default: m.CardInfoDialog }));
// In antd's scope: the page draws without antd, its dialog with it (app/antdScoped.ts).
const CardInfoDialog = lazyInAntdScope(() => loadDialog().then((m) => m.default));

/**
 * The business-card page (spec 02 §2, §6): the 'Enter Card Info' button and
 * the card designs, front and back, with the buyer's details (a sample
 * person until they enter theirs), each downloadable as the print PDF and
 * as PNGs of its sides; the print PDF without marks (what most print shops
 * ask for) unless the buyer asks for crop marks. Downloads need a signed-in viewer and the
 * professional package; without them the previews stay and downloads open
 * sign-in, the purchase or the upgrade.
 */
export default function BusinessCardPage() {
  const t = useT();
  const logo = useLogo();
  const { roles } = useArea();
  const refusal = brandAssetRefusal(roles);
  const gate = usePackageGate(logo.fa_id, refusal, 'businessCards');
  const [info, setInfo] = useState<TCardInfo | null>(() => readCardInfo(browserStorage(), logo.fa_id));
  // Whether the sample person's cards have been on the screen: once details are saved they stay, dimmed, until the new ones come.
  const [sampleShown, setSampleShown] = useState(info === null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [after, setAfter] = useState<{ card: string; file: CardFile } | null>(null);
  const [marks, setMarks] = useState<TCardMarks>('none');
  // With the details typed, the server's SVGs; before, the sample person's pictures (the first ones the page's HTML preloads).
  const preview = useCardPreview(logo, info);
  const samples = useMemo(() => sampleCards(logo.fa_id, logo.design), [logo.fa_id, logo.design]);
  const { save, pending } = useSaveFile();

  useEffect(() => {
    document.title = translate('cards.documentTitle', { name: logo.logo_name });
  }, [logo.logo_name]);
  useEffect(() => {
    const remembered = readCardInfo(browserStorage(), logo.fa_id);
    setInfo(remembered);
    setSampleShown(remembered === null);
  }, [logo.fa_id]);

  const fetchFile = useCallback(
    (card: string, file: CardFile, details: TCardInfo) => {
      const base = `/api/logo/${logo.fa_id}/business-cards/${card}`;
      void (file === 'pdf' ? save(`${base}/pdf`, 'business-card.pdf', { info: details, marks }) : save(`${base}/png`, `business-card-${file}.png`, { info: details, side: file }));
    },
    [logo.fa_id, save, marks],
  );

  const download = (card: string, file: CardFile) => {
    if (gate.locked) gate.open();
    else if (!info) {
      // The card needs the buyer's own details first: ask, then download.
      setAfter({ card, file });
      setDialogOpen(true);
    } else fetchFile(card, file, info);
  };

  const saveInfo = (next: TCardInfo) => {
    writeCardInfo(browserStorage(), logo.fa_id, next);
    setInfo(next);
    setDialogOpen(false);
    if (after) fetchFile(after.card, after.file, next);
    setAfter(null);
  };

  const prompt = gatePromptFor(refusal, {
    NOT_IN_PACKAGE: { text: t('cards.upgradeText'), button: t('purchase.button.upgrade') },
    NOT_BOUGHT: { text: t('cards.buyText'), button: t('purchase.button.buy') },
    UNAUTHENTICATED: { text: t('cards.signInText'), button: t('mockups.signIn') },
  });
  // The typed details' cards once they have come; meanwhile the sample ones if they were shown (busy), else placeholders.
  const designs = info && preview.data ? typedCards(preview.data) : info === null || sampleShown ? samples : null;
  const busy = info !== null && preview.isFetching;
  const locked = gate.locked;

  return (
    <div className="cards-page">
      <header className="cards-page__header">
        <p className="download-header__eyebrow" data-testid="cards-eyebrow"><Name>{logo.logo_name}</Name></p>
        <h1 className="download-header__title">{t('cards.title')}</h1>
        <p className="cards-page__lead">{t('cards.lead', { size: CARD_FORMATS[site.locale].label })}</p>
        <div className="cards-page__actions">
          <Button
            type="primary"
            size="large"
            icon={<EditOutlined />}
            onPointerDown={() => void loadDialog()}
            onClick={() => setDialogOpen(true)}
            data-testid="card-info-open"
          >
            {t('cards.enterInfo')}
          </Button>
          <span className="cards-page__who" data-testid="cards-who">
            {info ? t('cards.showing', { name: info.name }) : t('cards.sample')}
          </span>
        </div>
        <div className="cards-page__marks">
          <PillRadios<TCardMarks>
            legend={t('cards.marks.label')}
            options={[
              { value: 'none', label: t('cards.marks.none') },
              { value: 'crop', label: t('cards.marks.crop') },
            ]}
            value={marks}
            onChange={setMarks}
            testId="card-marks"
          />
          <p className="cards-page__marks-hint" data-testid="card-marks-hint">
            {t('cards.marks.hint')}
          </p>
        </div>
      </header>

      <GatePrompt prompt={prompt} className="cards-page__prompt" testId="cards-upgrade" onOpen={gate.open} />

      {preview.isError && (
        // Failed with cards on the screen (the sample's, or the details before the last save): they are not the latest; without any: nothing to show. Either way a retry.
        <Alert
          className="cards-page__prompt"
          type={designs ? 'warning' : 'error'}
          showIcon
          title={t(designs ? 'cards.stale' : 'cards.loadFailed')}
          description={designs ? undefined : t(errorMessageKey(preview.error))}
          action={<Button onClick={() => void preview.refetch()}>{t('common.retry')}</Button>}
          data-testid={designs ? 'cards-stale' : 'cards-error'}
        />
      )}
      {designs === null ? (
        !preview.isError && (
          <section className="cards-grid" aria-busy="true" aria-label={t('cards.listLabel')}>
            {Array.from({ length: 4 }, (_, i) => (
              <div key={i} className="card-design card-design--skeleton">
                <span className="skeleton-bar" />
              </div>
            ))}
          </section>
        )
      ) : (
        <section className="cards-grid" aria-label={t('cards.listLabel')} data-testid="cards-grid">
          {designs.map((card) => (
            <article key={card.id} className="card-design" data-testid={`card-${card.id}`}>
              <CardSides card={card} busy={busy} />
              <div className="card-design__footer">
                <h2>{card.label}</h2>
                <div className="card-design__buttons">
                  <Button type="primary" icon={locked ? <LockOutlined /> : <FilePdfOutlined />} disabled={pending} onClick={() => download(card.id, 'pdf')} data-testid="card-pdf">
                    {t('cards.pdf')}
                  </Button>
                  <Button icon={<PictureOutlined />} disabled={pending} onClick={() => download(card.id, 'front')} aria-label={t('cards.pngFrontOf', { name: card.label })} data-testid="card-png-front">
                    {t('cards.pngFront')}
                  </Button>
                  <Button icon={<PictureOutlined />} disabled={pending} onClick={() => download(card.id, 'back')} aria-label={t('cards.pngBackOf', { name: card.label })} data-testid="card-png-back">
                    {t('cards.pngBack')}
                  </Button>
                </div>
              </div>
            </article>
          ))}
        </section>
      )}

      {dialogOpen && (
        <Suspense fallback={null}>
          <CardInfoDialog
            initial={info ?? EMPTY_CARD_INFO}
            designs={designs ?? samples}
            design={after?.card}
            onCancel={() => {
              setDialogOpen(false);
              setAfter(null);
            }}
            onSave={saveInfo}
          />
        </Suspense>
      )}
      {gate.dialog}
    </div>
  );
}
