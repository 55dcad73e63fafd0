import { Alert, Form, Input, Modal } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { TBrandColour } from '../../../core/vi/api';
import { SPOT_MESSAGES, SPOT_NAME_MAX, spotSetProblem } from '../../../core/vi/spot';
import { useSaveSpotNames } from '../../api/colours';
import { toast } from '../../components/toast';
import { useT } from '../../i18n';
import { errorMessageKey } from '../../i18n/errors';
import { site } from '../../site';

/**
 * Naming the brand colours' spot inks (issue 47; the owner or an admin): a
 * field per colour beside its swatch, empty for none. The set is checked as
 * the server checks it (core/vi/spot.ts) — form, reserved names, one name
 * per ink — on saving, then as the fields change while a problem shows; the
 * warning says the CMYK stays an approximation. A refusal keeps what was typed.
 */
export default function SpotColoursDialog(props: { open: boolean; logoId: number; colours: readonly TBrandColour[]; onClose: () => void }) {
  const t = useT();
  const { locale } = site;
  const [form] = Form.useForm<Record<string, string>>();
  const save = useSaveSpotNames(props.logoId);
  const [problem, setProblem] = useState<{ hex: string; text: string } | null>(null);
  const { colours, open } = props;

  // Filled as it opens, never while the user types (a refetch of the colours meanwhile changes nothing typed).
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open && !wasOpen.current) {
      form.setFieldsValue(Object.fromEntries(colours.map((c) => [c.hex, c.spot ?? ''])));
      setProblem(null);
    }
    wasOpen.current = open;
  }, [open, colours, form]);

  /** The names as typed, or the colour whose name is refused (its message shown under it). */
  const check = (): { names: string[]; hex: null } | { names: null; hex: string } => {
    const names = colours.map((c) => String(form.getFieldValue(c.hex) ?? ''));
    const found = spotSetProblem(names);
    setProblem(found ? { hex: colours[found.index]!.hex, text: SPOT_MESSAGES[found.problem][locale] } : null);
    return found ? { names: null, hex: colours[found.index]!.hex } : { names, hex: null };
  };

  const submit = async () => {
    const { names, hex } = check();
    // The field to mend gets the focus, its message read out with it.
    if (!names) return void (form.getFieldInstance(hex) as { focus?: () => void } | undefined)?.focus?.();
    try {
      await save.mutateAsync({ spots: colours.map((c, i) => ({ hex: c.hex, name: names[i]! })) });
      toast.success(SPOT_MESSAGES.saved[locale]);
      props.onClose();
    } catch (error) {
      toast.error(t(errorMessageKey(error)));
    }
  };

  return (
    <Modal
      open={open}
      title={SPOT_MESSAGES.title[locale]}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      onOk={() => void submit()}
      onCancel={props.onClose}
      confirmLoading={save.isPending}
      destroyOnHidden
      data-testid="spot-dialog"
    >
      <p className="vi-spots__lead">{SPOT_MESSAGES.lead[locale]}</p>
      <Alert type="warning" showIcon className="vi-spots__warning" title={SPOT_MESSAGES.approximation[locale]} data-testid="spot-warning" />
      <Form form={form} name="spot-colours" layout="vertical" onFinish={() => void submit()} onValuesChange={() => problem && check()} className="vi-spots__form">
        {colours.map((c, i) => (
          <Form.Item
            key={c.hex}
            name={c.hex}
            label={
              <span className="vi-spots__label">
                <span className="vi-spots__chip" style={{ background: c.hex }} aria-hidden />
                {c.title} · {c.hex}
              </span>
            }
            validateStatus={problem?.hex === c.hex ? 'error' : undefined}
            help={problem?.hex === c.hex ? <span role="alert" data-testid="spot-problem">{problem.text}</span> : undefined}
          >
            <Input
              maxLength={SPOT_NAME_MAX}
              placeholder="PANTONE 186 C"
              autoFocus={i === 0}
              autoComplete="off"
              spellCheck={false}
              aria-invalid={problem?.hex === c.hex}
              data-testid="spot-name"
            />
          </Form.Item>
        ))}
        <button type="submit" hidden />
      </Form>
    </Modal>
  );
}
