import type { ReactNode } from 'react';
import { Switch as AriaSwitch } from 'react-aria-components';
import './toggle-input.css';
import './switch.css';

export interface SwitchProps {
  /** The label beside the switch; without it, give `aria-label`. */
  children?: ReactNode;
  'aria-label'?: string;
  isSelected?: boolean;
  defaultSelected?: boolean;
  onChange?: (isSelected: boolean) => void;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  name?: string;
  value?: string;
  size?: 'sm' | 'md';
  className?: string;
}

/** An on/off setting that applies at once (role switch): antd's pill, yellow when on. */
export function Switch({ children, size = 'md', className, ...rest }: SwitchProps) {
  return (
    <AriaSwitch
      {...rest}
      className={['ui-toggle', 'ui-switch', `ui-switch-${size}`, className].filter(Boolean).join(' ')}
    >
      <span className="ui-switch-track" aria-hidden="true">
        <span className="ui-switch-thumb" />
      </span>
      {children != null && <span className="ui-switch-label">{children}</span>}
    </AriaSwitch>
  );
}
