import { lazy, Suspense, useState, type ReactNode } from 'react';
import { SearchIcon } from './plain-icons.tsx';
import { plainButtonClass } from './plain.tsx';
import type { AntdSelectProps } from './select-filter-antd.tsx';
import './plain.css';
import './filter-fields.css';

/**
 * The labelled fields of a filter bar (the customer's orders, the back office's queues): each change is
 * handed on as a string, or null when the field is cleared, for the page to put into its URL. Native
 * controls in antd's look, so a list's first screen needs no Ant Design (decision 0056).
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
  /** The search button's text; without it the button is a magnifier. */
  enterButton?: ReactNode;
  inputMode?: 'numeric' | 'text';
  /** Turns what was typed into the filter's value (default: trimmed). */
  clean?: (typed: string) => string;
  onChange: (value: string | null) => void;
}

/** A text search, applied on Enter or its button, cleared by its × ; a new value from the URL resets what is shown. */
export function SearchFilter(props: SearchFilterProps) {
  return <SearchBox key={props.value ?? ''} {...props} />;
}

function SearchBox({
  value,
  placeholder,
  enterButton,
  inputMode,
  clean,
  onChange,
  ...field
}: SearchFilterProps) {
  const [typed, setTyped] = useState(value ?? '');
  const search = (text: string) => onChange((clean ? clean(text) : text.trim()) || null);
  return (
    <Field {...field}>
      <span className="filter-search">
        <span className="plain-input filter-search-box">
          <input
            id={field.id}
            type="search"
            value={typed}
            placeholder={placeholder}
            inputMode={inputMode}
            autoComplete="off"
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              search(typed);
            }}
          />
          {typed && (
            <button
              type="button"
              className="filter-search-clear"
              aria-label="Clear"
              onClick={() => {
                setTyped('');
                search('');
              }}
            >
              <span aria-hidden="true">×</span>
            </button>
          )}
        </span>
        <button
          type="button"
          className={`${plainButtonClass(enterButton ? 'primary' : 'default')} filter-search-button`}
          onClick={() => search(typed)}
        >
          {enterButton ?? (
            <>
              <SearchIcon />
              <span className="visually-hidden">Search</span>
            </>
          )}
        </button>
      </span>
    </Field>
  );
}

export type SelectFilterProps = FieldProps & AntdSelectProps;

// The back office's lists keep antd's Select; it loads with them (the staff app brings Ant Design anyway).
const AntdSelect = lazy(() => import('./select-filter-antd.tsx'));

/** A choice of one, or none, as antd's Select (the back office's lists, which already carry Ant Design). */
export function SelectFilter({ placeholder, ...props }: SelectFilterProps) {
  const { label, className, ...select } = props;
  return (
    <Field id={props.id} label={label} className={className}>
      <Suspense fallback={<span className="plain-input filter-select-loading">{placeholder}</span>}>
        <AntdSelect {...select} placeholder={placeholder} />
      </Suspense>
    </Field>
  );
}

/**
 * A choice of one, or none, as a native select: the placeholder is the first option and chooses nothing.
 * For a customer's first screen, which must not wait for Ant Design (decision 0056).
 */
export function PlainSelectFilter({
  value,
  placeholder,
  options,
  selectClassName,
  onChange,
  ...field
}: SelectFilterProps) {
  return (
    <Field {...field}>
      <select
        id={field.id}
        className={selectClassName ? `plain-select ${selectClassName}` : 'plain-select'}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || null)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
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
      <input
        id={field.id}
        className="plain-input"
        type="date"
        value={value ?? ''}
        min={min}
        max={max}
        onChange={(event) => onChange(event.target.value || null)}
      />
    </Field>
  );
}
