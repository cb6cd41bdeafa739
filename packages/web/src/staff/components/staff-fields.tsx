import { useRef, type ChangeEvent, type ReactNode } from 'react';
import { StaffIcon } from './staff-icon.tsx';
import { SEARCH } from './staff-icons.ts';

/**
 * The order queue's filter fields in plain markup (staff.css draws them as antd's inputs): the same labels,
 * ids and changes as `components/filter-fields.tsx`, without Ant Design (decision 0056). Each change is handed
 * on as a string, or null when the field is cleared, for the page to put into its URL.
 */
interface FieldProps {
  id: string;
  label: string;
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

export interface SearchFieldProps extends FieldProps {
  value: string | undefined;
  placeholder?: string;
  inputMode?: 'numeric' | 'text';
  /** Turns what was typed into the filter's value (default: trimmed). */
  clean?: (typed: string) => string;
  onChange: (value: string | null) => void;
}

/**
 * A text search, applied on Enter or its button, and cleared as soon as the field is emptied (the browser's
 * clear button); a new value from the URL resets what is shown.
 */
export function SearchField({ value, placeholder, inputMode, clean, onChange, ...field }: SearchFieldProps) {
  const apply = (typed: string) => onChange((clean ? clean(typed) : typed.trim()) || null);
  const input = useRef<HTMLInputElement>(null);
  return (
    <Field {...field}>
      <div className="staff-search">
        <input
          ref={input}
          id={field.id}
          key={value ?? ''}
          type="search"
          className="staff-input"
          defaultValue={value}
          placeholder={placeholder}
          inputMode={inputMode}
          enterKeyHint="search"
          onKeyDown={(event) => {
            if (event.key === 'Enter') apply(event.currentTarget.value);
          }}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            if (event.target.value === '' && value) onChange(null);
          }}
        />
        <button
          type="button"
          className="staff-btn staff-search-btn"
          aria-label="search"
          onClick={() => apply(input.current?.value ?? '')}
        >
          <StaffIcon icon={SEARCH} />
        </button>
      </div>
    </Field>
  );
}

export interface SelectFieldProps extends FieldProps {
  value: string | undefined | null;
  /** Shown, and chosen to clear the filter, while it is unset; left out when `required`. */
  placeholder: string;
  options: { value: string; label: string }[];
  /** The filter always has a value (its default stands when the URL names none): no empty choice. */
  required?: boolean;
  onChange: (value: string | null) => void;
}

export function SelectField({ value, placeholder, options, required, onChange, ...field }: SelectFieldProps) {
  return (
    <Field {...field}>
      <select
        id={field.id}
        className="staff-select"
        value={value ?? ''}
        data-empty={!value || undefined}
        onChange={(event) => onChange(event.target.value || null)}
      >
        {!required && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

export interface DateFieldProps extends FieldProps {
  value: string | undefined;
  min?: string;
  max?: string;
  onChange: (value: string | null) => void;
}

export function DateField({ value, min, max, onChange, ...field }: DateFieldProps) {
  return (
    <Field {...field}>
      <input
        id={field.id}
        type="date"
        className="staff-input"
        value={value ?? ''}
        min={min}
        max={max}
        onChange={(event) => onChange(event.target.value || null)}
      />
    </Field>
  );
}
