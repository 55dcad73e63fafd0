import { FilePdfOutlined, LockOutlined } from '@ant-design/icons';
import { useEffect, useMemo, useState } from 'react';
import { cardFieldProblem, CARD_FIELD_MAX, type CardField, type TCardInfo } from '../../../core/cards/info';
import { brandAssetRefusal } from '../../../core/downloads';
import {
  defaultSpec,
  PRINT_ITEM_NAMES,
  PRINT_ITEMS,
  PRINT_SIZES,
  PRINT_STANDARDS,
  SITE_SIZES,
  STICKER_PRESETS,
  STICKER_SHAPES,
  STICKER_SHEETS,
  stickerSizeLabel,
  type TPrintItem,
  type TPrintSpec,
  type TPrintStandard,
} from '../../../core/print/items';
import { usePrintPreview } from '../../api/print';
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
import './print.css';

/** The details each item prints: a badge its person, the stationery the business's contact lines, a sticker none. */
const FIELDS: Record<TPrintItem, readonly CardField[]> = {
  letterhead: ['address', 'phone', 'email', 'website'],
  envelope: ['address', 'phone', 'email'],
  slip: ['address', 'phone', 'email', 'website'],
  sticker: [],
  badge: ['name', 'title'],
};

/** A field's problem on this item: the name is required only where it is printed (a badge). */
function problemOf(item: TPrintItem, field: CardField, value: string) {
  const problem = cardFieldProblem(field, value);
  return problem === 'required' && item !== 'badge' ? null : problem;
}

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
  const fields = FIELDS[spec.item];
  const problems = useMemo(() => Object.fromEntries(fields.map((f) => [f, problemOf(spec.item, f, info[f])])) as Partial<Record<CardField, ReturnType<typeof problemOf>>>, [fields, spec.item, info]);
  const valid = fields.every((f) => problems[f] === null);

  // The preview follows the typing's pauses, and only details the server would set.
  const typed = useDebouncedValue(info, 300);
  const [shown, setShown] = useState(typed);
  useEffect(() => {
    if ((['name', 'title', 'phone', 'email', 'address', 'website'] as const).every((f) => { const p = cardFieldProblem(f, typed[f]); return p === null || p === 'required'; })) setShown(typed);
  }, [typed]);
  const preview = usePrintPreview(logo, spec, shown);
  const svg = preview.data?.pages[0] ?? null;
  const url = useSvgUrl(svg);

  useEffect(() => {
    document.title = translate('print.documentTitle', { name: logo.logo_name });
  }, [logo.logo_name]);

  const pick = (item: TPrintItem) => setSpec(defaultSpec(item, site.locale));
  const download = () => {
    if (gate.locked) gate.open();
    // The file's name is the server's (the site, the logo, the item and its size, the standard).
    else if (valid) void save(`/api/logo/${logo.fa_id}/print/pdf`, undefined, { spec, info, standard, marks: marks ? 'crop' : 'none' });
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
              <div className="print-page__stage">
                {url && format ? (
                  <img
                    className={`print-page__art${preview.isPlaceholderData ? ' print-page__art--busy' : ''}`}
                    src={url}
                    alt={t('print.previewAlt', { name: preview.data!.label })}
                    width={Math.round(format.width * 2)}
                    height={Math.round(format.height * 2)}
                    data-testid="print-art"
                  />
                ) : (
                  <span className="print-page__placeholder" aria-hidden="true" />
                )}
              </div>
              {format && (
                <div className="print-page__meta">
                  <p className="print-page__label" data-testid="print-label">
                    {preview.data!.label}
                  </p>
                  <p className="print-page__hint">{t('print.specs', { size: trimText(format.width, format.height), bleed: bleedText(format.bleed) })}</p>
                  {svg?.includes('data-cut') && <p className="print-page__hint print-page__cut">{t('print.cutLegend')}</p>}
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
