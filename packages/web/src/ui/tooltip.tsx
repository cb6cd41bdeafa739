import type { ReactNode } from 'react';
import {
  OverlayArrow,
  Tooltip as AriaTooltip,
  TooltipTrigger,
  type TooltipProps as AriaTooltipProps,
} from 'react-aria-components';
import './tooltip.css';

export interface TooltipProps {
  /** What the tooltip says (role tooltip, described-by on the trigger). */
  content: ReactNode;
  /**
   * The trigger: a kit control built on RAC (a `Button`), or an element wrapped in RAC's `Focusable`, so that
   * hover and keyboard focus both open the tooltip.
   */
  children: ReactNode;
  placement?: AriaTooltipProps['placement'];
  /** Milliseconds of hover before it opens (focus opens it at once). */
  delay?: number;
}

/** A short hint on hover or focus, as antd's Tooltip: dark, small, with an arrow toward its trigger. */
export function Tooltip({ content, children, placement = 'top', delay = 300 }: TooltipProps) {
  return (
    <TooltipTrigger delay={delay}>
      {children}
      <AriaTooltip className="ui-tooltip" placement={placement} offset={8}>
        <OverlayArrow className="ui-tooltip-arrow">
          <svg width={8} height={8} viewBox="0 0 8 8" aria-hidden="true">
            <path d="M0 0 L4 4 L8 0" />
          </svg>
        </OverlayArrow>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
