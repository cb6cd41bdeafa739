import type { ReactElement, ReactNode } from 'react';
import {
  Dialog as AriaDialog,
  DialogTrigger,
  Heading,
  OverlayArrow,
  Popover as AriaPopover,
  type PopoverProps as AriaPopoverProps,
} from 'react-aria-components';
import './popover.css';

export interface PopoverProps {
  /** A pressable element (our `Button`) that opens the popover; focus returns to it on closing. */
  trigger: ReactElement;
  /** What it holds; a function is given `close`, e.g. for a Done button. */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Names the dialog when there is no `title`. */
  label: string;
  /** A heading over the content, which then names the dialog. */
  title?: ReactNode;
  placement?: AriaPopoverProps['placement'];
  /** Controlled opening; leave out to let the trigger open and close it. */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  className?: string;
}

/**
 * antd's Popover on RAC: a non-modal dialog beside its trigger that Escape or a click outside closes, with
 * focus moved in on opening and back to the trigger on closing.
 */
export function Popover({
  trigger,
  children,
  label,
  title,
  placement = 'bottom',
  isOpen,
  onOpenChange,
  className,
}: PopoverProps) {
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      {trigger}
      <AriaPopover
        placement={placement}
        offset={10}
        className={className ? `ui-popover ${className}` : 'ui-popover'}
      >
        <OverlayArrow className="ui-popover-arrow">
          <svg width={12} height={12} viewBox="0 0 12 12" aria-hidden="true">
            <path d="M0 0 L6 6 L12 0" />
          </svg>
        </OverlayArrow>
        <AriaDialog aria-label={title ? undefined : label} className="ui-popover-dialog">
          {({ close }) => (
            <>
              {title && (
                <Heading slot="title" className="ui-popover-title">
                  {title}
                </Heading>
              )}
              {typeof children === 'function' ? children(close) : children}
            </>
          )}
        </AriaDialog>
      </AriaPopover>
    </DialogTrigger>
  );
}
