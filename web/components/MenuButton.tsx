import { DownOutlined } from '@ant-design/icons';
import { useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { Button, type ButtonProps } from './Button';
import { Popup, type PopupPlacement } from './Popup';

/** Opened: the first item takes the focus. */
export const FIRST_MENU_ITEM = ['[role="menuitem"]'] as const;

/**
 * Arrow keys, Home and End in an open menu (WAI-ARIA menu pattern): the focus
 * moves between its items, round at the ends. Escape and Tab are the Popup's
 * (closed, the focus back on the menu's button).
 */
export function moveInMenu(event: KeyboardEvent<HTMLElement>): void {
  const all = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]')];
  const at = all.indexOf(document.activeElement as HTMLElement);
  const move = (to: number) => {
    event.preventDefault();
    all[(to + all.length) % all.length]?.focus();
  };
  if (event.key === 'ArrowDown') move(at + 1);
  else if (event.key === 'ArrowUp') move(at - 1);
  else if (event.key === 'Home') move(0);
  else if (event.key === 'End') move(all.length - 1);
}

/** What makes a button the opener of a menu (WAI-ARIA menu button): its state, a click toggles it, ArrowDown opens it. */
export function menuTriggerProps(open: boolean, setOpen: (open: boolean) => void) {
  return {
    'aria-haspopup': 'menu' as const,
    'aria-expanded': open,
    onClick: () => setOpen(!open),
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key === 'ArrowDown') {
        event.preventDefault();
        setOpen(true);
      }
    },
  };
}

export interface MenuItem<K extends string> {
  key: K;
  label: ReactNode;
  /** The item's test id, on its label. */
  testId?: string;
}

type Props<K extends string> = Omit<ButtonProps, 'onClick' | 'onKeyDown' | 'onSelect' | 'children'> & {
  items: readonly MenuItem<K>[];
  onChoose: (key: K) => void;
  /** The button's label; a caret follows it. */
  children: ReactNode;
  placement?: PopupPlacement;
};

/**
 * A button that opens a menu of actions, of the WAI-ARIA menu button pattern,
 * drawn by the area (components/Popup) so a page without antd's scope has it.
 * A click, Enter, Space or ArrowDown opens it with the first item focused;
 * arrows, Home and End move; Enter, Space or a click acts and closes it with
 * the focus back on the button; Escape and Tab close it the same way.
 */
export function MenuButton<K extends string>({ items, onChoose, children, placement = 'bottomLeft', id, disabled, ...button }: Props<K>) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const ownId = useId();
  const triggerId = id ?? `menu-button-${ownId}`;

  const choose = (key: K, event: MouseEvent | KeyboardEvent) => {
    // A dialog the choice opens must not take this Enter as a click on its first button (Chrome activates on keypress).
    event.preventDefault();
    setOpen(false);
    trigger.current?.focus();
    onChoose(key);
  };

  return (
    <>
      <Button
        {...button}
        ref={trigger}
        id={triggerId}
        disabled={disabled}
        {...menuTriggerProps(open, setOpen)}
      >
        {children}
        <DownOutlined className="menu-list__caret" aria-hidden />
      </Button>
      <Popup open={open && !disabled} anchor={trigger} placement={placement} onClose={() => setOpen(false)} className="menu-list__popup" initialFocus={FIRST_MENU_ITEM}>
        <ul className="menu-list" role="menu" aria-labelledby={triggerId} onKeyDown={moveInMenu}>
          {items.map((item) => (
            <li
              key={item.key}
              role="menuitem"
              tabIndex={-1}
              className="menu-list__item"
              onClick={(event) => choose(item.key, event)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') choose(item.key, event);
              }}
            >
              <span data-testid={item.testId}>{item.label}</span>
            </li>
          ))}
        </ul>
      </Popup>
    </>
  );
}
