import type { ReactNode } from 'react';
import type { Tone } from './tag.tsx';
import './timeline.css';

export interface TimelineItem {
  key: string | number;
  /** The dot's colour, from the status tones; neutral (grey) for a step still to come. */
  tone?: Tone;
  /** An icon in place of the dot. */
  icon?: ReactNode;
  children: ReactNode;
}

/** Steps in order down a line, each with a coloured dot: an ordered list, as antd's Timeline. */
export function Timeline({ items, className }: { items: readonly TimelineItem[]; className?: string }) {
  return (
    <ol className={className ? `ui-timeline ${className}` : 'ui-timeline'}>
      {items.map((item) => (
        <li key={item.key} className={`ui-timeline-item ui-timeline-${item.tone ?? 'info'}`}>
          <span className={item.icon ? 'ui-timeline-icon' : 'ui-timeline-dot'} aria-hidden="true">
            {item.icon}
          </span>
          <div className="ui-timeline-content">{item.children}</div>
        </li>
      ))}
    </ol>
  );
}
