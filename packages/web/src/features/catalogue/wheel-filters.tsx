import { AutoComplete } from 'antd';
import { useBoltPatterns } from './api/get-bolt-patterns.ts';
import { useCenterBores } from './api/get-center-bores.ts';
import { Field, NumberFilter, SelectFilter, type FilterProps, type Options } from './filter-field.tsx';

const numbers = (values: number[]): Options => values.map((v) => ({ value: String(v), label: String(v) }));

const DIAMETERS = numbers([13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 24]).map((o) => ({
  ...o,
  label: `${o.value}"`,
}));
const RIM_WIDTHS = numbers([5, 5.5, 6, 6.5, 7, 7.5, 8, 8.5, 9, 9.5, 10, 10.5, 11, 12]);
const FINISHES = ['Black Steel', 'Bronze', 'Chrome', 'Gloss Black', 'Gunmetal', 'Matt Black', 'Silver'].map(
  (value) => ({ value }),
);

/** Diameter, rim width, PCD, centre bore, offset range and finish. */
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
      <Field id="shop-finish" label="Finish">
        <AutoComplete
          id="shop-finish"
          key={values.finish ?? ''}
          defaultValue={values.finish}
          options={FINISHES}
          placeholder="Any"
          allowClear
          popupMatchSelectWidth={false}
          filterOption={(input, option) => option?.value.toLowerCase().includes(input.toLowerCase()) ?? false}
          onSelect={(value: string) => update({ finish: value })}
          onClear={() => update({ finish: null })}
          onBlur={(event) => {
            const value = (event.target as HTMLInputElement).value.trim();
            if (value !== (values.finish ?? '')) update({ finish: value || null });
          }}
        />
      </Field>
    </>
  );
}
