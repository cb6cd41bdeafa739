import { Focusable } from 'react-aria-components';
import { InfoIcon } from './icons.tsx';
import { Tooltip } from './tooltip.tsx';
import './info-tip.css';

/**
 * An info mark explaining what sits beside it (a total's row): an image named by its text, which shows that
 * text as a tooltip on hover and on keyboard focus, and hides it on Escape (WCAG 1.4.13).
 */
export function InfoTip({ text }: { text: string }) {
  return (
    <Tooltip content={text} placement="top start">
      <Focusable>
        <span className="ui-info-tip" role="img" aria-label={text} tabIndex={0}>
          <InfoIcon />
        </span>
      </Focusable>
    </Tooltip>
  );
}
