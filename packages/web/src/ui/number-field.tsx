import { useContext } from 'react';
import {
  Button,
  Group,
  I18nProvider,
  Input,
  NumberField as AriaNumberField,
  NumberFieldStateContext,
} from 'react-aria-components';
import {
  FieldHelp,
  FieldLabel,
  fieldClass,
  inputClass,
  useFieldEdit,
  type FieldBaseProps,
} from './field.tsx';
import { MinusIcon, PlusIcon } from './icons.tsx';
import './number-field.css';

export interface NumberFieldProps extends FieldBaseProps {
  /** null: empty. */
  value?: number | null;
  defaultValue?: number | null;
  /** Called when the person commits a number (blur, Enter, a stepper), null when they empty the field. */
  onChange?: (value: number | null) => void;
  min?: number;
  max?: number;
  /** The steppers' and arrow keys' step; a typed value is snapped to it on blur. */
  step?: number;
  /** How the number is shown, e.g. `{ maximumFractionDigits: 1 }` or `{ style: 'unit', unit: 'day', unitDisplay: 'long' }`. */
  formatOptions?: Intl.NumberFormatOptions;
  /** − and + buttons beside the input (the arrow keys step either way). */
  showSteppers?: boolean;
  isReadOnly?: boolean;
  placeholder?: string;
  autoFocus?: boolean;
}

const toAria = (value: number | null | undefined) => (value === null ? NaN : value);

/**
 * The input, kept a spinbutton with its value (RAC draws a plain textbox) so that it is found by the role it had
 * in antd's InputNumber.
 */
function SpinInput({
  size,
  placeholder,
  onInput,
}: Pick<NumberFieldProps, 'size' | 'placeholder'> & { onInput: () => void }) {
  const state = useContext(NumberFieldStateContext);
  const now = state && !Number.isNaN(state.numberValue) ? state.numberValue : undefined;
  return (
    <Input
      className={inputClass(size, 'ui-number-input')}
      placeholder={placeholder}
      onInput={onInput}
      role="spinbutton"
      aria-valuenow={now}
      aria-valuetext={now === undefined ? undefined : state?.inputValue}
      aria-valuemin={state?.minValue}
      aria-valuemax={state?.maxValue}
    />
  );
}

/** A number with its label, help and error, read and shown in Australian English. */
export function NumberField({
  label,
  description,
  errorMessage,
  size,
  className,
  value,
  defaultValue,
  onChange,
  min,
  max,
  showSteppers = false,
  placeholder,
  ...rest
}: NumberFieldProps) {
  const { isInvalid, edit } = useFieldEdit(rest.name);
  return (
    <I18nProvider locale="en-AU">
      <AriaNumberField
        {...rest}
        value={toAria(value)}
        defaultValue={toAria(defaultValue)}
        onChange={onChange && ((n) => onChange(Number.isNaN(n) ? null : n))}
        minValue={min}
        maxValue={max}
        validationBehavior="aria"
        isInvalid={errorMessage ? true : isInvalid}
        className={fieldClass('number-field', className)}
      >
        <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
        {showSteppers ? (
          <Group className="ui-number-group">
            <Button slot="decrement" className="ui-number-step ui-number-step-down">
              <MinusIcon />
            </Button>
            <SpinInput size={size} placeholder={placeholder} onInput={edit} />
            <Button slot="increment" className="ui-number-step ui-number-step-up">
              <PlusIcon />
            </Button>
          </Group>
        ) : (
          <SpinInput size={size} placeholder={placeholder} onInput={edit} />
        )}
        <FieldHelp description={description} errorMessage={errorMessage} />
      </AriaNumberField>
    </I18nProvider>
  );
}

export interface MoneyFieldProps extends Omit<NumberFieldProps, 'formatOptions' | 'step'> {
  /** In cents; shown in dollars, e.g. 123450 as "$1,234.50". */
  value?: number | null;
  defaultValue?: number | null;
  onChange?: (cents: number | null) => void;
  /** In cents. */
  min?: number;
  /** In cents. */
  max?: number;
}

const CURRENCY: Intl.NumberFormatOptions = { style: 'currency', currency: 'AUD' };
const toDollars = (cents: number | null | undefined) => (cents == null ? cents : cents / 100);

/** An amount in Australian dollars, held in cents as the domain does. */
export function MoneyField({ value, defaultValue, onChange, min, max, ...rest }: MoneyFieldProps) {
  return (
    <NumberField
      {...rest}
      value={toDollars(value)}
      defaultValue={toDollars(defaultValue)}
      onChange={onChange && ((dollars) => onChange(dollars === null ? null : Math.round(dollars * 100)))}
      min={toDollars(min) ?? undefined}
      max={toDollars(max) ?? undefined}
      step={0.01}
      formatOptions={CURRENCY}
    />
  );
}

export interface PercentFieldProps extends Omit<NumberFieldProps, 'formatOptions'> {
  /** In percent, 12.5 for 12.5 %; min, max and step too. */
  value?: number | null;
  /** Decimals shown (default 2). */
  maximumFractionDigits?: number;
}

const toFraction = (percent: number | null | undefined) => (percent == null ? percent : percent / 100);

/** A percentage, typed as "12.5" or "12.5%" and shown as "12.5%", held as 12.5. */
export function PercentField({
  value,
  defaultValue,
  onChange,
  min,
  max,
  step,
  maximumFractionDigits = 2,
  ...rest
}: PercentFieldProps) {
  return (
    <NumberField
      {...rest}
      value={toFraction(value)}
      defaultValue={toFraction(defaultValue)}
      onChange={
        onChange &&
        ((fraction) => onChange(fraction === null ? null : round(fraction * 100, maximumFractionDigits)))
      }
      min={toFraction(min) ?? undefined}
      max={toFraction(max) ?? undefined}
      step={toFraction(step) ?? undefined}
      formatOptions={{ style: 'percent', maximumFractionDigits }}
    />
  );
}

/** Rounds away the float noise of × 100 (0.145 × 100 = 14.499999…). */
const round = (n: number, digits: number) => Number(n.toFixed(digits));
