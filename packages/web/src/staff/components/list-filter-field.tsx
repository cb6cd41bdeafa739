import { NativeDateField } from '../../ui/native-date-field.tsx';
import { SearchField } from '../../ui/search-field.tsx';
import { NativeSelect } from '../../ui/select.tsx';

interface FilterBase {
  /** The URL parameter the field sets. */
  name: string;
  /** The select's and the date's id (the search field takes its own from the kit). */
  id: string;
  label: string;
  /** The bar's wide field, e.g. its main search. */
  wide?: boolean;
}

export type ListFilter =
  | (FilterBase & {
      kind: 'search';
      placeholder?: string;
      inputMode?: 'numeric' | 'text';
      /** Turns what was typed into the filter's value (default: trimmed). */
      clean?: (typed: string) => string;
    })
  | (FilterBase & {
      kind: 'select';
      /** The empty choice, which clears the filter; left out when there is a `fallback`. */
      placeholder: string;
      options: { value: string; label: string }[];
      /** What the field shows while its parameter is unset (the server's default): the filter always has a value. */
      fallback?: string;
    })
  | (FilterBase & { kind: 'date'; min?: string; max?: string });

/**
 * One field of a list's filter bar, bound to its URL parameter: each change is handed on as a string, or
 * null when the field is cleared. A search applies on Enter and clears as soon as it is emptied.
 */
export function ListFilterField({
  filter,
  value,
  onChange,
}: {
  filter: ListFilter;
  value: string | undefined;
  onChange: (value: string | null) => void;
}) {
  const className = filter.wide ? 'staff-filter staff-filter-wide' : 'staff-filter';
  switch (filter.kind) {
    case 'search': {
      const apply = (typed: string) => onChange((filter.clean ? filter.clean(typed) : typed.trim()) || null);
      return (
        <SearchField
          // A new value from the URL (Back, Clear filters) resets what is shown.
          key={value ?? ''}
          label={filter.label}
          className={className}
          defaultValue={value}
          placeholder={filter.placeholder}
          inputMode={filter.inputMode}
          onSubmit={apply}
          onClear={() => onChange(null)}
          onChange={(typed) => typed === '' && value && onChange(null)}
        />
      );
    }
    case 'select':
      return (
        <NativeSelect
          id={filter.id}
          label={filter.label}
          className={className}
          value={value ?? filter.fallback ?? ''}
          placeholder={filter.fallback === undefined ? filter.placeholder : undefined}
          options={filter.options}
          onChange={(chosen) => onChange(chosen || null)}
        />
      );
    case 'date':
      return (
        <NativeDateField
          id={filter.id}
          label={filter.label}
          className={className}
          value={value ?? null}
          minValue={filter.min}
          maxValue={filter.max}
          onChange={onChange}
        />
      );
  }
}
