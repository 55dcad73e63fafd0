import { DownloadOutlined, DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import type { DownloadFormat } from '../../../core/constants';
import type { TLogoVariant } from '../../../core/design';
import { useT } from '../../i18n';
import { downloadUrl, FORMAT_LABELS } from './formats';

interface DownloadMenuProps {
  faId: number;
  variant: TLogoVariant;
  formats: readonly DownloadFormat[];
  background: string;
}

/**
 * The card's Download dropdown. Each format is a real `<a href download>`: the
 * server answers with an attachment, so the browser downloads it. Keyboard:
 * Enter/Space on the button opens the list with the first format focused,
 * arrows move, Enter downloads.
 */
export function DownloadMenu({ faId, variant, formats, background }: DownloadMenuProps) {
  const t = useT();
  const items: MenuProps['items'] = formats.map((format) => ({
    key: format,
    label: (
      <a href={downloadUrl({ faId, variant, format, background })} download data-testid={`download-${variant}-${format}`}>
        {t(FORMAT_LABELS[format])}
      </a>
    ),
  }));

  const onClick: MenuProps['onClick'] = ({ domEvent }) => {
    // A mouse click lands on the link itself; Enter/Space on a menu item does not.
    if (domEvent.target instanceof Element && domEvent.target.closest('a')) return;
    const item = domEvent.currentTarget;
    if (item instanceof Element) item.querySelector('a')?.click();
  };

  return (
    <Dropdown
      trigger={['click']}
      autoFocus
      menu={{ items, onClick }}
      placement="bottomRight"
    >
      <Button type="primary" icon={<DownloadOutlined />} data-testid={`download-${variant}`}>
        {t('download.button')}
        <DownOutlined className="download-menu__caret" />
      </Button>
    </Dropdown>
  );
}
