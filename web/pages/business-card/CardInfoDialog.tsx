import { Form, Input, Modal, Select } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { CARD_FIELD_MAX, CARD_FIELDS, cardFieldProblem, type CardField, type TCardInfo } from '../../../core/cards/info';
import { useCardPreview } from '../../api/cards';
import { useLogo } from '../../area/AreaContext';
import { useT, type TKey } from '../../i18n';
import { CardSides, typedCards, type CardView } from './CardSides';

interface Props {
  /** What the dialog opens with: the remembered details, else empty. */
  initial: TCardInfo;
  /** The designs to pick the preview from, as the page shows them. */
  designs: CardView[];
  /** The design shown first: the one whose download asked for the details, else the first. */
  design?: string;
  onCancel: () => void;
  onSave: (info: TCardInfo) => void;
}

const TYPES: Partial<Record<CardField, string>> = { phone: 'tel', email: 'email', website: 'url' };
const AUTOCOMPLETE: Record<CardField, string> = {
  name: 'name',
  title: 'organization-title',
  phone: 'tel',
  email: 'email',
  address: 'street-address',
  website: 'url',
};

/** The typed details, settled for a moment, so the preview follows the typing without a call per key. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * 'Enter Card Info' (spec 02 §2): name, title, phone, e-mail, address,
 * website, each checked as it is left and again on save (the same checks
 * the server makes; the first field in error gets the focus); a live
 * preview of one design, front and back, as the user types. The page
 * mounts it only while it is open, so each opening starts from `initial`.
 */
export function CardInfoDialog({ initial, designs, design: first, onCancel, onSave }: Props) {
  const t = useT();
  const logo = useLogo();
  const [draft, setDraft] = useState<TCardInfo>(initial);
  const [touched, setTouched] = useState<Partial<Record<CardField, boolean>>>({});
  const [design, setDesign] = useState(first ?? designs[0]!.id);
  const form = useRef<HTMLDivElement>(null);
  const settled = useSettled(draft, 250);
  const live = useCardPreview(logo, settled, { designs: [design] });
  // The design as typed once its answer has come; meanwhile (another design just picked, or a failed call) the page's card of it.
  const shown = (live.data && typedCards(live.data).find((c) => c.id === design)) ?? designs.find((c) => c.id === design);
  const problems = useMemo(
    () => Object.fromEntries(CARD_FIELDS.map((f) => [f, cardFieldProblem(f, draft[f])])) as Record<CardField, ReturnType<typeof cardFieldProblem>>,
    [draft],
  );

  const save = () => {
    setTouched(Object.fromEntries(CARD_FIELDS.map((f) => [f, true])));
    const wrong = CARD_FIELDS.find((f) => problems[f] !== null);
    if (wrong) {
      form.current?.querySelector<HTMLInputElement>(`#card-${wrong}`)?.focus();
      return;
    }
    onSave(Object.fromEntries(CARD_FIELDS.map((f) => [f, draft[f].trim()])) as TCardInfo);
  };

  return (
    <Modal
      open
      title={t('cards.dialog.title')}
      onCancel={onCancel}
      onOk={save}
      okText={t('cards.dialog.save')}
      cancelText={t('cards.dialog.cancel')}
      width={920}
      okButtonProps={{ 'data-testid': 'card-info-save' } as Record<string, string>}
    >
      <div className="card-dialog" data-testid="card-info-dialog">
        <div ref={form}>
          <Form layout="vertical" className="card-dialog__form" onFinish={save} requiredMark>
            {CARD_FIELDS.map((field, i) => {
              const problem = touched[field] ? problems[field] : null;
              const helpId = `card-${field}-help`;
              return (
                <Form.Item
                  key={field}
                  label={t(`cards.field.${field}` as TKey)}
                  required={field === 'name'}
                  validateStatus={problem ? 'error' : undefined}
                  help={problem ? <span id={helpId}>{t(`cards.problem.${problem}` as TKey, { max: CARD_FIELD_MAX[field] })}</span> : undefined}
                  htmlFor={`card-${field}`}
                >
                  <Input
                    id={`card-${field}`}
                    type={TYPES[field] ?? 'text'}
                    value={draft[field]}
                    autoFocus={i === 0}
                    autoComplete={AUTOCOMPLETE[field]}
                    maxLength={CARD_FIELD_MAX[field] + 20}
                    placeholder={t(`cards.placeholder.${field}` as TKey)}
                    aria-invalid={problem ? true : undefined}
                    aria-describedby={problem ? helpId : undefined}
                    aria-required={field === 'name' ? true : undefined}
                    onChange={(e) => setDraft((d) => ({ ...d, [field]: e.target.value }))}
                    onBlur={() => setTouched((s) => ({ ...s, [field]: true }))}
                    onPressEnter={save}
                    data-testid={`card-field-${field}`}
                  />
                </Form.Item>
              );
            })}
          </Form>
        </div>
        <div className="card-dialog__preview">
          <Select
            value={design}
            onChange={setDesign}
            options={designs.map((d) => ({ value: d.id, label: d.label }))}
            aria-label={t('cards.dialog.design')}
            data-testid="card-dialog-design"
          />
          {shown && <CardSides card={shown} busy={live.isFetching} testId="card-dialog-preview" />}
        </div>
      </div>
    </Modal>
  );
}
