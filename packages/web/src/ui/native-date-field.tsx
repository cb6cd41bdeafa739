import { useId, type InputHTMLAttributes } from 'react';
import { fieldClass, inputClass } from './field.tsx';

export interface NativeDateFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'value' | 'onChange' | 'size' | 'min' | 'max'
> {
  label?: string;
  /** 'YYYY-MM-DD', or null for none. */
  value: string | null;
  onChange: (value: string | null) => void;
  minValue?: string | null;
  maxValue?: string | null;
  size?: 'sm' | 'md';
  className?: string;
}

/**
 * The browser's own date input, drawn like our fields: for filters on first screens, where every byte counts
 * (the calendar of `DatePicker` is React Aria's heaviest control). The browser gives it its keyboard and picker.
 */
export function NativeDateField({
  label,
  value,
  onChange,
  minValue,
  maxValue,
  size,
  className,
  id,
  ...rest
}: NativeDateFieldProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  return (
    <div className={fieldClass('native-date', className)}>
      {label != null && (
        <label htmlFor={inputId} className="ui-field-label">
          {label}
        </label>
      )}
      <input
        {...rest}
        id={inputId}
        type="date"
        className={inputClass(size)}
        value={value ?? ''}
        min={minValue ?? undefined}
        max={maxValue ?? undefined}
        onChange={(event) => onChange(event.target.value || null)}
      />
    </div>
  );
}
