import type { ReactNode } from 'react';
import { Input, Select } from 'antd';

/**
 * The labelled fields of a filter bar (the customer's orders, the back office's queues): each change is
 * handed on as a string, or null when the field is cleared, for the page to put into its URL.
 */
interface FieldProps {
  id: string;
  label: string;
  /** The bar's own field class, e.g. `order-filter` or `staff-filter` (plus any modifier). */
  className: string;
}

function Field({ id, label, className, children }: FieldProps & { children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

export interface SearchFilterProps extends FieldProps {
  value: string | undefined;
  placeholder?: string;
  enterButton?: ReactNode;
  inputMode?: 'numeric' | 'text';
  /** Turns what was typed into the filter's value (default: trimmed). */
  clean?: (typed: string) => string;
  onChange: (value: string | null) => void;
}

/** A text search, applied on Enter or its button; a new value from the URL resets what is shown. */
export function SearchFilter({
  value,
  placeholder,
  enterButton,
  inputMode,
  clean,
  onChange,
  ...field
}: SearchFilterProps) {
  return (
    <Field {...field}>
      <Input.Search
        id={field.id}
        key={value ?? ''}
        defaultValue={value}
        placeholder={placeholder}
        inputMode={inputMode}
        allowClear
        enterButton={enterButton}
        onSearch={(typed) => onChange((clean ? clean(typed) : typed.trim()) || null)}
      />
    </Field>
  );
}

export interface SelectFilterProps extends FieldProps {
  value: string | undefined | null;
  placeholder: string;
  options: { value: string; label: string }[];
  selectClassName?: string;
  onChange: (value: string | null) => void;
}

export function SelectFilter({
  value,
  placeholder,
  options,
  selectClassName,
  onChange,
  ...field
}: SelectFilterProps) {
  return (
    <Field {...field}>
      <Select
        id={field.id}
        className={selectClassName}
        value={value ?? null}
        placeholder={placeholder}
        allowClear
        options={options}
        onChange={(next: string | null | undefined) => onChange(next ?? null)}
      />
    </Field>
  );
}

export interface DateFilterProps extends FieldProps {
  value: string | undefined;
  min?: string;
  max?: string;
  onChange: (value: string | null) => void;
}

export function DateFilter({ value, min, max, onChange, ...field }: DateFilterProps) {
  return (
    <Field {...field}>
      <Input
        id={field.id}
        type="date"
        value={value ?? ''}
        min={min}
        max={max}
        onChange={(event) => onChange(event.target.value || null)}
      />
    </Field>
  );
}
