import type { ReactNode } from 'react';
import type { PopoverProps } from 'react-aria-components';

export type MenuEntry =
  | {
      key: string;
      label: ReactNode;
      icon?: ReactNode;
      onAction?: () => void;
      /** A link item; a route needs RAC's RouterProvider at the app's root to stay in the page. */
      href?: string;
      isDisabled?: boolean;
      /** Red, for what deletes or cannot be undone. */
      danger?: boolean;
      /** For type-ahead, when `label` is not plain text. */
      textValue?: string;
    }
  | { type: 'divider' };

export interface MenuButtonProps {
  items: MenuEntry[];
  /** What the button shows; it names the button unless `label` does. */
  children: ReactNode;
  /** The button's accessible name, when its content does not say it (an icon alone). */
  label?: string;
  /** The button's class: the kit draws only the menu, the caller the button. */
  className?: string;
  placement?: PopoverProps['placement'];
}
