import type { ReactNode } from 'react';
import { Radio, RadioGroup } from 'react-aria-components';
import { FieldHelp, FieldLabel, fieldClass, type FieldBaseProps } from './field.tsx';
import './toggle-input.css';
import './radio-group.css';
import './choice-cards.css';

export interface ChoiceCard {
  value: string;
  /** The choice's name, in bold. */
  label: ReactNode;
  /** A line under the name saying what the choice means. */
  description?: ReactNode;
  /** Red description: the choice falls short (a warehouse without the stock). */
  warn?: boolean;
  isDisabled?: boolean;
}

export interface ChoiceCardsProps extends Omit<FieldBaseProps, 'size'> {
  options: readonly ChoiceCard[];
  /** null: none chosen yet. */
  value?: string | null;
  onChange?: (value: string) => void;
}

/**
 * One choice of a few that each need a word of explanation (ship type, warehouse, address): a radio group
 * drawn as a grid of bordered cards, each a radio with its name and description, the chosen one ringed in ink.
 */
export function ChoiceCards({
  options,
  label,
  description,
  errorMessage,
  className,
  ...rest
}: ChoiceCardsProps) {
  return (
    <RadioGroup
      {...rest}
      validationBehavior="aria"
      isInvalid={errorMessage ? true : undefined}
      className={fieldClass('radio-group', className)}
    >
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      <div className="ui-choice-cards">
        {options.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            isDisabled={option.isDisabled}
            className="ui-toggle ui-radio ui-choice-card"
          >
            <span className="ui-radio-circle" aria-hidden="true" />
            <span className="ui-choice-card-text">
              <span className="ui-choice-card-label">{option.label}</span>
              {option.description != null && (
                <span
                  className={
                    option.warn
                      ? 'ui-choice-card-description ui-choice-card-warn'
                      : 'ui-choice-card-description'
                  }
                >
                  {option.description}
                </span>
              )}
            </span>
          </Radio>
        ))}
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </RadioGroup>
  );
}
