import { useState, type ReactNode } from 'react';
import { Input, InputNumber, Select } from 'antd';
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

/** A select bound to one URL parameter; clearing it removes the parameter. */
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
  return (
    <Field id={id} label={label}>
      <Select
        id={id}
        value={values[name] ?? null}
        placeholder={placeholder}
        options={options}
        loading={loading}
        allowClear
        showSearch={options.length > 8 ? { optionFilterProp: 'label' } : false}
        popupMatchSelectWidth={false}
        onChange={(value: string | null | undefined) => update({ [name]: value ?? null })}
      />
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
  const [text, setText] = useState<string | number | null>(current);
  const [shown, setShown] = useState(current);
  if (shown !== current) {
    setShown(current);
    setText(current);
  }
  const commit = () => {
    const value = text === null || text === '' ? null : String(text);
    if (value !== (values[name] ?? null)) update({ [name]: value });
  };
  return (
    <Field id={id} label={label}>
      <InputNumber
        id={id}
        className="shop-number"
        value={text === '' ? null : text}
        placeholder={placeholder}
        min={min}
        max={max}
        precision={0}
        onChange={(value) => setText(value)}
        onBlur={commit}
        onPressEnter={commit}
      />
    </Field>
  );
}

/** The words search shared by every tab: name, SKU and brand. */
export function TextSearch({ values, update, placeholder }: FilterProps & { placeholder: string }) {
  return (
    <Field id="shop-q" label="Search" wide>
      <Input.Search
        id="shop-q"
        key={values.q ?? ''}
        defaultValue={values.q}
        placeholder={placeholder}
        allowClear
        autoComplete="off"
        onSearch={(value) => update({ q: value.trim() || null })}
      />
    </Field>
  );
}
