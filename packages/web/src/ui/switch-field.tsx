import { useId, type ReactNode } from 'react';
import { Switch as AriaSwitch } from 'react-aria-components';
import { fieldClass } from './field.tsx';
import './toggle-input.css';
import './switch.css';
import './switch-field.css';

export interface SwitchFieldProps {
  /** The field's label above the switch, which names it. */
  label: ReactNode;
  /** Help under the switch (antd's `extra`), read with it. */
  description?: ReactNode;
  isSelected?: boolean;
  onChange?: (isSelected: boolean) => void;
  isDisabled?: boolean;
  name?: string;
  className?: string;
}

/**
 * An on/off setting among a form's fields (antd's Form.Item around a Switch): the label above like the other
 * fields', the switch, and its help under it.
 */
export function SwitchField({ label, description, className, ...rest }: SwitchFieldProps) {
  const id = useId();
  return (
    <div className={fieldClass('switch-field', className)}>
      <span id={`${id}-label`} className="ui-field-label">
        {label}
      </span>
      <AriaSwitch
        {...rest}
        aria-labelledby={`${id}-label`}
        aria-describedby={description != null ? `${id}-help` : undefined}
        className="ui-toggle ui-switch ui-switch-md"
      >
        <span className="ui-switch-track" aria-hidden="true">
          <span className="ui-switch-thumb" />
        </span>
      </AriaSwitch>
      {description != null && (
        <div id={`${id}-help`} className="ui-field-description">
          {description}
        </div>
      )}
    </div>
  );
}
