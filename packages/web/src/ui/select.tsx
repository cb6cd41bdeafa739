import { useId } from 'react';
import { Button, Select as AriaSelect, SelectValue } from 'react-aria-components';
import { FieldHelp, FieldLabel, fieldClass, inputClass, type FieldBaseProps } from './field.tsx';
import { DownIcon } from './icons.tsx';
import { OptionList, disabledValues, type ListOption } from './option-list.tsx';
import './select.css';

export type SelectOption = ListOption;

export interface SelectProps extends FieldBaseProps {
  options: readonly SelectOption[];
  /** null: nothing chosen yet. */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string) => void;
  /** Shown while nothing is chosen. */
  placeholder?: string;
  autoFocus?: boolean;
}

/** A choice from a list: a button showing the choice, opening a listbox (RAC's keyboard and typeahead). */
export function Select({
  options,
  onChange,
  label,
  description,
  errorMessage,
  size,
  className,
  ...rest
}: SelectProps) {
  return (
    <AriaSelect
      {...rest}
      onChange={(key) => key !== null && onChange?.(String(key))}
      disabledKeys={disabledValues(options)}
      validationBehavior="aria"
      isInvalid={errorMessage ? true : undefined}
      className={fieldClass('select', className)}
    >
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      <Button className={inputClass(size, 'ui-select-button')}>
        <SelectValue className="ui-select-value" />
        <DownIcon className="ui-select-arrow" />
      </Button>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <OptionList options={options} />
    </AriaSelect>
  );
}

export interface NativeSelectProps extends Omit<FieldBaseProps, 'errorMessage'> {
  options: readonly { value: string; label: string; isDisabled?: boolean }[];
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** A first, empty choice (value ''). */
  placeholder?: string;
  id?: string;
}

/** The browser's own select, drawn like ours: for filters on first screens, where every byte counts. */
export function NativeSelect({
  options,
  onChange,
  label,
  description,
  isRequired,
  isDisabled,
  placeholder,
  size,
  className,
  id,
  ...rest
}: NativeSelectProps) {
  const ownId = useId();
  const selectId = id ?? ownId;
  const helpId = `${selectId}-help`;
  return (
    <div className={fieldClass('native-select', className)}>
      {label != null && (
        <label htmlFor={selectId} className="ui-field-label" data-required={isRequired || undefined}>
          {label}
        </label>
      )}
      <div className="ui-native-select-box">
        <select
          {...rest}
          id={selectId}
          className={inputClass(size, 'ui-native-select-input')}
          disabled={isDisabled}
          aria-required={isRequired || undefined}
          aria-describedby={description ? helpId : undefined}
          onChange={(event) => onChange?.(event.target.value)}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.isDisabled}>
              {option.label}
            </option>
          ))}
        </select>
        <DownIcon className="ui-select-arrow" />
      </div>
      {description != null && (
        <div id={helpId} className="ui-field-description">
          {description}
        </div>
      )}
    </div>
  );
}
