import { useState, type HTMLAttributes } from 'react';
import { Button, Input, TextArea as AriaTextArea, TextField as AriaTextField } from 'react-aria-components';
import {
  FieldHelp,
  FieldLabel,
  fieldClass,
  inputClass,
  useFieldEdit,
  type FieldBaseProps,
} from './field.tsx';
import { EyeIcon, EyeInvisibleIcon } from './icons.tsx';
import './text-field.css';

interface TextBaseProps extends FieldBaseProps {
  id?: string;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  isReadOnly?: boolean;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  placeholder?: string;
  autoFocus?: boolean;
  spellCheck?: boolean;
}

export interface TextFieldProps extends TextBaseProps {
  type?: 'text' | 'email' | 'tel' | 'password' | 'search' | 'url';
}

/** The RAC TextField's props: validation ARIA only, invalid with an `errorMessage`, a server error gone on typing. */
function useTextFieldProps(props: TextBaseProps, kind: string) {
  const { isInvalid, edit } = useFieldEdit(props.name);
  return {
    id: props.id,
    name: props.name,
    value: props.value,
    defaultValue: props.defaultValue,
    onChange: (value: string) => {
      edit();
      props.onChange?.(value);
    },
    onBlur: props.onBlur,
    isRequired: props.isRequired,
    isDisabled: props.isDisabled,
    isReadOnly: props.isReadOnly,
    autoComplete: props.autoComplete,
    inputMode: props.inputMode,
    maxLength: props.maxLength,
    autoFocus: props.autoFocus,
    'aria-label': props['aria-label'],
    'aria-labelledby': props['aria-labelledby'],
    validationBehavior: 'aria' as const,
    isInvalid: props.errorMessage ? true : isInvalid,
    className: fieldClass(kind, props.className),
  };
}

/** A one-line text input with its label, help and error; a password gets a Show/Hide password button. */
export function TextField(props: TextFieldProps) {
  const {
    type = 'text',
    label,
    isRequired,
    description,
    errorMessage,
    size,
    placeholder,
    spellCheck,
  } = props;
  const [shown, setShown] = useState(false);
  const fieldProps = useTextFieldProps(props, 'text-field');
  const password = type === 'password';
  const input = (
    <Input
      className={password ? undefined : inputClass(size)}
      placeholder={placeholder}
      spellCheck={spellCheck}
    />
  );
  return (
    <AriaTextField {...fieldProps} type={password && shown ? 'text' : type}>
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      {password ? (
        <div className={inputClass(size, 'ui-input-group')}>
          {input}
          {/* Named by its text, not aria-label, so getByLabel('Password') still finds only the input. */}
          <Button className="ui-input-button" isDisabled={props.isDisabled} onPress={() => setShown(!shown)}>
            {shown ? <EyeInvisibleIcon /> : <EyeIcon />}
            <span className="visually-hidden">{shown ? 'Hide password' : 'Show password'}</span>
          </Button>
        </div>
      ) : (
        input
      )}
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}

export interface TextAreaProps extends TextBaseProps {
  rows?: number;
}

/** A multi-line text input with its label, help and error. */
export function TextArea(props: TextAreaProps) {
  const { label, isRequired, description, errorMessage, size, placeholder, spellCheck, rows = 3 } = props;
  const fieldProps = useTextFieldProps(props, 'text-area');
  return (
    <AriaTextField {...fieldProps}>
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <AriaTextArea
        className={inputClass(size, 'ui-textarea')}
        rows={rows}
        placeholder={placeholder}
        spellCheck={spellCheck}
      />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
