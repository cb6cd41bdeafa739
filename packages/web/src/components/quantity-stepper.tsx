import { useState } from 'react';
import { normalizeQuantity, QTY_MAX, QTY_MIN } from '@tyreline/domain/quantity';
import { MinusIcon, PlusIcon } from '../ui/icons.tsx';
import './quantity-stepper.css';

interface QuantityStepperProps {
  value: number;
  onChange: (qty: number) => void;
  /** The accessible name of the number box, e.g. 'Quantity of Michelin Primacy 4'. */
  label: string;
  size?: 'small' | 'middle';
  disabled?: boolean;
}

/**
 * docs/product.md §5's stepper: minimum 1, step 1, whole numbers; minus disabled at the minimum; typed text is
 * committed on blur or Enter through the domain rule (non-numeric → 0 → clamped to 1), which the kit's
 * NumberField would not follow (it drops what is not a number), hence its own small markup.
 */
export function QuantityStepper({
  value,
  onChange,
  label,
  size = 'middle',
  disabled = false,
}: QuantityStepperProps) {
  const [text, setText] = useState(String(value));
  // When the value changes from outside (another tab, a re-price), the box follows it.
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    setText(String(value));
  }

  const commit = (raw: unknown) => {
    const qty = normalizeQuantity(raw);
    setText(String(qty));
    if (qty !== value) onChange(qty);
  };

  return (
    <div className={`quantity-stepper quantity-stepper-${size}`}>
      <button
        type="button"
        className="quantity-stepper-btn"
        aria-label="Decrease quantity"
        disabled={disabled || value <= QTY_MIN}
        onClick={() => commit(value - 1)}
      >
        <MinusIcon />
      </button>
      <input
        value={text}
        aria-label={label}
        inputMode="numeric"
        disabled={disabled}
        onChange={(event) => setText(event.target.value)}
        onBlur={() => commit(text)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit(text);
        }}
        onFocus={(event) => event.target.select()}
        className="quantity-stepper-input"
      />
      <button
        type="button"
        className="quantity-stepper-btn"
        aria-label="Increase quantity"
        disabled={disabled || value >= QTY_MAX}
        onClick={() => commit(value + 1)}
      >
        <PlusIcon />
      </button>
    </div>
  );
}
