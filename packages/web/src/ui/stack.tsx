import type { HTMLAttributes } from 'react';
import './stack.css';

export type Gap = 'xs' | 'sm' | 'md' | 'lg';
type Align = 'start' | 'center' | 'end' | 'baseline' | 'stretch';
type Justify = 'start' | 'center' | 'end' | 'between';

interface LayoutProps extends HTMLAttributes<HTMLDivElement> {
  /** xs 4 px, sm 8 px, md 16 px, lg 24 px (the spacing tokens). */
  gap?: Gap;
  align?: Align;
  justify?: Justify;
}

function layoutClass(
  kind: string,
  { gap, align, justify }: LayoutProps,
  className: string | undefined,
): string {
  return [kind, `ui-gap-${gap}`, align && `ui-align-${align}`, justify && `ui-justify-${justify}`, className]
    .filter(Boolean)
    .join(' ');
}

/** Children one under another with a gap (replaces antd's vertical Space). */
export function Stack({ gap = 'md', align, justify, className, ...rest }: LayoutProps) {
  return <div {...rest} className={layoutClass('ui-stack', { gap, align, justify }, className)} />;
}

/** Children side by side with a gap, wrapping onto new lines when short of room (replaces antd's Space, Row and Col). */
export function Inline({ gap = 'sm', align = 'center', justify, className, ...rest }: LayoutProps) {
  return <div {...rest} className={layoutClass('ui-inline', { gap, align, justify }, className)} />;
}
