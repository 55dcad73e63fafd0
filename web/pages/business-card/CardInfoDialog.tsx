import { Form, Input, Modal, Segmented } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import type { TCardPreview } from '../../../core/cards/api';
import { CARD_FIELD_MAX, CARD_FIELDS, cardFieldProblem, type CardField, type TCardInfo } from '../../../core/cards/info';
import { useCardPreview } from '../../api/cards';
import { useT, type TKey } from '../../i18n';
import { CardSides } from './CardSides';

interface Props {
  open: boolean;
  logoId: number;
  /** What the dialog opens with: the remembered details, else empty. */
  initial: TCardInfo;
  designs: TCardPreview['cards'];
  onCancel: () => void;
  onSave: (info: TCardInfo) => void;
}

const EMPTY: TCardInfo = { name: '', title: '', phone: '', email: '', address: '', website: '' };
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
 * the server makes); a live preview of one design, front and back, as the
 * user types. Saving remembers the details for this logo in the browser.
 */
export function CardInfoDialog({ open, logoId, initial, designs, onCancel, onSave }: Props) {
  const t = useT();
  const [draft, setDraft] = useState<TCardInfo>(initial);
  const [touched, setTouched] = useState<Partial<Record<CardField, boolean>>>({});
  const [design, setDesign] = useState(designs[0]?.id ?? 'classic');
  useEffect(() => {
    if (open) {
      setDraft(initial);
      setTouched({});
    }
  }, [open, initial]);

  const settled = useSettled(draft, 250);
  const live = useCardPreview(logoId, settled, open);
  const shown = live.data?.cards.find((c) => c.id === design) ?? designs.find((c) => c.id === design);
  const problems = useMemo(
    () => Object.fromEntries(CARD_FIELDS.map((f) => [f, cardFieldProblem(f, draft[f])])) as Record<CardField, ReturnType<typeof cardFieldProblem>>,
    [draft],
  );

  const save = () => {
    setTouched(Object.fromEntries(CARD_FIELDS.map((f) => [f, true])));
    if (CARD_FIELDS.some((f) => problems[f] !== null)) return;
    onSave(Object.fromEntries(CARD_FIELDS.map((f) => [f, draft[f].trim()])) as TCardInfo);
  };

  return (
    <Modal
      open={open}
      title={t('cards.dialog.title')}
      onCancel={onCancel}
      onOk={save}
      okText={t('cards.dialog.save')}
      cancelText={t('cards.dialog.cancel')}
      width={920}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'card-info-save' } as Record<string, string>}
    >
      <div className="card-dialog" data-testid="card-info-dialog">
        <Form layout="vertical" className="card-dialog__form" onFinish={save} requiredMark>
          {CARD_FIELDS.map((field) => {
            const problem = touched[field] ? problems[field] : null;
            return (
              <Form.Item
                key={field}
                label={t(`cards.field.${field}` as TKey)}
                required={field === 'name'}
                validateStatus={problem ? 'error' : undefined}
                help={problem ? t(`cards.problem.${problem}` as TKey, { max: CARD_FIELD_MAX[field] }) : undefined}
                htmlFor={`card-${field}`}
              >
                <Input
                  id={`card-${field}`}
                  type={TYPES[field] ?? 'text'}
                  value={draft[field]}
                  autoComplete={AUTOCOMPLETE[field]}
                  maxLength={CARD_FIELD_MAX[field] + 20}
                  placeholder={t(`cards.placeholder.${field}` as TKey)}
                  onChange={(e) => setDraft((d) => ({ ...d, [field]: e.target.value }))}
                  onBlur={() => setTouched((s) => ({ ...s, [field]: true }))}
                  onPressEnter={save}
                  data-testid={`card-field-${field}`}
                />
              </Form.Item>
            );
          })}
        </Form>
        <div className="card-dialog__preview" aria-live="polite">
          <Segmented
            size="small"
            value={design}
            onChange={(v) => setDesign(String(v))}
            options={designs.slice(0, 4).map((d) => ({ value: d.id, label: d.label }))}
            data-testid="card-dialog-designs"
          />
          {shown && <CardSides card={shown} busy={live.isFetching} testId="card-dialog-preview" />}
        </div>
      </div>
    </Modal>
  );
}

export { EMPTY as EMPTY_CARD_INFO };
