import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Disclosure as AriaDisclosure,
  DisclosurePanel,
  Heading,
} from 'react-aria-components';
import { RightIcon } from './icons.tsx';
import './disclosure.css';

export interface DisclosureProps {
  /** The trigger's content: a section's title, or a row's summary that opens on tap. */
  title: ReactNode;
  /** What opens under it. */
  children: ReactNode;
  /** Controlled: whether it is open. */
  isExpanded?: boolean;
  defaultExpanded?: boolean;
  onExpandedChange?: (isExpanded: boolean) => void;
  isDisabled?: boolean;
  /** Puts the trigger in a heading of this level, for a collapsible section; leave out for a row. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  className?: string;
}

/**
 * A trigger button (aria-expanded, aria-controls) over a panel it shows and hides, as antd's Collapse with one
 * item: a chevron that turns when open. RAC's Disclosure keeps the hidden panel in the page (`hidden`).
 */
export function Disclosure({
  title,
  children,
  isExpanded,
  defaultExpanded,
  onExpandedChange,
  isDisabled,
  headingLevel,
  className,
}: DisclosureProps) {
  const trigger = (
    <AriaButton slot="trigger" className="ui-disclosure-trigger">
      <RightIcon className="ui-disclosure-chevron" />
      <span className="ui-disclosure-title">{title}</span>
    </AriaButton>
  );
  return (
    <AriaDisclosure
      isExpanded={isExpanded}
      defaultExpanded={defaultExpanded}
      onExpandedChange={onExpandedChange}
      isDisabled={isDisabled}
      className={className ? `ui-disclosure ${className}` : 'ui-disclosure'}
    >
      {headingLevel ? (
        <Heading level={headingLevel} className="ui-disclosure-heading">
          {trigger}
        </Heading>
      ) : (
        trigger
      )}
      <DisclosurePanel className="ui-disclosure-panel">
        {/* Spaced inside: a closed panel keeps its box (hidden="until-found", so find-in-page opens it). */}
        <div className="ui-disclosure-content">{children}</div>
      </DisclosurePanel>
    </AriaDisclosure>
  );
}
