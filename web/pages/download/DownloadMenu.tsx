import { DownloadOutlined, DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import type { DownloadFormat } from '../../../core/constants';
import type { TLogoVariant } from '../../../core/design';
import type { Role } from '../../../core/permissions';
import { useT } from '../../i18n';
import { downloadUrl, FORMAT_LABELS } from './formats';
import { DIRECT_DOWNLOAD_SIZE, downloadAction } from './sizes';
import { useSaveFile } from './useSaveFile';

interface DownloadMenuProps {
  faId: number;
  variant: TLogoVariant;
  formats: readonly DownloadFormat[];
  background: string;
  roles: ReadonlySet<Role>;
  /** A format that needs the size dialog, or (logo not bought) any format: the page opens the right dialog. */
  onRequest: (format: DownloadFormat, action: 'size' | 'purchase') => void;
}

/** DOM id of a card's Download button: the dialogs give the focus back to it when they close. */
export const menuTriggerId = (variant: TLogoVariant) => `download-trigger-${variant}`;

/**
 * The card's Download dropdown (spec 01 §2, §4 "Download action"). A format
 * that downloads at once is a real `<a href download>`; a sized format opens
 * the size dialog; on a logo not bought every format opens the purchase
 * dialog. Keyboard: Enter/Space on the button opens the list with the first
 * format focused, arrows move, Enter picks.
 */
export function DownloadMenu({ faId, variant, formats, background, roles, onRequest }: DownloadMenuProps) {
  const t = useT();
  const { onLinkClick, pending } = useSaveFile();

  const items: MenuProps['items'] = [
    {
      type: 'group',
      // What "web" and "print" mean, where the choice is made (issue 4 "Formats").
      label: <span className="download-menu__hint">{t('download.formatHint')}</span>,
      children: formats.map((format) => {
        const testId = `download-${variant}-${format}`;
        const label = t(FORMAT_LABELS[format]);
        const href = downloadUrl({ faId, variant, format, background, size: DIRECT_DOWNLOAD_SIZE });
        return {
          key: format,
          label:
            downloadAction(format, roles) === 'direct' ? (
              <a href={href} download onClick={(event) => onLinkClick(event, href)} data-testid={testId}>
                {label}
              </a>
            ) : (
              <span data-testid={testId}>{label}</span>
            ),
        };
      }),
    },
  ];

  const onClick: MenuProps['onClick'] = ({ key, domEvent }) => {
    const format = key as DownloadFormat;
    const action = downloadAction(format, roles);
    if (action !== 'direct') {
      // Enter opens a dialog whose Close button takes the focus at once; without this the
      // same key press goes on to "click" that button (Chrome activates on keypress).
      domEvent.preventDefault();
      onRequest(format, action);
      return;
    }
    // A mouse click lands on the link itself; Enter/Space on a menu item does not.
    if (domEvent.target instanceof Element && domEvent.target.closest('a')) return;
    const item = domEvent.currentTarget;
    if (item instanceof Element) item.querySelector('a')?.click();
  };

  return (
    <Dropdown trigger={['click']} autoFocus menu={{ items, onClick }} placement="bottomRight">
      <Button
        type="primary"
        icon={<DownloadOutlined />}
        loading={pending}
        id={menuTriggerId(variant)}
        data-testid={`download-${variant}`}
      >
        {t('download.button')}
        <DownOutlined className="download-menu__caret" />
      </Button>
    </Dropdown>
  );
}
