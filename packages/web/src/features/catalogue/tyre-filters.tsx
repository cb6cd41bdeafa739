import { useEffect, useRef, useState } from 'react';
import { SPEED_RATINGS } from '@tyreline/domain/contract/catalogue';
import {
  describeTyreSearch,
  formatTyreSize,
  parseTyreSearch,
  parseTyreSize,
  tyreSearchParams,
  type TyreSize,
} from '@tyreline/domain/tyre-size';
import { SearchField } from '../../ui/search-field.tsx';
import { SelectFilter, type FilterProps, type Options } from './filter-field.tsx';

const range = (from: number, to: number, step: number): Options =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => {
    const value = String(from + i * step);
    return { value, label: value };
  });

const WIDTHS = range(135, 355, 10);
const PROFILES = range(25, 85, 5);
const RIMS = range(13, 24, 1);
const LOAD_INDEXES = range(70, 126, 1).map((o) => ({ ...o, label: `${o.value} or more` }));
const SPEEDS: Options = SPEED_RATINGS.map((r) => ({ value: r, label: `${r} or faster` }));
const RUNFLAT: Options = [
  { value: 'true', label: 'Run-flat only' },
  { value: 'false', label: 'Not run-flat' },
];

type SizePart = keyof TyreSize;

export const SIZE_EXAMPLES = 'Try 205/55R16, 2055516, 205/55R16 91V, LT265/75R16 or 31x10.50R15.';

/**
 * The size box (205/55R16, 2055516, 205 55 16 …) and the width / profile / rim selects describe one size: the
 * selects show the box's parts, and changing one rewrites the size so the two never disagree.
 */
export function TyreSizeBox({ values, update, focus }: FilterProps & { focus: boolean }) {
  const box = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<string | null>(null);
  const size = values.size ? parseTyreSize(values.size) : null;
  const understood =
    size &&
    describeTyreSearch({
      ...size,
      ...(values.load_index && { loadIndex: Number(values.load_index) }),
      ...(values.speed_rating && { speedRating: values.speed_rating }),
    });

  useEffect(() => {
    if (focus) box.current?.querySelector('input')?.focus();
  }, [focus]);

  const search = (typed: string) => {
    const text = typed.trim();
    const parsed = text ? parseTyreSearch(text) : null;
    if (text && !parsed) {
      setError(`“${text}” is not a tyre size we understand. ${SIZE_EXAMPLES}`);
      return;
    }
    setError(null);
    update({ size: null, ...(parsed && tyreSearchParams(parsed)), width: null, profile: null, rim: null });
  };

  return (
    <div ref={box} role="search" className="shop-filter-wide">
      <SearchField
        key={values.size ?? ''}
        label="Tyre size"
        name="size"
        defaultValue={values.size}
        placeholder="205/55R16 or 2055516"
        errorMessage={error ?? undefined}
        description={
          !error && understood ? (
            <span data-testid="size-understood" aria-live="polite">
              Showing {understood}
            </span>
          ) : undefined
        }
        onChange={() => setError(null)}
        onSubmit={search}
        // The clear button empties the box: the size filter goes with it.
        onClear={() => {
          setError(null);
          if (values.size) update({ size: null });
        }}
      />
      {/* The field shows the error; this says it once to a screen reader, as the search is refused. */}
      {error && (
        <div role="alert" className="visually-hidden">
          {error}
        </div>
      )}
    </div>
  );
}

export function TyreFilters({ values, update }: FilterProps) {
  const fromSize = values.size ? parseTyreSize(values.size) : null;
  const part = (key: SizePart): string | undefined => {
    const value = fromSize ? fromSize[key] : values[key];
    return value === undefined ? undefined : String(value);
  };
  const shown = { ...values, width: part('width'), profile: part('profile'), rim: part('rim') };

  const setPart: FilterProps['update'] = (changes) => {
    const [key, value] = Object.entries(changes)[0] as [SizePart, string | null];
    if (!fromSize) return update({ [key]: value });
    const next: Partial<TyreSize> = { ...fromSize, [key]: value === null ? undefined : Number(value) };
    if (next.width === undefined) {
      return update({ size: null, profile: next.profile?.toString(), rim: next.rim?.toString() });
    }
    const { width, profile, rim } = next;
    update({ size: formatTyreSize({ width, ...(profile && { profile }), ...(rim && { rim }) }) });
  };

  return (
    <>
      <SelectFilter
        name="width"
        label="Width"
        placeholder="Any"
        options={WIDTHS}
        values={shown}
        update={setPart}
      />
      <SelectFilter
        name="profile"
        label="Profile"
        placeholder="Any"
        options={PROFILES}
        values={shown}
        update={setPart}
      />
      <SelectFilter name="rim" label="Rim" placeholder="Any" options={RIMS} values={shown} update={setPart} />
      <SelectFilter
        name="load_index"
        label="Load index"
        placeholder="Any"
        options={LOAD_INDEXES}
        values={values}
        update={update}
      />
      <SelectFilter
        name="speed_rating"
        label="Speed rating"
        placeholder="Any"
        options={SPEEDS}
        values={values}
        update={update}
      />
      <SelectFilter
        name="runflat"
        label="Run-flat"
        placeholder="Any"
        options={RUNFLAT}
        values={values}
        update={update}
      />
    </>
  );
}
