import type { ReactNode } from 'react';
import './page-heading.css';

/** The document title every page carries: its own name first, so tabs and history tell pages apart. */
export const documentTitle = (name: string) => `${name} — Tyreline`;

/**
 * A signed-in page's one h1 and its document title (React 19 hoists `<title>` into the head).
 * `title` is the document's name when it differs from the heading (e.g. a welcome line on home).
 * A plain h1 in the kit's title size, the same on every page.
 */
export function PageHeading({ children, title }: { children: ReactNode; title?: string }) {
  return (
    <>
      <title>{documentTitle(title ?? String(children))}</title>
      <h1 className="page-title">{children}</h1>
    </>
  );
}
