import { useBoltPatterns } from './api/get-bolt-patterns.ts';
import { useCenterBores } from './api/get-center-bores.ts';
import { Field, NumberFilter, SelectFilter, type FilterProps, type Options } from './filter-field.tsx';

const numbers = (values: number[]): Options => values.map((v) => ({ value: String(v), label: String(v) }));

const DIAMETERS = numbers([13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 24]).map((o) => ({
  ...o,
  label: `${o.value}"`,
}));
const RIM_WIDTHS = numbers([5, 5.5, 6, 6.5, 7, 7.5, 8, 8.5, 9, 9.5, 10, 10.5, 11, 12]);
const FINISHES = ['Black Steel', 'Bronze', 'Chrome', 'Gloss Black', 'Gunmetal', 'Matt Black', 'Silver'];

/** Diameter, rim width, PCD, centre bore, offset range and finish. */
export function WheelFilters({ values, update }: FilterProps) {
  const pcds = useBoltPatterns();
  const bores = useCenterBores();
  const commitFinish = (typed: string) => {
    const value = typed.trim();
    if (value !== (values.finish ?? '')) update({ finish: value || null });
  };
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
        {/* Free text with the usual finishes suggested (the browser's own list): written when a suggestion is
            picked, on Enter or when the box is left, not on every keystroke. */}
        <input
          id="shop-finish"
          className="plain-input"
          list="shop-finishes"
          key={values.finish ?? ''}
          defaultValue={values.finish}
          placeholder="Any"
          autoComplete="off"
          onChange={(event) => {
            // A picked suggestion arrives as a plain event; typing arrives as an InputEvent.
            const typed =
              'inputType' in event.nativeEvent && event.nativeEvent.inputType !== 'insertReplacementText';
            if (!typed) commitFinish(event.target.value);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commitFinish(event.currentTarget.value);
          }}
          onBlur={(event) => commitFinish(event.target.value)}
        />
        <datalist id="shop-finishes">
          {FINISHES.map((finish) => (
            <option key={finish} value={finish} />
          ))}
        </datalist>
      </Field>
    </>
  );
}
