import { lazy, Suspense, useState, type KeyboardEvent } from 'react';
import type { MenuButtonProps } from './menu-types.ts';
import './menu.css';

export type { MenuButtonProps, MenuEntry } from './menu-types.ts';

const load = () => import('./menu-popup.tsx');
const Loaded = lazy(() => load().then((m) => ({ default: m.MenuButtonLoaded })));

/**
 * A button that opens a menu of actions, antd's dropdown look. It sits in the signed-in header of every page, so
 * the menu's code (RAC's menu, popover and collections) loads when a person comes near the button (pointer,
 * focus or touch) rather than with the page; a press before it has arrived opens the menu once it has.
 */
export function MenuButton(props: MenuButtonProps) {
  const [state, setState] = useState<{ wanted: boolean; opened: boolean; focused: boolean }>({
    wanted: false,
    opened: false,
    focused: false,
  });
  const want = (opened: boolean, focused: boolean) => {
    void load();
    setState((s) => ({ wanted: true, opened: s.opened || opened, focused: s.focused || focused }));
  };
  const placeholder = (
    <button
      type="button"
      className={props.className ? `ui-menu-button ${props.className}` : 'ui-menu-button'}
      aria-label={props.label}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void load()}
      onFocus={() => void load()}
      onTouchStart={() => void load()}
      onClick={() => want(true, true)}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') want(true, true);
      }}
    >
      {props.children}
    </button>
  );
  if (!state.wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <Loaded {...props} opened={state.opened} focused={state.focused} />
    </Suspense>
  );
}
