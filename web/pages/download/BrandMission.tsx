import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import { ArrowRightOutlined, CaretRightOutlined, LeftOutlined, PauseOutlined, RightOutlined } from '@ant-design/icons';
import type { TLogoDetails } from '../../../core/api';
import { BRAND_MISSION_SLIDES } from '../../../core/constants';
import { useReducedMotion } from '../../components/useReducedMotion';
import { useT, type TKey } from '../../i18n';
import { site, withLogoParam } from '../../site';
import { backgroundOptions, previewDataUrl } from './preview';
import './brand-mission.css';

type Slide = (typeof BRAND_MISSION_SLIDES)[number];

/** The words of each slide of the list (the list itself holds only id and link, spec 02 §3). */
const SLIDE_TEXT: Record<Slide['id'], { title: TKey; text: TKey; cta: TKey }> = {
  1: { title: 'brandMission.mission.title', text: 'brandMission.mission.text', cta: 'brandMission.mission.cta' },
  2: { title: 'brandMission.story.title', text: 'brandMission.story.text', cta: 'brandMission.story.cta' },
  3: { title: 'brandMission.values.title', text: 'brandMission.values.text', cta: 'brandMission.values.cta' },
  4: { title: 'brandMission.slogan.title', text: 'brandMission.slogan.text', cta: 'brandMission.slogan.cta' },
};

const AUTO_ADVANCE_MS = 6000;
/** A touch moved this far sideways turns the slide. */
const SWIPE_PX = 40;
const IMAGE_SIZE = { width: 1200, height: 600 } as const;

/**
 * Where a slide's button goes. The links are pages of the main site: on the
 * site root's origin when SITE_ROOT_URL is absolute, else on this host. Only
 * the first slide carries the logo (spec 02 §2).
 */
export function slideHref(slide: Slide, faId: number, siteRoot: string = site.siteRoot): string {
  let href: string = slide.link;
  try {
    href = new URL(slide.link, siteRoot).href;
  } catch {
    // A relative site root ('/'): the link is a path of this host.
  }
  return slide.id === 1 ? withLogoParam(href, faId) : href;
}

/** What had the keyboard focus when an arrow key turned the slide: it follows to the new slide. */
type FocusFollow = 'cta' | 'dot' | null;

/**
 * The brand mission slider of the download page (spec 02 §1, §2): the four
 * slides of BRAND_MISSION_SLIDES, the first with the logo. A carousel as the
 * WAI-ARIA pattern has it: turns by itself every 6 s except while hovered,
 * focused, swiped, stopped by its button or when the reader asks for less motion;
 * hidden slides are inert (not read, not tabbable).
 */
export function BrandMission({ logo }: { logo: TLogoDetails }) {
  const t = useT();
  const total = BRAND_MISSION_SLIDES.length;
  const headingId = useId();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [drag, setDrag] = useState(0);
  const reducedMotion = useReducedMotion();
  /** The reader's own choice by the rotation button; until then less motion means no turning. */
  const [stopped, setStopped] = useState<boolean | null>(null);
  const rotating = !(stopped ?? reducedMotion);
  const paused = !rotating || hovered || focused || drag !== 0;

  const swipe = useRef<{ id: number; x: number; y: number } | null>(null);
  const swiped = useRef(false);
  const follow = useRef<FocusFollow>(null);
  const root = useRef<HTMLElement>(null);

  // The same picture as the main card's preview, on its default background.
  const logoSrc = useMemo(() => previewDataUrl(logo.design, 'main', backgroundOptions(logo.design, 'main').initial), [logo.design]);

  const go = useCallback((to: number) => setIndex(((to % total) + total) % total), [total]);

  // A timeout per shown slide, so turning it by hand starts the 6 s afresh.
  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(() => go(index + 1), AUTO_ADVANCE_MS);
    return () => window.clearTimeout(timer);
  }, [paused, index, go]);

  useEffect(() => {
    const target = follow.current;
    follow.current = null;
    if (target) root.current?.querySelector<HTMLElement>(`[data-focus="${target}-${index}"]`)?.focus();
  }, [index]);

  const onKeyDown = (e: KeyboardEvent) => {
    if ((e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') || e.altKey || e.ctrlKey || e.metaKey) return;
    e.preventDefault();
    const from = (e.target as HTMLElement).dataset.focus;
    follow.current = from?.startsWith('cta') ? 'cta' : from?.startsWith('dot') ? 'dot' : null;
    go(index + (e.key === 'ArrowRight' ? 1 : -1));
  };

  const onBlur = (e: FocusEvent) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
  };

  // Swipe: touch and pen only (a mouse selects text and clicks the button); vertical moves stay the page's scroll (touch-action: pan-y).
  const onPointerDown = (e: PointerEvent) => {
    if (e.pointerType === 'mouse' || !e.isPrimary) return;
    swipe.current = { id: e.pointerId, x: e.clientX, y: e.clientY };
    swiped.current = false;
  };
  const onPointerMove = (e: PointerEvent) => {
    const start = swipe.current;
    if (!start || start.id !== e.pointerId) return;
    const dx = e.clientX - start.x;
    if (Math.abs(dx) <= Math.abs(e.clientY - start.y)) return;
    // Past the first or the last slide the swipe only stretches (the buttons go round, a swipe does not).
    const beyond = (index === 0 && dx > 0) || (index === total - 1 && dx < 0);
    setDrag(beyond ? dx / 4 : dx);
  };
  const endSwipe = (e: PointerEvent, turn: boolean) => {
    if (swipe.current?.id !== e.pointerId) return;
    const dx = e.clientX - swipe.current.x;
    swipe.current = null;
    setDrag(0);
    if (!turn || Math.abs(dx) < SWIPE_PX) return;
    swiped.current = true;
    const to = index + (dx < 0 ? 1 : -1);
    if (to >= 0 && to < total) go(to);
  };
  // A swipe that started on the button is no click on it.
  const onClickCapture = (e: MouseEvent) => {
    if (!swiped.current) return;
    swiped.current = false;
    e.preventDefault();
    e.stopPropagation();
  };

  return (
    <section
      ref={root}
      className="brand-mission"
      role="region"
      aria-roledescription={t('brandMission.roledescription')}
      aria-labelledby={headingId}
      data-testid="brand-mission"
      onKeyDown={onKeyDown}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      <header className="brand-mission__head">
        <h2 id={headingId} className="brand-mission__heading">
          {t('brandMission.heading')}
        </h2>
        <p className="brand-mission__lead">{t('brandMission.lead')}</p>
      </header>
      <div
        className="brand-mission__viewport"
        aria-live={paused ? 'polite' : 'off'}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={(e) => endSwipe(e, true)}
        onPointerCancel={(e) => endSwipe(e, false)}
        onClickCapture={onClickCapture}
      >
        <div
          className={`brand-mission__track${drag !== 0 ? ' brand-mission__track--dragging' : ''}`}
          style={{ transform: `translateX(calc(${-index * 100}% + ${drag}px))` }}
        >
          {BRAND_MISSION_SLIDES.map((slide, i) => {
            const shown = i === index;
            const text = SLIDE_TEXT[slide.id];
            return (
              <div
                key={slide.id}
                className="brand-mission__slide"
                role="group"
                aria-roledescription={t('brandMission.slideRole')}
                aria-label={t('brandMission.slideLabel', { n: i + 1, total })}
                aria-hidden={!shown}
                inert={!shown}
                data-slide={slide.id}
                data-testid={`brand-mission-slide-${slide.id}`}
              >
                <div className="brand-mission__media">
                  {/* Below the cards: the page's own files load first. */}
                  <img
                    className="brand-mission__image"
                    src={`/img/download/brand-mission/${slide.id}.jpg`}
                    {...IMAGE_SIZE}
                    alt=""
                    fetchPriority="low"
                    decoding="async"
                    data-testid={`brand-mission-image-${slide.id}`}
                  />
                  {slide.id === 1 && logoSrc && (
                    <img
                      className="brand-mission__logo"
                      src={logoSrc}
                      width={800}
                      height={600}
                      alt={t('brandMission.logoAlt', { name: logo.logo_name })}
                      data-testid="brand-mission-logo"
                    />
                  )}
                </div>
                <div className="brand-mission__copy">
                  <h3 className="brand-mission__title">{t(text.title)}</h3>
                  <p className="brand-mission__text">{t(text.text)}</p>
                  <a
                    className="brand-mission__cta"
                    href={slideHref(slide, logo.fa_id)}
                    data-focus={`cta-${i}`}
                    data-testid={`brand-mission-cta-${slide.id}`}
                  >
                    <span>{t(text.cta)}</span>
                    <ArrowRightOutlined aria-hidden="true" />
                  </a>
                </div>
              </div>
            );
          })}
        </div>
      </div>
      <div className="brand-mission__controls">
        <button
          type="button"
          className="brand-mission__button"
          aria-label={t(rotating ? 'brandMission.pause' : 'brandMission.play')}
          onClick={() => setStopped(rotating)}
          data-testid="brand-mission-rotation"
        >
          {rotating ? <PauseOutlined aria-hidden="true" /> : <CaretRightOutlined aria-hidden="true" />}
        </button>
        <div className="brand-mission__dots">
          {BRAND_MISSION_SLIDES.map((slide, i) => (
            <button
              key={slide.id}
              type="button"
              className="brand-mission__dot"
              aria-label={t('brandMission.goTo', { n: i + 1, title: t(SLIDE_TEXT[slide.id].title) })}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => go(i)}
              data-focus={`dot-${i}`}
              data-testid={`brand-mission-dot-${slide.id}`}
            />
          ))}
        </div>
        <div className="brand-mission__arrows">
          <button
            type="button"
            className="brand-mission__button"
            aria-label={t('brandMission.previous')}
            onClick={() => go(index - 1)}
            data-testid="brand-mission-prev"
          >
            <LeftOutlined aria-hidden="true" />
          </button>
          <button
            type="button"
            className="brand-mission__button"
            aria-label={t('brandMission.next')}
            onClick={() => go(index + 1)}
            data-testid="brand-mission-next"
          >
            <RightOutlined aria-hidden="true" />
          </button>
        </div>
      </div>
    </section>
  );
}
