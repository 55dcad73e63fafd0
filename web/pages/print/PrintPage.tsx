import { FileImageOutlined, FilePdfOutlined, LockOutlined } from '@ant-design/icons';
import { useEffect, useMemo, useState } from 'react';
import { cardFieldProblem, CARD_FIELD_MAX, CARD_FIELDS, type CardField, type TCardInfo } from '../../../core/cards/info';
import { brandAssetRefusal } from '../../../core/downloads';
import { RULES, can } from '../../../core/permissions';
import {
  defaultSpec,
  PRINT_ITEM_NAMES,
  PRINT_ITEMS,
  PRINT_SIZES,
  PRINT_STANDARDS,
  GARMENTS,
  LOGO_INKS,
  SHIRT_AREAS,
  SHIRT_PLACEMENTS,
  SIGN_GROUNDS,
  SIGN_LIMITS,
  SITE_SIZES,
  STAMP_SHAPES,
  STAMP_TEXT_MAX,
  STICKER_PRESETS,
  STICKER_SHAPES,
  STICKER_SHEETS,
  stampTextProblem,
  stickerSizeLabel,
  type TPrintItem,
  type TPrintSpec,
  type TPrintStandard,
} from '../../../core/print/items';
import { usePrintPreview } from '../../api/print';
import { useColourSpec } from '../../api/colours';
import { useArea, useLogo } from '../../area/AreaContext';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { GatePrompt, gatePromptFor } from '../../components/GatePrompt';
import { Name } from '../../components/Name';
import { PillRadios } from '../../components/PillRadios';
import { Switch } from '../../components/Switch';
import { TextInput } from '../../components/TextInput';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { useSvgUrl } from '../../components/useSvgUrl';
import { translate, useT } from '../../i18n';
import { errorMessageKey } from '../../i18n/errors';
import { usePackageGate } from '../../purchase/usePackageGate';
import { site } from '../../site';
import { EMPTY_CARD_INFO, readCardInfo } from '../business-card/cardInfoStore';
import { browserStorage } from '../download/settingsStore';
import { useSaveFile } from '../download/useSaveFile';
import { LogoInks } from './LogoInks';
import './print.css';

/** The widths the logo for printers comes in (mm): a vector file, scaled by the printer as needed. */
const LOGO_WIDTHS = [50, 100, 200, 500] as const;

/** The details each item prints: a badge its person, the stationery the business's contact lines, a sticker none. */
const FIELDS: Record<TPrintItem, readonly CardField[]> = {
  letterhead: ['address', 'phone', 'email', 'website'],
  envelope: ['address', 'phone', 'email'],
  slip: ['address', 'phone', 'email', 'website'],
  sticker: [],
  badge: ['name', 'title'],
  sign: [],
  stamp: [],
  shirt: [],
  embroidery: [],
  logo: [],
};

/** A field's problem on this item: the name is required only where it is printed (a badge). */
function problemOf(item: TPrintItem, field: CardField, value: string) {
  const problem = cardFieldProblem(field, value);
  return problem === 'required' && item !== 'badge' ? null : problem;
}

/** A sign's measures as the page starts with them: the item's own defaults, as typed text. */
const SIGN_START = defaultSpec('sign', 'en') as Extract<TPrintSpec, { item: 'sign' }>;
const SIGN_DRAFT = { width: String(SIGN_START.width), height: String(SIGN_START.height), distance: String(SIGN_START.distance) };

/** The share of an embroidery mark too thin to sew from which the page warns (specks along curved edges are not). */
const THIN_WARNING = 0.005;

const round = (v: number) => Math.round(v * 10) / 10;
/** A trim in millimetres; a bleed as it is specified (1/8 in for US sizes, millimetres otherwise). */
const trimText = (w: number, h: number) => `${round(w)} × ${round(h)} mm`;
const bleedText = (b: number) => (Math.abs(b - 3.175) < 1e-6 ? '0.125 in' : `${round(b)} mm`);

/**
 * The print shop page (issue 47): an item (letterhead, envelope, compliment
 * slip, sticker, name badge), its size among the site's, its options and
 * the details printed on it; the server's preview with the die lines; the
 * print PDF (PDF/X-4 or PDF/X-1a, crop marks optional). Previews for every
 * viewer of the logo; files with the professional package (sign-in, the
 * purchase or the upgrade otherwise, as on the other brand-asset pages).
 */
/** A page of the item, the server's SVG through <img>. */
function PrintArt({ svg, label, busy, index }: { svg: string; label: string; busy: boolean; index: number }) {
  const t = useT();
  const url = useSvgUrl(svg);
  const size = /width="([\d.]+)" height="([\d.]+)"/.exec(svg);
  if (!url) return <span className="print-page__placeholder" aria-hidden="true" />;
  return (
    <img
      className={`print-page__art${busy ? ' print-page__art--busy' : ''}`}
      src={url}
      alt={t('print.previewAlt', { name: label })}
      width={size ? Math.round(Number(size[1])) : undefined}
      height={size ? Math.round(Number(size[2])) : undefined}
      data-testid={index === 0 ? 'print-art' : index < 0 ? 'print-scene' : `print-art-${index + 1}`}
    />
  );
}

export default function PrintPage() {
  const t = useT();
  const logo = useLogo();
  const { roles } = useArea();
  const refusal = brandAssetRefusal(roles);
  const gate = usePackageGate(logo.fa_id, refusal, 'printFiles');
  const [spec, setSpec] = useState<TPrintSpec>(() => defaultSpec('letterhead', site.locale));
  const [remembered] = useState(() => readCardInfo(browserStorage(), logo.fa_id));
  const [info, setInfo] = useState<TCardInfo>(remembered ?? EMPTY_CARD_INFO);
  const [standard, setStandard] = useState<TPrintStandard>('x4');
  const [marks, setMarks] = useState(false);
  const { save, pending } = useSaveFile();
  // A sign's measures as typed (metres): the spec takes them once they are in range.
  const [signDraft, setSignDraft] = useState(SIGN_DRAFT);
  const signProblems = Object.fromEntries(
    (['width', 'height', 'distance'] as const).map((k) => {
      const v = Number(signDraft[k]);
      return [k, signDraft[k].trim() !== '' && Number.isFinite(v) && v >= SIGN_LIMITS[k].min && v <= SIGN_LIMITS[k].max ? null : k];
    }),
  ) as Record<'width' | 'height' | 'distance', string | null>;
  const [stampText, setStampText] = useState('');
  const stampProblem = stampTextProblem(stampText, site.locale);
  const fields = FIELDS[spec.item];
  const problems = useMemo(() => Object.fromEntries(fields.map((f) => [f, problemOf(spec.item, f, info[f])])) as Partial<Record<CardField, ReturnType<typeof problemOf>>>, [fields, spec.item, info]);
  const valid =
    fields.every((f) => problems[f] === null) &&
    (spec.item !== 'sign' || Object.values(signProblems).every((p) => p === null)) &&
    (spec.item !== 'stamp' || stampProblem === null);

  // The preview follows the typing's pauses, and only details the server would set.
  const typed = useDebouncedValue(info, 300);
  const [shown, setShown] = useState(typed);
  useEffect(() => {
    if (CARD_FIELDS.every((f) => { const p = cardFieldProblem(f, typed[f]); return p === null || p === 'required'; })) setShown(typed);
  }, [typed]);
  const preview = usePrintPreview(logo, spec, shown);
  // The brand colours and their spot names, for the logo for printers.
  const colours = useColourSpec(logo.fa_id, spec.item === 'logo');
  const svg = preview.data?.pages[0] ?? null;

  useEffect(() => {
    document.title = translate('print.documentTitle', { name: logo.logo_name });
  }, [logo.logo_name]);

  const pick = (item: TPrintItem) => {
    setSpec(defaultSpec(item, site.locale));
    // The measures and words as the item starts with them.
    setSignDraft(SIGN_DRAFT);
    setStampText('');
  };
  const typeSign = (key: 'width' | 'height' | 'distance', value: string) => {
    setSignDraft((d) => ({ ...d, [key]: value }));
    const v = Number(value);
    if (spec.item === 'sign' && value.trim() !== '' && Number.isFinite(v) && v >= SIGN_LIMITS[key].min && v <= SIGN_LIMITS[key].max) setSpec({ ...spec, [key]: v });
  };
  const typeStamp = (value: string) => {
    setStampText(value);
    if (spec.item === 'stamp' && stampTextProblem(value, site.locale) === null) setSpec({ ...spec, text: value });
  };
  const download = () => {
    if (gate.locked) gate.open();
    // The file's name is the server's (the site, the logo, the item and its size, the standard).
    else if (valid) void save(`/api/logo/${logo.fa_id}/print/pdf`, undefined, { spec, info, standard, marks: marks ? 'crop' : 'none' });
  };

  const downloadEps = () => {
    if (gate.locked) gate.open();
    else void save(`/api/logo/${logo.fa_id}/print/eps`, undefined, { spec });
  };

  const downloadPng = () => {
    if (gate.locked) gate.open();
    else void save(`/api/logo/${logo.fa_id}/print/png`, undefined, { spec });
  };

  const prompt = gatePromptFor(refusal, {
    NOT_IN_PACKAGE: { text: t('print.upgradeText'), button: t('purchase.button.upgrade') },
    NOT_BOUGHT: { text: t('print.buyText'), button: t('purchase.button.buy') },
    UNAUTHENTICATED: { text: t('print.signInText'), button: t('mockups.signIn') },
  });
  const format = preview.data?.format;

  return (
    <div className="print-page">
      <header className="print-page__header">
        <p className="download-header__eyebrow">
          <Name>{logo.logo_name}</Name>
        </p>
        <h1 className="download-header__title">{t('print.title')}</h1>
        <p className="print-page__lead">{t('print.lead')}</p>
      </header>

      <GatePrompt prompt={prompt} className="print-page__prompt" testId="print-upgrade" onOpen={gate.open} />

      <div className="print-page__body">
        <section className="print-page__controls" aria-label={t('print.controlsLabel')}>
          <PillRadios legend={t('print.itemLabel')} options={PRINT_ITEMS.map((value) => ({ value, label: PRINT_ITEM_NAMES[value][site.locale] }))} value={spec.item} onChange={pick} testId="print-item" />
          {spec.item === 'sticker' ? (
            <>
              <PillRadios legend={t('print.shapeLabel')} options={STICKER_SHAPES.map((value) => ({ value, label: t(`print.shape.${value}`) }))} value={spec.shape} onChange={(shape) => setSpec({ ...spec, shape })} testId="print-shape" />
              <PillRadios legend={t('print.sizeLabel')} options={STICKER_PRESETS[site.locale].map((value) => ({ value, label: stickerSizeLabel(value) }))} value={spec.size} onChange={(size) => setSpec({ ...spec, size })} testId="print-size" />
              <PillRadios legend={t('print.sheetLabel')} options={STICKER_SHEETS.map((value) => ({ value, label: t(`print.sheet.${value}`) }))} value={spec.sheet} onChange={(sheet) => setSpec({ ...spec, sheet })} testId="print-sheet" />
            </>
          ) : spec.item === 'sign' ? (
            <>
              <fieldset className="print-page__fields">
                <legend className="pill-radios__legend">{t('print.sizeLabel')}</legend>
                {(['width', 'height', 'distance'] as const).map((key) => {
                  const id = `print-sign-${key}`;
                  return (
                    <div key={key} className="print-page__field">
                      <label htmlFor={id}>{t(`print.sign.${key}`)}</label>
                      <TextInput
                        id={id}
                        inputMode="decimal"
                        value={signDraft[key]}
                        status={signProblems[key] ? 'error' : undefined}
                        aria-invalid={signProblems[key] !== null}
                        aria-describedby={signProblems[key] ? `${id}-problem` : undefined}
                        onChange={(e) => typeSign(key, e.target.value)}
                        data-testid={id}
                      />
                      {signProblems[key] && (
                        <span className="print-page__problem" id={`${id}-problem`} role="alert" data-testid={`${id}-problem`}>
                          {t('print.sign.range', { min: SIGN_LIMITS[key].min, max: SIGN_LIMITS[key].max })}
                        </span>
                      )}
                    </div>
                  );
                })}
              </fieldset>
              <PillRadios legend={t('print.groundLabel')} options={SIGN_GROUNDS.map((value) => ({ value, label: t(`print.ground.${value}`) }))} value={spec.ground} onChange={(ground) => setSpec({ ...spec, ground })} testId="print-ground" />
            </>
          ) : spec.item === 'shirt' || spec.item === 'embroidery' ? (
            <>
              {spec.item === 'shirt' && (
                <PillRadios
                  legend={t('print.placementLabel')}
                  options={SHIRT_PLACEMENTS.map((value) => ({ value, label: `${t(`print.placement.${value}`)} · ${SHIRT_AREAS[site.locale][value].label}` }))}
                  value={spec.placement}
                  onChange={(placement) => setSpec({ ...spec, placement })}
                  testId="print-placement"
                />
              )}
              <PillRadios legend={t('print.garmentLabel')} options={GARMENTS.map((value) => ({ value, label: t(`print.garment.${value}`) }))} value={spec.garment} onChange={(garment) => setSpec({ ...spec, garment })} testId="print-garment" />
            </>
          ) : spec.item === 'stamp' ? (
            <>
              <PillRadios legend={t('print.shapeLabel')} options={STAMP_SHAPES.map((value) => ({ value, label: t(`print.stamp.${value}`) }))} value={spec.shape} onChange={(shape) => setSpec({ ...spec, shape })} testId="print-stamp-shape" />
              <div className="print-page__field">
                <label htmlFor="print-stamp-text">{t('print.stamp.text')}</label>
                <TextInput
                  id="print-stamp-text"
                  value={stampText}
                  maxLength={STAMP_TEXT_MAX + 20}
                  placeholder={logo.logo_name}
                  status={stampProblem ? 'error' : undefined}
                  aria-invalid={stampProblem !== null}
                  aria-describedby={`print-stamp-note${stampProblem ? ' print-stamp-text-problem' : ''}`}
                  onChange={(e) => typeStamp(e.target.value)}
                  data-testid="print-stamp-text"
                />
                {stampProblem && (
                  <span className="print-page__problem" id="print-stamp-text-problem" role="alert" data-testid="print-stamp-text-problem">
                    {stampProblem === 'official' ? t('errors.STAMP_TEXT_OFFICIAL') : t(`cards.problem.${stampProblem}`, { max: STAMP_TEXT_MAX })}
                  </span>
                )}
              </div>
              <p className="print-page__hint" id="print-stamp-note" data-testid="print-stamp-note">
                {t('print.stamp.note')}
              </p>
            </>
          ) : spec.item === 'logo' ? (
            <>
              <PillRadios
                legend={t('print.logo.versionLabel')}
                options={LOGO_INKS.filter((v) => v !== 'two' || (colours.data?.colors.length ?? 2) >= 2).map((value) => ({ value, label: t(`print.logo.version.${value}`) }))}
                value={spec.inks}
                onChange={(inks) => setSpec({ ...spec, inks })}
                testId="print-logo-inks"
              />
              {spec.inks === 'one' && colours.data && (
                <PillRadios
                  legend={t('print.logo.inkLabel')}
                  options={colours.data.colors.map((c, i) => ({ value: String(i), label: `${c.title} · ${c.spot ?? c.hex}` }))}
                  value={String(spec.ink)}
                  onChange={(ink) => setSpec({ ...spec, ink: Number(ink) })}
                  testId="print-logo-ink"
                />
              )}
              <PillRadios
                legend={t('print.logo.widthLabel')}
                options={LOGO_WIDTHS.map((w) => ({ value: String(w), label: `${w} mm` }))}
                value={String(spec.width)}
                onChange={(w) => setSpec({ ...spec, width: Number(w) })}
                testId="print-logo-width"
              />
              {colours.data && (
                <LogoInks
                  colours={spec.inks === 'one' ? colours.data.colors.slice(spec.ink, spec.ink + 1) : spec.inks === 'two' ? colours.data.colors.slice(0, 2) : colours.data.colors}
                  editable={colours.data.spotEditable && can(RULES.spotColours, roles)}
                />
              )}
            </>
          ) : (
            <PillRadios
              legend={t('print.sizeLabel')}
              options={SITE_SIZES[site.locale][spec.item].map((value) => ({ value, label: PRINT_SIZES[value]!.label[site.locale] }))}
              value={spec.size}
              onChange={(size) => setSpec({ ...spec, size })}
              testId="print-size"
            />
          )}
          {spec.item === 'envelope' && (
            <label className="print-page__switch">
              <Switch checked={spec.window} onChange={(window) => setSpec({ ...spec, window })} data-testid="print-window" />
              <span>{t('print.window')}</span>
            </label>
          )}
          {fields.length > 0 && (
            <fieldset className="print-page__fields">
              <legend className="pill-radios__legend">{t('print.detailsLabel')}</legend>
              {fields.map((field) => {
                const id = `print-field-${field}`;
                const problem = problems[field];
                return (
                  <div key={field} className="print-page__field">
                    <label htmlFor={id}>{t(`cards.field.${field}`)}</label>
                    <TextInput
                      id={id}
                      value={info[field]}
                      maxLength={CARD_FIELD_MAX[field] + 20}
                      placeholder={t(`cards.placeholder.${field}`)}
                      status={problem ? 'error' : undefined}
                      aria-invalid={problem !== null}
                      aria-describedby={problem ? `${id}-problem` : undefined}
                      onChange={(e) => setInfo((current) => ({ ...current, [field]: e.target.value }))}
                      data-testid={id}
                    />
                    {problem && (
                      <span className="print-page__problem" id={`${id}-problem`} role="alert" data-testid={`${id}-problem`}>
                        {t(`cards.problem.${problem}`, { max: CARD_FIELD_MAX[field] })}
                      </span>
                    )}
                  </div>
                );
              })}
              <p className="print-page__hint">
                {t('print.detailsHint')}
                {remembered && ` ${t('print.fromCards')}`}
              </p>
            </fieldset>
          )}
          <div className="print-page__file">
            <PillRadios legend={t('print.fileLabel')} options={PRINT_STANDARDS.map((value) => ({ value, label: t(`print.standard.${value}`) }))} value={standard} onChange={setStandard} testId="print-standard" />
            <label className="print-page__switch">
              <Switch checked={marks} onChange={setMarks} data-testid="print-marks" />
              <span>{t('print.marks')}</span>
            </label>
            <Button type="primary" size="large" icon={gate.locked ? <LockOutlined /> : <FilePdfOutlined />} loading={pending} disabled={!valid} onClick={download} data-testid="print-download">
              {t('print.download')}
            </Button>
            {spec.item === 'logo' && (
              <Button size="large" icon={gate.locked ? <LockOutlined /> : <FileImageOutlined />} disabled={pending} onClick={downloadEps} data-testid="print-download-eps">
                {t('print.downloadEps')}
              </Button>
            )}
            {(spec.item === 'shirt' || spec.item === 'embroidery') && (
              <Button size="large" icon={gate.locked ? <LockOutlined /> : <FileImageOutlined />} disabled={pending} onClick={downloadPng} data-testid="print-download-png">
                {t('print.downloadPng')}
              </Button>
            )}
            {!valid && <p className="print-page__hint">{t('print.fixFirst')}</p>}
          </div>
        </section>

        <section className="print-page__preview" aria-label={t('print.previewLabel')} aria-busy={preview.isFetching} data-testid="print-preview">
          {preview.isError && !preview.data ? (
            <Alert
              type="error"
              showIcon
              title={t('print.loadFailed')}
              description={t(errorMessageKey(preview.error))}
              action={<Button onClick={() => void preview.refetch()}>{t('common.retry')}</Button>}
              data-testid="print-error"
            />
          ) : (
            <>
              {preview.data?.scene && (
                <div className="print-page__stage print-page__stage--scene">
                  <PrintArt svg={preview.data.scene} label={preview.data.label} busy={preview.isPlaceholderData} index={-1} />
                </div>
              )}
              {preview.data?.thinShare !== undefined && preview.data.thinShare >= THIN_WARNING && (
                <Alert type="warning" showIcon title={t('print.thin.title', { share: Math.max(1, Math.round(preview.data.thinShare * 100)) })} description={t('print.thin.text')} data-testid="print-thin" />
              )}
              {(preview.data?.pages ?? [null]).map((page, i) => (
                <div key={i} className={`print-page__stage${i === 0 && 'garment' in spec && spec.garment === 'dark' ? ' print-page__stage--dark' : ''}`}>
                  {page && format ? <PrintArt svg={page} label={i === 0 ? preview.data!.label : t('print.proof')} busy={preview.isPlaceholderData} index={i} /> : <span className="print-page__placeholder" aria-hidden="true" />}
                </div>
              ))}
              {format && (
                <div className="print-page__meta">
                  <p className="print-page__label" data-testid="print-label">
                    {preview.data!.label}
                  </p>
                  <p className="print-page__hint">{format.bleed > 0 ? t('print.specs', { size: trimText(format.width, format.height), bleed: bleedText(format.bleed) }) : t('print.specsNoBleed', { size: trimText(format.width, format.height) })}</p>
                  {svg?.includes('data-cut') && <p className="print-page__hint print-page__cut">{t('print.cutLegend')}</p>}
                  {preview.data?.threads && (
                    <p className="print-page__hint print-page__threads" data-testid="print-threads">
                      {t('print.threads', { count: preview.data.threads.length })}
                      {preview.data.threads.map((c) => (
                        <span key={c} className="print-page__thread" style={{ background: c }} title={c} />
                      ))}
                    </p>
                  )}
                </div>
              )}
            </>
          )}
        </section>
      </div>
      {gate.dialog}
    </div>
  );
}
