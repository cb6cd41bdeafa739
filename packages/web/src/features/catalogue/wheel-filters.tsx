import { useRef } from 'react';
import { ComboBox } from '../../ui/combobox.tsx';
import { useBoltPatterns } from './api/get-bolt-patterns.ts';
import { useCenterBores } from './api/get-center-bores.ts';
import { NumberField } from '../../ui/number-field.tsx';
import { SelectFilter, type FilterProps, type Options } from './filter-field.tsx';
import type { FilterKey } from './shop-filters.ts';

const numbers = (values: number[]): Options => values.map((v) => ({ value: String(v), label: String(v) }));

const DIAMETERS = numbers([13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 24]).map((o) => ({
  ...o,
  label: `${o.value}"`,
}));
const RIM_WIDTHS = numbers([5, 5.5, 6, 6.5, 7, 7.5, 8, 8.5, 9, 9.5, 10, 10.5, 11, 12]);
const FINISHES = ['Black Steel', 'Bronze', 'Chrome', 'Gloss Black', 'Gunmetal', 'Matt Black', 'Silver'].map(
  (finish) => ({ value: finish, label: finish }),
);

/**
 * Free text with the usual finishes suggested: written when a suggestion is picked, on Enter (the form's submit)
 * or when the box is left, not on every keystroke.
 */
function FinishFilter({ values, update }: FilterProps) {
  const typed = useRef(values.finish ?? '');
  const commit = (text: string) => {
    const value = text.trim();
    if (value !== (values.finish ?? '')) update({ finish: value || null });
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        commit(typed.current);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) commit(typed.current);
      }}
    >
      <ComboBox
        label="Finish"
        placeholder="Any"
        options={FINISHES}
        allowsCustomValue
        defaultInputValue={values.finish ?? ''}
        onInputChange={(text) => (typed.current = text)}
        onSelectionChange={(picked) => picked !== null && commit(picked)}
      />
    </form>
  );
}

/** Diameter, rim width, PCD, centre bore, offset range and finish. */
/** A whole number bound to one URL parameter, written when the person commits it (Enter or leaving the box). */
function NumberFilter({
  name,
  label,
  placeholder,
  min,
  max,
  values,
  update,
}: FilterProps & { name: FilterKey; label: string; placeholder: string; min: number; max: number }) {
  const current = values[name];
  return (
    <NumberField
      label={label}
      placeholder={placeholder}
      min={min}
      max={max}
      step={1}
      value={current === undefined ? null : Number(current)}
      onChange={(number) => {
        const value = number === null ? null : String(number);
        if (value !== (current ?? null)) update({ [name]: value });
      }}
    />
  );
}

export function WheelFilters({ values, update }: FilterProps) {
  const pcds = useBoltPatterns();
  const bores = useCenterBores();
  return (
    <>
      <SelectFilter
        name="diameter"
        label="Diameter"
        placeholder="Any"
        options={DIAMETERS}
        values={values}
        update={update}
      />
      <SelectFilter
        name="rim_width"
        label="Rim width"
        placeholder="Any"
        options={RIM_WIDTHS}
        values={values}
        update={update}
      />
      <SelectFilter
        name="bolt_pattern"
        label="PCD"
        placeholder="Any"
        options={(pcds.data ?? []).map((p) => ({ value: p, label: p }))}
        loading={pcds.isPending}
        values={values}
        update={update}
      />
      <SelectFilter
        name="center_bore"
        label="Centre bore"
        placeholder="Any"
        options={(bores.data ?? []).map((b) => ({ value: String(b), label: `${b} mm` }))}
        loading={bores.isPending}
        values={values}
        update={update}
      />
      <NumberFilter
        name="offset_min"
        label="Offset from"
        placeholder="ET min"
        min={-100}
        max={150}
        values={values}
        update={update}
      />
      <NumberFilter
        name="offset_max"
        label="Offset to"
        placeholder="ET max"
        min={-100}
        max={150}
        values={values}
        update={update}
      />
      {/* A new value in the URL (Back, a link) resets what the box shows. */}
      <FinishFilter key={values.finish ?? ''} values={values} update={update} />
    </>
  );
}
