import type { ReactNode } from 'react';
import { Checkbox as AriaCheckbox, CheckboxGroup as AriaCheckboxGroup } from 'react-aria-components';
import { FieldHelp, FieldLabel, fieldClass, type FieldBaseProps } from './field.tsx';
import { CheckIcon, MinusIcon } from './icons.tsx';
import './toggle-input.css';
import './checkbox.css';

export interface CheckboxProps {
  /** The label beside the box; without it, give `aria-label`. */
  children?: ReactNode;
  'aria-label'?: string;
  isSelected?: boolean;
  defaultSelected?: boolean;
  onChange?: (isSelected: boolean) => void;
  /** Some but not all (a "select all" over a partly chosen list). */
  isIndeterminate?: boolean;
  name?: string;
  /** Its value in a CheckboxGroup, and in the form's entries. */
  value?: string;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  isInvalid?: boolean;
  className?: string;
}

/** A checkbox with its label: a 16 px box, yellow with a dark tick when chosen. */
export function Checkbox({ children, className, ...rest }: CheckboxProps) {
  return (
    <AriaCheckbox
      {...rest}
      validationBehavior="aria"
      className={['ui-toggle', 'ui-checkbox', className].filter(Boolean).join(' ')}
    >
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className="ui-checkbox-box" aria-hidden="true">
            {isIndeterminate ? <MinusIcon /> : isSelected ? <CheckIcon /> : null}
          </span>
          {children != null && <span className="ui-checkbox-label">{children}</span>}
        </>
      )}
    </AriaCheckbox>
  );
}

export interface CheckboxGroupProps extends Omit<FieldBaseProps, 'size'> {
  value?: string[];
  defaultValue?: string[];
  onChange?: (value: string[]) => void;
  /** The boxes, or give `children` (Checkboxes with a `value`). */
  options?: readonly { value: string; label: ReactNode; isDisabled?: boolean }[];
  children?: ReactNode;
  orientation?: 'horizontal' | 'vertical';
}

/** Several checkboxes under one label, their values as one list. */
export function CheckboxGroup({
  options,
  children,
  orientation = 'vertical',
  label,
  description,
  errorMessage,
  className,
  ...rest
}: CheckboxGroupProps) {
  return (
    <AriaCheckboxGroup
      {...rest}
      validationBehavior="aria"
      isInvalid={errorMessage ? true : undefined}
      className={fieldClass('checkbox-group', className)}
    >
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      <div className={`ui-checkbox-items ui-checkbox-items-${orientation}`}>
        {children ??
          options?.map((option) => (
            <Checkbox key={option.value} value={option.value} isDisabled={option.isDisabled}>
              {option.label}
            </Checkbox>
          ))}
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaCheckboxGroup>
  );
}
