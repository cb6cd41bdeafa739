import { useContext, useState, type ReactNode } from 'react';
import { FieldError, FormValidationContext, Label, Text } from 'react-aria-components';
import './field.css';

/** What every field of the kit takes: its label, help, required mark and error. */
export interface FieldBaseProps {
  /** The visible label, tied to the control; or `aria-label` where the context names it. */
  label?: ReactNode;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** The form value's name, and the key its errors come under (Form's `validationErrors`). */
  name?: string;
  /** Help under the control (antd's `extra`), read with it through aria-describedby. */
  description?: ReactNode;
  /** Draws the asterisk and sets aria-required; the message comes from the schema or the server. */
  isRequired?: boolean;
  isDisabled?: boolean;
  /** An error to show now, in place of the form's (it makes the field invalid). */
  errorMessage?: string;
  size?: 'sm' | 'md';
  className?: string;
}

/** The field's wrapper classes. */
export const fieldClass = (kind: string, className?: string) =>
  ['ui-field', `ui-${kind}`, className].filter(Boolean).join(' ');

/** The input's look, shared by every typed control. */
export const inputClass = (size: 'sm' | 'md' = 'md', extra?: string) =>
  ['ui-input', size === 'sm' && 'ui-input-sm', extra].filter(Boolean).join(' ');

/** A field's label; the asterisk is CSS so that the label's text stays exactly the field's name. */
export function FieldLabel({ children, isRequired }: { children: ReactNode; isRequired?: boolean }) {
  if (children == null || children === false) return null;
  return (
    <Label className="ui-field-label" data-required={isRequired || undefined}>
      {children}
    </Label>
  );
}

/** The help and the error under a field; RAC ties both to the control and shows the error only when invalid. */
export function FieldHelp({
  description,
  errorMessage,
}: Pick<FieldBaseProps, 'description' | 'errorMessage'>) {
  return (
    <>
      {description != null && description !== false && (
        <Text slot="description" className="ui-field-description">
          {description}
        </Text>
      )}
      <FieldError className="ui-field-error">{errorMessage || undefined}</FieldError>
    </>
  );
}

/**
 * The Form's server error for `name`, dropped at the person's first keystroke in the field: RAC drops it only
 * on commit (blur), and the message vanishing then shifts the layout under the click that blurred it.
 * Pass `isInvalid` to the RAC field and call `edit` as the person types.
 */
export function useFieldEdit(name: string | undefined) {
  const errors = useContext(FormValidationContext);
  const [editedAt, setEditedAt] = useState<object | null>(null);
  const held = name !== undefined && errors[name] !== undefined;
  const edited = held && editedAt === errors;
  return {
    /** false once edited, so RAC stops showing the server error; otherwise RAC decides. */
    isInvalid: edited ? false : undefined,
    /** The server's messages for a control that is no RAC field (a file upload). */
    serverErrors: held && !edited ? [errors[name] ?? []].flat() : [],
    edit: () => {
      if (held && editedAt !== errors) setEditedAt(errors);
    },
  };
}
