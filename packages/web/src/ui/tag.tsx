import type { HTMLAttributes } from 'react';
import './tag.css';

/**
 * The status tones, one table for the whole app (tag.css): callers map their statuses to a tone, e.g.
 * `const TONE: Record<OrderStatus, Tone> = { pending: 'neutral', confirmed: 'info', … }`.
 */
export type Tone = 'neutral' | 'brand' | 'success' | 'warning' | 'danger' | 'info' | 'processing';

export interface TagProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: Tone;
}

/** A small label in a tone: dark text on a pale tint, every pair at least 4.5:1. */
export function Tag({ tone = 'neutral', className, children, ...rest }: TagProps) {
  return (
    <span {...rest} className={className ? `ui-tag ui-tag-${tone} ${className}` : `ui-tag ui-tag-${tone}`}>
      {children}
    </span>
  );
}
