import { DownloadOutlined, DownOutlined } from '@ant-design/icons';
import { Button } from '../../components/Button';
import { useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import type { DownloadFormat } from '../../../core/constants';
import type { TLogoVariant } from '../../../core/design';
import type { Role } from '../../../core/permissions';
import type { TLockup } from '../../../core/composer/lockups';
import { FIRST_MENU_ITEM, menuTriggerProps, moveInMenu } from '../../components/MenuButton';
import { Popup } from '../../components/Popup';
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
  /** The card's layout: a lockup downloads at its own shape, with the professional package. */
  lockup?: TLockup;
  /** A format that needs the size dialog, or (logo not bought) any format: the page opens the right dialog. */
  onRequest: (format: DownloadFormat, action: 'size' | 'purchase') => void;
}

/** DOM id of a card's Download button: the dialogs give the focus back to it when they close. */
export const menuTriggerId = (variant: TLogoVariant) => `download-trigger-${variant}`;

/**
 * The card's Download menu (spec 01 §2, §4 "Download action"), a menu button
 * of the WAI-ARIA pattern. A format that downloads at once is a real
 * `<a href download>`; a sized format opens the size dialog; on a logo not
 * bought every format opens the purchase dialog. Keyboard: Enter, Space or
 * ArrowDown on the button opens the list with the first format focused,
 * arrows (Home, End) move, Enter or Space picks, Escape closes and gives the
 * focus back to the button, Tab closes it with the focus on the button.
 */
export function DownloadMenu({ faId, variant, formats, background, roles, lockup = 'original', onRequest }: DownloadMenuProps) {
  const t = useT();
  const { onLinkClick, pending } = useSaveFile();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const triggerId = menuTriggerId(variant);

  const pickFormat = (format: DownloadFormat, event: MouseEvent | KeyboardEvent, item: HTMLElement) => {
    const action = downloadAction(format, roles, lockup);
    setOpen(false);
    if (action !== 'direct') {
      // Enter opens a dialog whose Close button takes the focus at once; without this the
      // same key press goes on to "click" that button (Chrome activates on keypress).
      event.preventDefault();
      onRequest(format, action);
      return;
    }
    // The list closes under the focus: it goes back to the menu button (WAI-ARIA menu button), not to the page's top.
    document.getElementById(triggerId)?.focus();
    // A mouse click lands on the link itself; Enter/Space on the item does not.
    if (event.target instanceof Element && event.target.closest('a')) return;
    event.preventDefault();
    item.querySelector('a')?.click();
  };

  const menu = (
    <Popup open={open} anchor={trigger} placement="bottomRight" onClose={() => setOpen(false)} className="menu-list__popup download-menu" initialFocus={FIRST_MENU_ITEM}>
      {/* What "web" and "print" mean, where the choice is made (issue 4 "Formats"). */}
      <p className="download-menu__hint">{t('download.formatHint')}</p>
      <ul className="menu-list" role="menu" aria-labelledby={triggerId} onKeyDown={moveInMenu}>
        {formats.map((format) => {
          const testId = `download-${variant}-${format}`;
          const label = t(FORMAT_LABELS[format]);
          // A lockup's direct file is at its own shape (the server's default), the original at the website size.
          const href = downloadUrl({ faId, variant, format, background, lockup, ...(lockup === 'original' ? { size: DIRECT_DOWNLOAD_SIZE } : {}) });
          return (
            <li
              key={format}
              role="menuitem"
              tabIndex={-1}
              className="menu-list__item"
              onClick={(event) => pickFormat(format, event, event.currentTarget)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') pickFormat(format, event, event.currentTarget);
              }}
            >
              {downloadAction(format, roles, lockup) === 'direct' ? (
                <a href={href} download tabIndex={-1} onClick={(event) => onLinkClick(event, href)} data-testid={testId}>
                  {label}
                </a>
              ) : (
                <span data-testid={testId}>{label}</span>
              )}
            </li>
          );
        })}
      </ul>
    </Popup>
  );

  return (
    <>
      <Button
        ref={trigger}
        type="primary"
        icon={<DownloadOutlined />}
        loading={pending}
        id={triggerId}
        {...menuTriggerProps(open, setOpen)}
        data-testid={`download-${variant}`}
      >
        {t('download.button')}
        <DownOutlined className="menu-list__caret" />
      </Button>
      {menu}
    </>
  );
}
