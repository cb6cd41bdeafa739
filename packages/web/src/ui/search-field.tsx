import type { HTMLAttributes } from 'react';
import { Button, Input, SearchField as AriaSearchField } from 'react-aria-components';
import {
  FieldHelp,
  FieldLabel,
  fieldClass,
  inputClass,
  useFieldEdit,
  type FieldBaseProps,
} from './field.tsx';
import { CloseCircleIcon, SearchIcon } from './icons.tsx';
import './search-field.css';

export interface SearchFieldProps extends FieldBaseProps {
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** Enter pressed. */
  onSubmit?: (value: string) => void;
  /** The Clear button pressed, or Escape. */
  onClear?: () => void;
  placeholder?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoFocus?: boolean;
}

/** A search box: a magnifier, the input (role searchbox) and a Clear button once there is text. */
export function SearchField({
  label,
  description,
  errorMessage,
  size,
  className,
  placeholder,
  inputMode,
  onChange,
  ...rest
}: SearchFieldProps) {
  const { isInvalid, edit } = useFieldEdit(rest.name);
  return (
    <AriaSearchField
      {...rest}
      onChange={(value) => {
        edit();
        onChange?.(value);
      }}
      validationBehavior="aria"
      isInvalid={errorMessage ? true : isInvalid}
      className={fieldClass('search-field', className)}
    >
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      <div className={inputClass(size, 'ui-input-group')}>
        <SearchIcon className="ui-search-icon" />
        <Input placeholder={placeholder} inputMode={inputMode} />
        <Button className="ui-input-button ui-search-clear" aria-label="Clear">
          <CloseCircleIcon />
        </Button>
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaSearchField>
  );
}
