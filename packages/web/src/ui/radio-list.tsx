import type { ReactNode } from 'react';
import { Radio, RadioGroup as AriaRadioGroup } from 'react-aria-components';
import { FieldHelp, FieldLabel, fieldClass, type FieldBaseProps } from './field.tsx';
import './toggle-input.css';
import './radio-group.css';
import './radio-list.css';

export interface RadioListOption {
  value: string;
  /** Inside the radio: what choosing it means (a product's name). */
  label: ReactNode;
  /** Beside the radio, outside its label: facts and controls (a Price button) that must not choose it. */
  extra?: ReactNode;
  isDisabled?: boolean;
}

export interface RadioListProps extends Omit<FieldBaseProps, 'size'> {
  options: readonly RadioListOption[];
  /** null: none chosen yet. */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string) => void;
  /** Set on each row (radio and extra), for a browser test to find a row. */
  itemTestId?: string;
}

/**
 * One choice of a few, a row each: the radio and its label, then what the row also shows beside it. A
 * RadioGroup (arrow keys move and choose, Tab leaves) whose rows hold more than a label can.
 */
export function RadioList({
  options,
  label,
  description,
  errorMessage,
  className,
  itemTestId,
  ...rest
}: RadioListProps) {
  return (
    <AriaRadioGroup
      {...rest}
      validationBehavior="aria"
      isInvalid={errorMessage ? true : undefined}
      className={fieldClass('radio-list', className)}
    >
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      <div className="ui-radio-list-items">
        {options.map((option) => (
          <div key={option.value} className="ui-radio-list-item" data-testid={itemTestId}>
            <Radio value={option.value} isDisabled={option.isDisabled} className="ui-toggle ui-radio">
              <span className="ui-radio-circle" aria-hidden="true" />
              <span className="ui-radio-label">{option.label}</span>
            </Radio>
            {option.extra != null && <div className="ui-radio-list-extra">{option.extra}</div>}
          </div>
        ))}
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaRadioGroup>
  );
}
