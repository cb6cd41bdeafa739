import { SearchField } from '../../ui/search-field.tsx';
import { NativeSelect } from '../../ui/select.tsx';
import type { FilterChanges } from './use-shop-filters.ts';
import type { FilterKey, FilterValues } from './shop-filters.ts';

export interface FilterProps {
  values: FilterValues;
  update: (changes: FilterChanges) => void;
}

export type Options = { value: string; label: string }[];

const idOf = (name: FilterKey) => `shop-${name.replace(/_/g, '-')}`;

/**
 * A select bound to one URL parameter: the browser's own (a phone's native picker, type-ahead on a wide
 * screen), light on the shop's first screen. Its first choice is the placeholder, which removes the parameter.
 */
export function SelectFilter({
  name,
  label,
  placeholder,
  options,
  loading,
  values,
  update,
}: FilterProps & {
  name: FilterKey;
  label: string;
  placeholder: string;
  options: Options;
  loading?: boolean;
}) {
  const value = values[name] ?? '';
  // A value from the URL that the options do not (yet) hold is still shown, as the old select showed it.
  const unknown = value !== '' && !options.some((o) => o.value === value);
  return (
    <NativeSelect
      id={idOf(name)}
      label={label}
      placeholder={placeholder}
      options={unknown ? [{ value, label: loading ? 'Loading…' : value }, ...options] : options}
      value={value}
      onChange={(next) => update({ [name]: next || null })}
    />
  );
}

/** The words search shared by every tab: name, SKU and brand; applied on Enter, removed by its Clear button. */
export function TextSearch({ values, update, placeholder }: FilterProps & { placeholder: string }) {
  return (
    <SearchField
      // A new value in the URL (Back, a link) resets what the box shows.
      key={values.q ?? ''}
      label="Search"
      className="shop-filter-wide"
      defaultValue={values.q}
      placeholder={placeholder}
      onSubmit={(typed) => update({ q: typed.trim() || null })}
      onClear={() => {
        if (values.q) update({ q: null });
      }}
    />
  );
}
