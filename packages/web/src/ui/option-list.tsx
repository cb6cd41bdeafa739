import type { ReactNode } from 'react';
import { ListBox, ListBoxItem, Popover, Text } from 'react-aria-components';
import './option-list.css';

/** One choice of a Select or a ComboBox. */
export interface ListOption {
  value: string;
  /** A string, or anything with `textValue` giving its words (typeahead, the combobox's input). */
  label: ReactNode;
  textValue?: string;
  description?: ReactNode;
  isDisabled?: boolean;
}

export const textOf = (option: ListOption) =>
  option.textValue ?? (typeof option.label === 'string' ? option.label : option.value);

export const disabledValues = (options: readonly ListOption[]) =>
  options.filter((option) => option.isDisabled).map((option) => option.value);

/** The popover list under a Select or a ComboBox, as wide as its field at least. */
export function OptionList({ options, emptyText }: { options: readonly ListOption[]; emptyText?: string }) {
  return (
    <Popover className="ui-option-popover" offset={4}>
      <ListBox
        className="ui-option-list"
        items={options}
        renderEmptyState={emptyText ? () => <div className="ui-option-empty">{emptyText}</div> : undefined}
      >
        {(option) => (
          <ListBoxItem id={option.value} textValue={textOf(option)} className="ui-option">
            <Text slot="label">{option.label}</Text>
            {option.description != null && (
              <Text slot="description" className="ui-option-description">
                {option.description}
              </Text>
            )}
          </ListBoxItem>
        )}
      </ListBox>
    </Popover>
  );
}
