import { useEffect, useRef } from 'react';
import { Button as AriaButton, Menu, MenuItem, MenuTrigger, Popover, Separator } from 'react-aria-components';
import type { MenuButtonProps } from './menu-types.ts';

/**
 * The menu button on RAC (the WAI-ARIA menu button pattern): arrows, Home, End and type-ahead move; Enter picks;
 * Escape or a click outside closes back to the button. `opened` opens it at once, with focus on the button, when
 * it was pressed before this module had loaded (menu.tsx).
 */
export function MenuButtonLoaded({
  items,
  children,
  label,
  className,
  placement = 'bottom end',
  opened,
  focused,
}: MenuButtonProps & { opened: boolean; focused: boolean }) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focused) button.current?.focus();
  }, [focused]);
  return (
    <MenuTrigger defaultOpen={opened}>
      <AriaButton
        ref={button}
        className={className ? `ui-menu-button ${className}` : 'ui-menu-button'}
        aria-label={label}
      >
        {children}
      </AriaButton>
      <Popover placement={placement} offset={4} className="ui-menu-popover">
        <Menu className="ui-menu" autoFocus={opened ? 'first' : undefined}>
          {items.map((item, index) =>
            'type' in item ? (
              <Separator key={`divider-${index}`} className="ui-menu-divider" />
            ) : (
              <MenuItem
                key={item.key}
                id={item.key}
                href={item.href}
                onAction={item.onAction}
                isDisabled={item.isDisabled}
                textValue={item.textValue ?? (typeof item.label === 'string' ? item.label : undefined)}
                className={item.danger ? 'ui-menu-item ui-menu-item-danger' : 'ui-menu-item'}
              >
                {item.icon && <span className="ui-menu-item-icon">{item.icon}</span>}
                <span className="ui-menu-item-label">{item.label}</span>
              </MenuItem>
            ),
          )}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
