import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import './menu-button.css';

export type MenuEntry =
  | { key: string; label: ReactNode; icon?: ReactNode; onSelect: () => void }
  | { key: string; separator: true };

interface MenuButtonProps {
  items: MenuEntry[];
  /** What the button shows; it names the button unless `label` does. */
  children: ReactNode;
  className?: string;
  label?: string;
}

type Opening = false | 'first' | 'last';

const menuItems = (menu: HTMLElement | null) =>
  Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

/** The item whose text starts with `key` after the focused one (type-ahead), or undefined. */
function itemStartingWith(items: HTMLElement[], from: number, key: string): HTMLElement | undefined {
  const ordered = [...items.slice(from + 1), ...items.slice(0, from + 1)];
  return ordered.find((item) => item.textContent?.trim().toLowerCase().startsWith(key.toLowerCase()));
}

/**
 * A button that opens a menu of actions (the WAI-ARIA menu button pattern), drawn without Ant Design: Enter,
 * Space or a click opens it on its first item, the arrow keys, Home and End move, a letter jumps, Escape
 * closes it back to the button, and a click or focus outside closes it.
 */
export function MenuButton({ items, children, className, label }: MenuButtonProps) {
  const [open, setOpen] = useState<Opening>(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const id = useId();

  useEffect(() => {
    if (!open) return;
    const entries = menuItems(menuRef.current);
    (open === 'last' ? entries.at(-1) : entries[0])?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const select = (onSelect: () => void) => {
    close();
    onSelect();
  };

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    setOpen(event.key === 'ArrowDown' ? 'first' : 'last');
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const entries = menuItems(menuRef.current);
    const at = entries.indexOf(document.activeElement as HTMLElement);
    const moveTo = (index: number) => entries[(index + entries.length) % entries.length]?.focus();
    if (event.key === 'Escape') close();
    else if (event.key === 'ArrowDown') moveTo(at + 1);
    else if (event.key === 'ArrowUp') moveTo(at - 1);
    else if (event.key === 'Home') moveTo(0);
    else if (event.key === 'End') moveTo(-1);
    else if (event.key.length === 1 && /\S/.test(event.key))
      itemStartingWith(entries, at, event.key)?.focus();
    else return;
    event.preventDefault();
  };

  return (
    <div
      className="menu-button"
      ref={rootRef}
      onBlur={(event) => {
        if (open && !rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        type="button"
        ref={buttonRef}
        id={`${id}-button`}
        className={className}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open !== false}
        aria-controls={open ? `${id}-menu` : undefined}
        onClick={() => setOpen(open ? false : 'first')}
        onKeyDown={onButtonKey}
      >
        {children}
      </button>
      {open && (
        <Menu id={`${id}-menu`} labelledBy={`${id}-button`} menuRef={menuRef} onKeyDown={onMenuKey}>
          {items.map((item) =>
            'separator' in item ? (
              <li key={item.key} role="separator" className="menu-separator" />
            ) : (
              <li key={item.key} role="none">
                <button
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  className="menu-item"
                  onClick={() => select(item.onSelect)}
                >
                  {item.icon && (
                    <span className="menu-item-icon" aria-hidden="true">
                      {item.icon}
                    </span>
                  )}
                  <span className="menu-item-label">{item.label}</span>
                </button>
              </li>
            ),
          )}
        </Menu>
      )}
    </div>
  );
}

function Menu({
  id,
  labelledBy,
  menuRef,
  onKeyDown,
  children,
}: {
  id: string;
  labelledBy: string;
  menuRef: Ref<HTMLUListElement>;
  onKeyDown: (event: KeyboardEvent) => void;
  children: ReactNode;
}) {
  return (
    <ul
      role="menu"
      id={id}
      aria-labelledby={labelledBy}
      className="menu-list"
      ref={menuRef}
      onKeyDown={onKeyDown}
    >
      {children}
    </ul>
  );
}
