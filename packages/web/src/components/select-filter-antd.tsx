import { Select } from 'antd';
import type { SelectFilterProps } from './filter-fields.tsx';

/** The back office's filter select: antd's Select, searchable by keyboard, in the staff app's own providers. */
export default function AntdSelect({
  id,
  value,
  placeholder,
  options,
  selectClassName,
  onChange,
}: Omit<SelectFilterProps, 'label' | 'className'>) {
  return (
    <Select
      id={id}
      className={selectClassName}
      value={value ?? null}
      placeholder={placeholder}
      allowClear
      options={options}
      onChange={(next: string | null | undefined) => onChange(next ?? null)}
    />
  );
}
