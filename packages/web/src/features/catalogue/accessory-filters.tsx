import { useAutoPartTypes } from './api/get-auto-part-types.ts';
import { SelectFilter, type FilterProps } from './filter-field.tsx';

/** The auto-part type; brand and category are in the shared part of the bar. */
export function AccessoryFilters({ values, update }: FilterProps) {
  const types = useAutoPartTypes();
  return (
    <SelectFilter
      name="auto_part_type"
      label="Part type"
      placeholder="Any type"
      options={(types.data ?? []).map((t) => ({ value: t.auto_part_type, label: t.type_name }))}
      loading={types.isPending}
      values={values}
      update={update}
    />
  );
}
