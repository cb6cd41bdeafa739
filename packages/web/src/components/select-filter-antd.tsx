import { Select } from 'antd';

/** What filter-fields.tsx's SelectFilter hands on (declared here: that module loads this one). */
export interface AntdSelectProps {
  id: string;
  value: string | undefined | null;
  placeholder: string;
  options: { value: string; label: string }[];
  selectClassName?: string;
  onChange: (value: string | null) => void;
}

/** The back office's filter select: antd's Select, searchable by keyboard, in the staff app's own providers. */
export default function AntdSelect({
  id,
  value,
  placeholder,
  options,
  selectClassName,
  onChange,
}: AntdSelectProps) {
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
