import type { ReactNode } from 'react';
import { Radio, RadioGroup as AriaRadioGroup } from 'react-aria-components';
import { FieldHelp, FieldLabel, fieldClass, type FieldBaseProps } from './field.tsx';
import './toggle-input.css';
import './radio-group.css';

export interface RadioOption {
  value: string;
  label: ReactNode;
  isDisabled?: boolean;
}

export interface RadioGroupProps extends FieldBaseProps {
  options: readonly RadioOption[];
  /** null: none chosen yet. */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string) => void;
  orientation?: 'horizontal' | 'vertical';
  /**
   * 'segmented': a row of joined buttons, the chosen one dark ink on yellow (antd's button-style Radio.Group
   * and Segmented); each is still a radio.
   */
  appearance?: 'radio' | 'segmented';
  isReadOnly?: boolean;
}

/** One choice of a few, all in view (RAC: arrow keys move and choose, Tab leaves the group). */
export function RadioGroup({
  options,
  orientation = 'horizontal',
  appearance = 'radio',
  label,
  description,
  errorMessage,
  size = 'md',
  className,
  ...rest
}: RadioGroupProps) {
  const segmented = appearance === 'segmented';
  return (
    <AriaRadioGroup
      {...rest}
      orientation={segmented ? 'horizontal' : orientation}
      validationBehavior="aria"
      isInvalid={errorMessage ? true : undefined}
      className={fieldClass('radio-group', className)}
    >
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      <div
        className={
          segmented ? `ui-segmented ui-segmented-${size}` : `ui-radio-items ui-radio-items-${orientation}`
        }
      >
        {options.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            isDisabled={option.isDisabled}
            className={segmented ? 'ui-toggle ui-segment' : 'ui-toggle ui-radio'}
          >
            {!segmented && <span className="ui-radio-circle" aria-hidden="true" />}
            <span className="ui-radio-label">{option.label}</span>
          </Radio>
        ))}
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaRadioGroup>
  );
}
