import { DisconnectOutlined, DownloadOutlined, LinkOutlined, RiseOutlined } from '@ant-design/icons';
import { Alert, Button, InputNumber, Modal, Radio, Select } from 'antd';
import { useState } from 'react';
import type { DownloadFormat, SizePreset } from '../../../core/constants';
import type { TLogoVariant, TOutlinedDesign } from '../../../core/design';
import type { TLockup } from '../../../core/composer/lockups';
import { LOCKUP_LABELS } from '../../../core/composer/lockup-names';
import { useT, type TKey } from '../../i18n';
import { site } from '../../site';
import { VARIANT_TITLES } from './cards';
import { downloadUrl, FORMAT_LABELS } from './formats';
import { browserStorage, readSizeSettings, writeSizeSettings } from './settingsStore';
import {
  formatSize,
  openingSettings,
  presetOrder,
  resolveSize,
  selectablePresets,
  sizeProblem,
  socialPlatforms,
  targetAspect,
  withSide,
  type SizeSettings,
} from './sizes';
import { useSaveFile } from './useSaveFile';
import './size-dialog.css';

/** The file the dialog is opened for. */
export interface SizeTarget {
  variant: TLogoVariant;
  format: DownloadFormat;
  background: string;
  /** The card's layout (the original when absent). */
  lockup?: TLockup;
}

interface SizeDialogProps {
  faId: number;
  /** The logo's design: a layout's file takes the layout's proportions. */
  design: TOutlinedDesign;
  open: boolean;
  target: SizeTarget | null;
  /** Basic package, not admin: only the website size (spec 01 §2). */
  restricted: boolean;
  /** A visitor of a shared logo: the presets only, no custom size (core/visitors.ts). */
  visitor: boolean;
  onClose: () => void;
  /** The Upgrade button: the page opens the purchase dialog with the upgrades. */
  onUpgrade: () => void;
  /** After the closing animation (the page gives the focus back to the card's menu). */
  afterClose?: () => void;
}

const PRESET_LABELS: Record<SizePreset, TKey> = {
  website: 'download.size.preset.website',
  high: 'download.size.preset.high',
  social: 'download.size.preset.social',
  custom: 'download.size.preset.custom',
};

/** Select value of the plain square social preset (platform names never start with '#'). */
const SQUARE = '#square';

/**
 * The size dialog of spec 01 §2: presets website, high, social (with the
 * site's platforms) and custom; width and height editable only in custom
 * mode; above 5000 px the width-limit message and no download; basic package
 * → website only, a notice, a plain "Download" button and Upgrade.
 */
export function SizeDialog({ faId, design, open, target, restricted, visitor, onClose, onUpgrade, afterClose }: SizeDialogProps) {
  const t = useT();
  return (
    <Modal
      open={open}
      onCancel={onClose}
      afterClose={afterClose}
      title={t('download.size.title')}
      footer={null}
      destroyOnHidden
      width={560}
      data-testid="size-dialog"
    >
      {/* Mounted per opening (destroyOnHidden), so it starts from the remembered settings each time. */}
      {target && <SizeForm faId={faId} design={design} target={target} restricted={restricted} visitor={visitor} onClose={onClose} onUpgrade={onUpgrade} />}
    </Modal>
  );
}

type SizeFormProps = Pick<SizeDialogProps, 'faId' | 'design' | 'restricted' | 'visitor' | 'onClose' | 'onUpgrade'> & { target: SizeTarget };

function SizeForm({ faId, design, target, restricted, visitor, onClose, onUpgrade }: SizeFormProps) {
  const t = useT();
  const { onLinkClick, pending } = useSaveFile();
  // A layout (lockup) has a shape of its own: presets by their long side in it, a custom size that keeps it.
  const [aspect] = useState(() => targetAspect(design, target.lockup, target.variant));
  const [saved] = useState(() => readSizeSettings(browserStorage(), faId));
  const [settings, setSettings] = useState<SizeSettings>(() => openingSettings(saved, restricted, visitor, aspect));
  const [ratioLocked, setRatioLocked] = useState(true);
  const ratio = ratioLocked ? aspect : null;
  const selectable = selectablePresets(restricted, visitor, aspect);
  const custom = settings.preset === 'custom';
  const size = resolveSize(settings, site.locale, aspect);
  const problem = sizeProblem(size);
  const href = downloadUrl({ faId, variant: target.variant, format: target.format, background: target.background, size, ...(target.lockup ? { lockup: target.lockup } : {}) });
  const update = (patch: Partial<SizeSettings>) => setSettings((current) => ({ ...current, ...patch }));
  const setSide = (side: 'width' | 'height', value: number | null) =>
    setSettings((current) => ({ ...current, custom: withSide(current.custom, side, value ?? 0, ratio) }));
  const toggleRatio = () => {
    // Locking again brings the height back to the layout's proportions for the width typed.
    if (!ratioLocked) setSettings((current) => ({ ...current, custom: withSide(current.custom, 'width', current.custom.width, aspect) }));
    setRatioLocked(!ratioLocked);
  };

  const onDownloaded = (ok: boolean) => {
    if (!ok) return;
    // Remember the choice of the last download; an emptied custom field keeps the previous custom size.
    const keepCustom = sizeProblem(settings.custom) === 'invalid' ? saved.custom : settings.custom;
    writeSizeSettings(browserStorage(), faId, { ...settings, custom: keepCustom });
    onClose();
  };

  return (
    <div className="size-dialog">
      <p className="size-dialog__what" data-testid="size-dialog-file">
        {t(VARIANT_TITLES[target.variant])} · {t(FORMAT_LABELS[target.format])}
      </p>
      {aspect !== null && target.lockup && (
        <p className="size-dialog__shape" data-testid="size-dialog-layout">
          {t('download.size.layoutShape', { layout: LOCKUP_LABELS[target.lockup][site.locale] })}
        </p>
      )}

      <Radio.Group
        className="size-presets"
        value={settings.preset}
        onChange={(event) => update({ preset: event.target.value as SizePreset })}
        aria-label={t('download.size.presetsLabel')}
      >
        {presetOrder(aspect).map((preset) => (
          <Radio
            key={preset}
            value={preset}
            disabled={!selectable.includes(preset)}
            className="size-preset"
            data-testid={`size-preset-${preset}`}
          >
            <span className="size-preset__name">{t(PRESET_LABELS[preset])}</span>
            <span className="size-preset__size">
              {preset === 'custom' ? t('download.size.customHint') : formatSize(resolveSize({ ...settings, preset }, site.locale, aspect))}
            </span>
          </Radio>
        ))}
      </Radio.Group>

      {settings.preset === 'social' && (
        <label className="size-field">
          <span className="size-field__label">{t('download.size.platform')}</span>
          <Select
            className="size-field__control"
            value={settings.social ?? SQUARE}
            onChange={(value: string) => update({ social: value === SQUARE ? null : value })}
            virtual={false}
            data-testid="size-social"
            options={[
              { value: SQUARE, label: `${t('download.size.square')} · ${formatSize(resolveSize({ ...settings, social: null }, site.locale))}` },
              ...socialPlatforms(site.locale).map((p) => ({ value: p.name, label: `${p.name} · ${formatSize(p)}` })),
            ]}
          />
        </label>
      )}

      <div className="size-dims">
        <label className="size-field">
          <span className="size-field__label">{t('download.size.width')}</span>
          <InputNumber
            value={custom ? settings.custom.width || null : size.width}
            onChange={(value) => setSide('width', value)}
            disabled={!custom}
            min={1}
            precision={0}
            suffix="px"
            data-testid="size-width"
          />
        </label>
        {aspect !== null && custom ? (
          <Button
            type="text"
            className="size-dims__ratio"
            icon={ratioLocked ? <LinkOutlined /> : <DisconnectOutlined />}
            aria-pressed={ratioLocked}
            aria-label={t('download.size.keepRatio')}
            title={t('download.size.keepRatio')}
            onClick={toggleRatio}
            data-testid="size-ratio"
          />
        ) : (
          <span className="size-dims__times" aria-hidden>
            ×
          </span>
        )}
        <label className="size-field">
          <span className="size-field__label">{t('download.size.height')}</span>
          <InputNumber
            value={custom ? settings.custom.height || null : size.height}
            onChange={(value) => setSide('height', value)}
            disabled={!custom}
            min={1}
            precision={0}
            suffix="px"
            data-testid="size-height"
          />
        </label>
      </div>

      {problem === 'limit' && <Alert type="error" showIcon title={t('errors.SIZE_LIMIT')} data-testid="size-limit" />}
      {problem === 'invalid' && <Alert type="warning" showIcon title={t('download.size.invalid')} data-testid="size-invalid" />}
      {restricted && <Alert type="info" showIcon title={t('download.size.limited')} data-testid="size-limited" />}

      <div className="size-dialog__actions">
        {restricted && (
          <Button icon={<RiseOutlined />} onClick={onUpgrade} className="size-dialog__upgrade" data-testid="size-upgrade">
            {t('purchase.button.upgrade')}
          </Button>
        )}
        <Button onClick={onClose} data-testid="size-cancel">
          {t('download.size.cancel')}
        </Button>
        <Button
          type="primary"
          icon={<DownloadOutlined />}
          href={href}
          download
          disabled={problem !== null}
          loading={pending}
          onClick={(event) => onLinkClick(event, href, onDownloaded)}
          data-testid="size-download"
        >
          {/* spec 01 §2: the basic package's button reads just "Download". */}
          {restricted ? t('download.button') : t('download.size.downloadAt', { size: formatSize(size) })}
        </Button>
      </div>
    </div>
  );
}
