import { ColorPicker } from 'antd';
import { useT } from '../../i18n';

interface BackgroundPickerProps {
  /** Card id, for test ids. */
  variant: string;
  value: string;
  /** Colours offered (variantBackgroundChoices): the logo's brand colours that read with it. */
  choices: readonly string[];
  onChange: (hex: string) => void;
}

/** Background colour of the white/black card: presets only, no free picking (spec 01 §2). */
export function BackgroundPicker({ variant, value, choices, onChange }: BackgroundPickerProps) {
  const t = useT();
  return (
    <ColorPicker
      value={value}
      disabledAlpha
      disabledFormat
      showText={(colour) => <span className="bg-picker__text">{colour.toHexString().toUpperCase()}</span>}
      presets={[{ label: t('download.picker.presets'), colors: [...choices], defaultOpen: true }]}
      panelRender={(_panel, { components: { Presets } }) => <Presets />}
      onChange={(colour) => onChange(colour.toHexString().toUpperCase())}
      aria-label={t('download.picker.label')}
      data-testid={`bg-picker-${variant}`}
    />
  );
}
