import { ArrowDownOutlined, ArrowUpOutlined, CheckCircleOutlined, DeleteOutlined, DownloadOutlined, ExclamationCircleOutlined, LoadingOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useMemo, useRef, useState } from 'react';
import { BRAND_PPT_OUTLINE_AMOUNT } from '../../../core/constants';
import type { TOutlinedDesign } from '../../../core/design';
import { DECK_MAX_SLIDES, outlineToSlides, type TBrandPptDetail, type TDeckSlide } from '../../../core/office/brand-ppt';
import type { OfficeBrand } from '../../../core/office/brand';
import { slotAspects } from '../../../core/office/svg';
import { DECK_PATTERNS, DECK_STYLES, SLIDE_LAYOUTS, type DeckLook, type SlideLayout } from '../../../core/office/slides';
import { requestOutline } from '../../api/brandPpt';
import { Button } from '../../components/Button';
import { ColourSwatches } from '../../components/ColourSwatches';
import { ConfirmPopover } from '../../components/ConfirmPopover';
import { MenuButton } from '../../components/MenuButton';
import { Segmented } from '../../components/Segmented';
import { TextArea, TextInput } from '../../components/TextInput';
import { toast } from '../../components/toast';
import { typedText } from '../../../core/text';
import { useT, type TKey } from '../../i18n';
import { errorMessageKey } from '../../i18n/errors';
import { useSaveFile } from '../download/useSaveFile';
import { logoSlots } from '../templates/logoSlots';
import { SlideImage } from './SlideImage';
import { useDeckDraft, type SaveState } from './useDeckDraft';

const SAVE_ICONS: Record<SaveState, React.ReactNode> = {
  saved: <CheckCircleOutlined />,
  dirty: <LoadingOutlined />,
  saving: <LoadingOutlined />,
  failed: <ExclamationCircleOutlined />,
  invalid: <ExclamationCircleOutlined />,
  conflict: <ExclamationCircleOutlined />,
};

const clean = typedText;

/** A new slide of a layout: placeholder text the customer types over. */
function blankSlide(layout: SlideLayout, t: (k: TKey) => string): TDeckSlide {
  const lines = layout === 'stats' ? ['98% | ' + t('brandPpt.sample.stat'), '24/7 | ' + t('brandPpt.sample.stat2')] : layout === 'cover' || layout === 'section' || layout === 'closing' ? [] : [t('brandPpt.sample.point'), t('brandPpt.sample.point2')];
  return { layout, title: t('brandPpt.sample.title'), lines };
}

/**
 * The brand PPT editor (spec 01 §2): the slides in order (select, move,
 * add, remove), the selected slide large and live, its layout, title,
 * subtitle and lines; the deck's title, colour, background pattern and
 * style; a new outline from another keyword; export as .pptx. Every change
 * is saved by itself a moment later.
 */
export function DeckEditor({ logoId, design, detail, brand }: { logoId: number; design: TOutlinedDesign; detail: TBrandPptDetail; brand: OfficeBrand }) {
  const t = useT();
  const { draft, change, state, flush } = useDeckDraft(logoId, detail);
  const [selected, setSelected] = useState(0);
  const [keyword, setKeyword] = useState(detail.form.keyword);
  const [rewriting, setRewriting] = useState(false);
  // What the last move, addition or removal did, for a screen reader (the list changes out of its sight).
  const [announced, setAnnounced] = useState('');
  const moveUp = useRef<HTMLButtonElement>(null);
  const moveDown = useRef<HTMLButtonElement>(null);
  const { save, pending } = useSaveFile();
  const slots = useMemo(() => logoSlots(design), [design]);
  const aspects = useMemo(() => {
    try {
      return slotAspects(design);
    } catch {
      return {};
    }
  }, [design]);
  const look: DeckLook = useMemo(() => ({ brand, style: draft.deck.style, pattern: draft.form.pattern, colour: draft.form.color.toUpperCase() }), [brand, draft.deck.style, draft.form.pattern, draft.form.color]);
  const slides = draft.deck.slides;
  const current = slides[Math.min(selected, slides.length - 1)]!;
  const at = Math.min(selected, slides.length - 1);
  // The brand's colours, and the deck's own when it is none of them (a deepened primary, a picked colour).
  const colours = useMemo(() => [...new Set([draft.form.color, ...brand.colours, '#1F2430'].map((c) => c.toUpperCase()))], [brand.colours, draft.form.color]);

  const setSlides = (update: (s: TDeckSlide[]) => TDeckSlide[]) => change((d) => ({ ...d, deck: { ...d.deck, slides: update([...d.deck.slides]) } }));
  const editSlide = (patch: Partial<TDeckSlide>) => setSlides((s) => s.map((x, i) => (i === at ? { ...x, ...patch } : x)));
  const move = (from: number, to: number) => {
    if (to < 0 || to >= slides.length) return;
    setSlides((s) => {
      const [item] = s.splice(from, 1);
      s.splice(to, 0, item!);
      return s;
    });
    setSelected(to);
    setAnnounced(t('brandPpt.moved', { from: from + 1, to: to + 1, count: slides.length }));
    // At the first (or last) place the button pressed is disabled, which would drop the focus: the other one takes it.
    if (to === 0) moveDown.current?.focus();
    else if (to === slides.length - 1) moveUp.current?.focus();
  };
  const add = (layout: SlideLayout) => {
    if (slides.length >= DECK_MAX_SLIDES) return;
    setSlides((s) => {
      s.splice(at + 1, 0, blankSlide(layout, t));
      return s;
    });
    setSelected(at + 1);
    setAnnounced(t('brandPpt.added', { n: at + 2, layout: t(`brandPpt.layout.${layout}`), count: slides.length + 1 }));
  };
  const remove = () => {
    if (slides.length <= 1) return;
    setSlides((s) => s.filter((_, i) => i !== at));
    setSelected(Math.max(0, at - 1));
    setAnnounced(t('brandPpt.removed', { n: at + 1, count: slides.length - 1 }));
  };
  const rewrite = async () => {
    const k = keyword.trim();
    if (!k) return;
    setRewriting(true);
    try {
      const { outline } = await requestOutline({ logo: logoId, amount: BRAND_PPT_OUTLINE_AMOUNT, keyword: k });
      change((d) => ({ ...d, form: { ...d.form, keyword: k }, outline, deck: { ...d.deck, slides: outlineToSlides(outline) } }));
      setSelected(0);
      toast.success(t('brandPpt.rewritten'));
    } catch (error) {
      toast.error(t(errorMessageKey(error)));
    } finally {
      setRewriting(false);
    }
  };
  const exportPptx = async () => {
    if (!(await flush())) return toast.error(t('brandPpt.saveFailed'));
    await save(`/api/logo/${logoId}/brand-ppt.pptx`);
  };

  const layoutOptions = SLIDE_LAYOUTS.map((l) => ({ value: l, label: t(`brandPpt.layout.${l}`) }));
  const hint = current.layout === 'stats' ? 'brandPpt.linesHintStats' : current.layout === 'two-column' || current.layout === 'timeline' ? 'brandPpt.linesHintHeads' : 'brandPpt.linesHint';
  const hasLines = !['cover', 'section', 'closing'].includes(current.layout);

  return (
    <div className="ppt-editor" data-testid="ppt-editor">
      <div className="ppt-editor__bar">
        <TextInput
          className="ppt-editor__title"
          value={draft.title}
          maxLength={120}
          status={draft.title.trim() === '' ? 'error' : undefined}
          placeholder={t('brandPpt.titleRequired')}
          onChange={(e) => change((d) => ({ ...d, title: clean(e.target.value) }))}
          aria-label={t('brandPpt.deckTitle')}
          aria-invalid={draft.title.trim() === ''}
          data-testid="ppt-title"
        />
        <span className={`ppt-editor__state ppt-editor__state--${state}`} role="status" data-testid="ppt-save-state" data-state={state}>
          {SAVE_ICONS[state]} {t(`brandPpt.state.${state}`)}
          {state === 'conflict' && (
            <Button size="small" type="link" onClick={() => window.location.reload()} data-testid="ppt-reload">
              {t('brandPpt.reload')}
            </Button>
          )}
        </span>
        <Button type="primary" icon={<DownloadOutlined />} loading={pending} onClick={() => void exportPptx()} data-testid="ppt-export">
          {t('brandPpt.export')}
        </Button>
      </div>

      <div className="ppt-editor__body">
        <ol className="ppt-editor__slides" aria-label={t('brandPpt.slides')} data-testid="ppt-slides">
          {slides.map((s, i) => (
            <li key={i} className={i === at ? 'ppt-thumb ppt-thumb--active' : 'ppt-thumb'}>
              <button type="button" onClick={() => setSelected(i)} aria-current={i === at} aria-label={t('brandPpt.slideNamed', { n: i + 1, title: s.title })} data-testid={`ppt-thumb-${i}`}>
                <span className="ppt-thumb__n">{i + 1}</span>
                <SlideImage slide={s} index={i} look={look} brand={brand} slots={slots} aspects={aspects} alt="" />
              </button>
            </li>
          ))}
        </ol>

        <div className="ppt-editor__stage">
          <div className="ppt-editor__canvas">
            <SlideImage slide={current} index={at} look={look} brand={brand} slots={slots} aspects={aspects} alt={t('brandPpt.slideNamed', { n: at + 1, title: current.title })} testId="ppt-preview" />
          </div>
          <div className="ppt-editor__tools" role="toolbar" aria-label={t('brandPpt.slideTools')}>
            <Button ref={moveUp} icon={<ArrowUpOutlined />} onClick={() => move(at, at - 1)} disabled={at === 0} aria-label={t('brandPpt.moveUp')} data-testid="ppt-move-up" />
            <Button ref={moveDown} icon={<ArrowDownOutlined />} onClick={() => move(at, at + 1)} disabled={at === slides.length - 1} aria-label={t('brandPpt.moveDown')} data-testid="ppt-move-down" />
            <MenuButton
              disabled={slides.length >= DECK_MAX_SLIDES}
              icon={<PlusOutlined />}
              items={layoutOptions.map((o) => ({ key: o.value, label: o.label, testId: `ppt-add-${o.value}` }))}
              onChoose={(key: SlideLayout) => add(key)}
              data-testid="ppt-add"
            >
              {t('brandPpt.add')}
            </MenuButton>
            <ConfirmPopover title={t('brandPpt.removeConfirm')} okText={t('brandPpt.remove')} cancelText={t('brandPpt.cancel')} onConfirm={remove} disabled={slides.length <= 1}>
              <Button danger icon={<DeleteOutlined />} disabled={slides.length <= 1} data-testid="ppt-remove">
                {t('brandPpt.remove')}
              </Button>
            </ConfirmPopover>
          </div>
          <p className="visually-hidden" role="status" data-testid="ppt-announce">
            {announced}
          </p>
        </div>

        <form className="ppt-editor__panel" onSubmit={(e) => e.preventDefault()} aria-label={t('brandPpt.slideForm')}>
          <h2>{t('brandPpt.slideHeading', { n: at + 1 })}</h2>
          <label className="ppt-field">
            <span>{t('brandPpt.layoutLabel')}</span>
            <select className="text-input" value={current.layout} onChange={(e) => editSlide({ layout: e.target.value as SlideLayout })} data-testid="ppt-layout">
              {layoutOptions.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </label>
          <label className="ppt-field">
            <span>{t('brandPpt.titleLabel')}</span>
            <TextInput value={current.title} maxLength={120} onChange={(e) => editSlide({ title: clean(e.target.value) })} data-testid="ppt-slide-title" />
          </label>
          <label className="ppt-field">
            <span>{t('brandPpt.subtitleLabel')}</span>
            <TextInput value={current.subtitle ?? ''} maxLength={200} onChange={(e) => editSlide({ subtitle: clean(e.target.value) || undefined })} data-testid="ppt-slide-subtitle" />
          </label>
          {hasLines && (
            <label className="ppt-field">
              <span>{t('brandPpt.linesLabel')}</span>
              <TextArea
                value={current.lines.join('\n')}
                onChange={(e) => editSlide({ lines: clean(e.target.value, true).split('\n').slice(0, 8).map((l) => l.slice(0, 240)) })}
                data-testid="ppt-slide-lines"
              />
              <small>{t(hint)}</small>
            </label>
          )}

          <h2>{t('brandPpt.deckHeading')}</h2>
          <ColourSwatches legend={t('brandPpt.colour')} colours={colours} value={draft.form.color.toUpperCase()} onChange={(color) => change((d) => ({ ...d, form: { ...d.form, color } }))} custom={t('brandPpt.otherColour')} testId="ppt-colours" />
          <Segmented
            className="ppt-field segmented--wrap"
            legend={t('brandPpt.pattern')}
            value={draft.form.pattern}
            options={DECK_PATTERNS.map((p) => ({ value: p, label: t(`brandPpt.patterns.${p}`) }))}
            onChange={(pattern) => change((d) => ({ ...d, form: { ...d.form, pattern } }))}
            testId="ppt-pattern"
          />
          <label className="ppt-field">
            <span>{t('brandPpt.style')}</span>
            <select className="text-input" value={draft.deck.style} onChange={(e) => change((d) => ({ ...d, deck: { ...d.deck, style: e.target.value as DeckLook['style'] } }))} data-testid="ppt-style">
              {DECK_STYLES.map((st) => (
                <option key={st} value={st}>
                  {t(`brandPpt.styles.${st}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="ppt-field">
            <span>{t('brandPpt.keyword')}</span>
            <TextInput value={keyword} maxLength={120} onChange={(e) => setKeyword(clean(e.target.value))} data-testid="ppt-keyword" />
          </label>
          <ConfirmPopover title={t('brandPpt.rewriteConfirm')} okText={t('brandPpt.rewrite')} cancelText={t('brandPpt.cancel')} onConfirm={() => void rewrite()} disabled={!keyword.trim()}>
            <Button icon={<ReloadOutlined />} loading={rewriting} disabled={!keyword.trim()} data-testid="ppt-rewrite">
              {t('brandPpt.rewrite')}
            </Button>
          </ConfirmPopover>
        </form>
      </div>
    </div>
  );
}
