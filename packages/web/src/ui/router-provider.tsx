import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';

/**
 * Lets the kit's links (menu items, table rows, link buttons with `href`) navigate inside the app instead of
 * reloading the page: the app hands in its router's navigate.
 */
export function UiRouterProvider({
  navigate,
  children,
}: {
  navigate: (path: string) => void;
  children: ReactNode;
}) {
  return <RouterProvider navigate={navigate}>{children}</RouterProvider>;
}
