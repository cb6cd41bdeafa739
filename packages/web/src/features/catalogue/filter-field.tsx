import { useState, type ReactNode } from 'react';
import { CloseCircleIcon, SearchIcon } from '../../components/plain-icons.tsx';
import type { FilterChanges } from './use-shop-filters.ts';
import type { FilterKey, FilterValues } from './shop-filters.ts';

/** A labelled cell of the filter bar; `wide` spans two columns (the size box, the text search). */
export function Field({
  id,
  label,
  wide,
  children,
}: {
  id: string;
  label: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={wide ? 'shop-filter shop-filter-wide' : 'shop-filter'}>
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

export interface FilterProps {
  values: FilterValues;
  update: (changes: FilterChanges) => void;
}

export type Options = { value: string; label: string }[];

/**
 * A select bound to one URL parameter: the browser's own (a phone's native picker, type-ahead on a wide
 * screen), no Ant Design (decision 0056). Its first choice is the placeholder, which removes the parameter.
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
  const id = `shop-${name.replace(/_/g, '-')}`;
  const value = values[name] ?? '';
  // A value from the URL that the options do not (yet) hold is still shown, as the old select showed it.
  const unknown = value !== '' && !options.some((o) => o.value === value);
  return (
    <Field id={id} label={label}>
      <select
        id={id}
        className="plain-select"
        value={value}
        data-empty={value === ''}
        aria-busy={loading || undefined}
        onChange={(event) => update({ [name]: event.target.value || null })}
      >
        <option value="">{placeholder}</option>
        {unknown && <option value={value}>{loading ? 'Loading…' : value}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** A number box bound to one URL parameter, written on Enter or when it loses focus (not on every keystroke). */
export function NumberFilter({
  name,
  label,
  placeholder,
  min,
  max,
  values,
  update,
}: FilterProps & { name: FilterKey; label: string; placeholder: string; min: number; max: number }) {
  const id = `shop-${name.replace(/_/g, '-')}`;
  const current = values[name] ?? '';
  const [text, setText] = useState(current);
  const [shown, setShown] = useState(current);
  if (shown !== current) {
    setShown(current);
    setText(current);
  }
  const commit = () => {
    const number = text.trim() === '' ? null : Math.round(Number(text));
    const value =
      number === null || Number.isNaN(number) ? null : String(Math.min(max, Math.max(min, number)));
    setText(value ?? '');
    if (value !== (values[name] ?? null)) update({ [name]: value });
  };
  return (
    <Field id={id} label={label}>
      <input
        id={id}
        type="number"
        className="plain-input shop-number"
        value={text}
        placeholder={placeholder}
        min={min}
        max={max}
        step={1}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
    </Field>
  );
}

/**
 * A text box in one frame with an icon before it and a clear button after it; `onClear` runs when that button
 * empties it. The parent gives it a `key` from the URL so a new value there resets what is shown.
 */
export function SearchBox({
  id,
  name,
  defaultValue,
  placeholder,
  invalid,
  describedBy,
  inputRef,
  onClear,
  onEnter,
  onInput,
  after,
  icon = true,
}: {
  id: string;
  name?: string;
  defaultValue: string | undefined;
  placeholder: string;
  invalid?: boolean;
  describedBy?: string;
  inputRef?: React.Ref<HTMLInputElement>;
  onClear: () => void;
  onEnter?: (value: string) => void;
  onInput?: () => void;
  /** A button at the box's end (the text search's). */
  after?: ReactNode;
  /** The search icon before the text (the size box); the text search has its button instead. */
  icon?: boolean;
}) {
  const [filled, setFilled] = useState(Boolean(defaultValue));
  return (
    <div className="plain-affix" data-invalid={invalid || undefined}>
      {icon && <SearchIcon className="plain-affix-icon" />}
      <input
        id={id}
        name={name}
        ref={inputRef}
        defaultValue={defaultValue}
        placeholder={placeholder}
        autoComplete="off"
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          setFilled(event.target.value !== '');
          onInput?.();
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && onEnter) {
            event.preventDefault();
            onEnter(event.currentTarget.value);
          }
        }}
      />
      {filled && (
        <button
          type="button"
          className="plain-clear"
          aria-label="Clear"
          onClick={(event) => {
            const input = event.currentTarget.parentElement!.querySelector('input')!;
            input.value = '';
            setFilled(false);
            input.focus();
            onClear();
          }}
        >
          <CloseCircleIcon />
        </button>
      )}
      {after}
    </div>
  );
}

/** The words search shared by every tab: name, SKU and brand. */
export function TextSearch({ values, update, placeholder }: FilterProps & { placeholder: string }) {
  const search = (typed: string) => update({ q: typed.trim() || null });
  return (
    <Field id="shop-q" label="Search" wide>
      <SearchBox
        id="shop-q"
        key={values.q ?? ''}
        defaultValue={values.q}
        placeholder={placeholder}
        icon={false}
        onEnter={search}
        onClear={() => {
          if (values.q) update({ q: null });
        }}
        after={
          <button
            type="button"
            className="plain-clear plain-search-go"
            aria-label="Start search"
            onClick={(event) => search(event.currentTarget.parentElement!.querySelector('input')!.value)}
          >
            <SearchIcon />
          </button>
        }
      />
    </Field>
  );
}
