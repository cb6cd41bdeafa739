import { Button, ComboBox as AriaComboBox, Input, useFilter } from 'react-aria-components';
import {
  FieldHelp,
  FieldLabel,
  fieldClass,
  inputClass,
  useFieldEdit,
  type FieldBaseProps,
} from './field.tsx';
import { DownIcon } from './icons.tsx';
import { OptionList, disabledValues, type ListOption } from './option-list.tsx';
import { Spinner } from './spinner.tsx';
import './combobox.css';

export interface ComboBoxProps extends FieldBaseProps {
  options: readonly ListOption[];
  selectedKey?: string | null;
  defaultSelectedKey?: string | null;
  onSelectionChange?: (value: string | null) => void;
  /** The typed text; control it to search on the server. */
  inputValue?: string;
  defaultInputValue?: string;
  onInputChange?: (text: string) => void;
  /** 'none' where the options already come filtered (a server search on the typed text). */
  filter?: 'contains' | 'none';
  /** Keep typed text that matches no option (the form's value is then the text). */
  allowsCustomValue?: boolean;
  /** When the list opens: as the person types (default), on focus, or only by the button and arrow keys. */
  menuTrigger?: 'input' | 'focus' | 'manual';
  placeholder?: string;
  /** Shown in the open list when nothing matches. */
  emptyText?: string;
  /** A spinner in the box while options load. */
  isLoading?: boolean;
  autoFocus?: boolean;
}

/** A searchable choice: type to narrow the list, arrows and Enter to pick (RAC's combobox pattern). */
export function ComboBox({
  options,
  onSelectionChange,
  onInputChange,
  filter = 'contains',
  placeholder,
  emptyText = 'No matches',
  isLoading = false,
  label,
  description,
  errorMessage,
  size,
  className,
  ...rest
}: ComboBoxProps) {
  const { contains } = useFilter({ sensitivity: 'base' });
  const { isInvalid, edit } = useFieldEdit(rest.name);
  return (
    <AriaComboBox
      {...rest}
      onInputChange={(text) => {
        edit();
        onInputChange?.(text);
      }}
      onSelectionChange={onSelectionChange && ((key) => onSelectionChange(key === null ? null : String(key)))}
      defaultFilter={filter === 'none' ? () => true : contains}
      disabledKeys={disabledValues(options)}
      allowsEmptyCollection
      validationBehavior="aria"
      isInvalid={errorMessage ? true : isInvalid}
      className={fieldClass('combobox', className)}
    >
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      <div className={inputClass(size, 'ui-input-group')}>
        <Input placeholder={placeholder} />
        {isLoading && <Spinner size="sm" />}
        <Button className="ui-input-button">
          <DownIcon />
        </Button>
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <OptionList options={options} emptyText={emptyText} />
    </AriaComboBox>
  );
}
