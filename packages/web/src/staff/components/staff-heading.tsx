import type { ReactNode } from 'react';

/** The back office's document title: the page's name first, so tabs and history tell pages apart. */
export const staffDocumentTitle = (name: string) => `${name} · Tyreline back office`;

/**
 * A back-office page's one h1 and its document title (React 19 hoists `<title>` into the head). `title` is the
 * document's name when the heading holds more than text (e.g. an order's number with its status).
 */
export function StaffHeading({ children, title }: { children: ReactNode; title?: string }) {
  return (
    <>
      <title>{staffDocumentTitle(title ?? String(children))}</title>
      <h1 className="staff-title">{children}</h1>
    </>
  );
}
