import { Dropdown, type DropdownProps } from 'antd';
import { useRef, type ReactElement } from 'react';

/** How long a closing menu may still take the focus (antd's menu puts it on its active item after a key, then hides). */
const HIDING_MS = 500;

/**
 * The menu closed by Escape, Tab, a choice or a click outside: the focus goes
 * back to its button, also when the closing menu takes it once more, unless
 * the user put it elsewhere (a click outside, Tab to the next control). From
 * the next frame on: moved during the Enter that chose an item, the focus
 * would take that Enter's click to the button and open the menu again.
 */
function giveFocusBack(opener: HTMLElement | null, reopened: () => boolean): void {
  const until = performance.now() + HIDING_MS;
  const check = () => {
    // Opened again meanwhile: the focus belongs in the menu.
    if (reopened()) return;
    const active = document.activeElement;
    if (!active || active === document.body || active.closest('.ant-dropdown')) opener?.focus();
    if (performance.now() < until) requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

type Props = Omit<DropdownProps, 'trigger' | 'autoFocus' | 'menu'> & { menu: NonNullable<DropdownProps['menu']>; children: ReactElement };

/**
 * A button that opens a menu of actions (antd's Dropdown, opened by a click,
 * Enter or Space). For the keyboard (WCAG 2.1.1, 2.4.3): the focus moves into
 * the menu as it opens (arrows then choose, Enter acts, Escape closes), and
 * it is back on the button once the menu closes. antd left it on the hidden
 * menu, so it fell to the page's start.
 */
export function MenuButton({ menu, children, onOpenChange, ...rest }: Props) {
  const opener = useRef<HTMLElement | null>(null);
  const isOpen = useRef(false);
  const reopened = () => isOpen.current;
  return (
    <Dropdown
      {...rest}
      trigger={['click']}
      autoFocus
      onOpenChange={(open, info) => {
        isOpen.current = open;
        if (open && document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
        if (!open) giveFocusBack(opener.current, reopened);
        onOpenChange?.(open, info);
      }}
      menu={{
        ...menu,
        onClick: (info) => {
          isOpen.current = false;
          giveFocusBack(opener.current, reopened);
          menu.onClick?.(info);
        },
      }}
    >
      {children}
    </Dropdown>
  );
}
