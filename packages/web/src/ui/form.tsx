/*
 * A form: RAC's Form with our looks, and useFormErrors for the messages beside the fields. A screen:
 *
 *   const FIELDS = ['old_password', 'new_password'] as const;
 *   const errors = useFormErrors(FIELDS);
 *   const [failure, setFailure] = useState<string | null>(null);
 *   const submit = (values: FormValues, form: HTMLFormElement) => {
 *     setFailure(null);
 *     const parsed = errors.parse(changePasswordRequest, values); // '{label} is required' under each field
 *     if (!parsed) return;
 *     change.mutate(parsed, {
 *       onSuccess: () => form.reset(),
 *       onError: (error) => {
 *         if (!errors.fromServer(error)) setFailure(errorText(error)); // a 422's field errors, or an alert
 *       },
 *     });
 *   };
 *   <Form aria-label="Change password" onSubmit={submit} {...errors.formProps}>
 *     <TextField name="old_password" type="password" label={PASSWORD_LABELS.old_password} isRequired />
 *     <TextField name="new_password" type="password" label={PASSWORD_LABELS.new_password} isRequired />
 *     {failure && <FormError>{failure}</FormError>}
 *     <FormActions>
 *       <Button type="submit" variant="primary" isPending={change.isPending}>Change password</Button>
 *     </FormActions>
 *   </Form>
 *
 * `values` are the form's entries as the browser sends them (strings); a form with numbers, dates or choices
 * keeps controlled state (`value`/`onChange`) and passes that to `parse`. Each field shows the errors under its
 * `name` and drops a server error once the person changes that field.
 */
import { useEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { Form as AriaForm } from 'react-aria-components';
import type { z } from 'zod';
import { Alert } from './alert.tsx';
import './form.css';

/** A form's entries by name: one value, or a list where several controls share the name. */
export type FormValues = Record<string, FormDataEntryValue | FormDataEntryValue[]>;

/** Messages by field name, as RAC's Form takes them. */
export type ValidationErrors = Record<string, string | string[]>;

function valuesOf(form: HTMLFormElement): FormValues {
  const values: FormValues = {};
  for (const [name, value] of new FormData(form)) {
    const held = values[name];
    values[name] = held === undefined ? value : [held, value].flat();
  }
  return values;
}

export interface FormProps {
  children: ReactNode;
  /** Called on submit (the browser's own submit never happens) with the entries and the form, e.g. to reset it. */
  onSubmit?: (values: FormValues, form: HTMLFormElement) => void;
  /** Messages shown under the fields of those names (from useFormErrors' `formProps`). */
  validationErrors?: ValidationErrors;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** For a submit button outside the form (a dialog's footer): `<Button type="submit" form={id}>`. */
  id?: string;
  className?: string;
  /** Fields stacked (default) or in one wrapping row, as a filter bar. */
  layout?: 'vertical' | 'inline';
  ref?: Ref<HTMLFormElement>;
}

/**
 * A native form on RAC's Form. Validation is ARIA only (no browser bubbles): the messages are ours, from the
 * domain schema or the server, and fields show them by name.
 */
export function Form({ children, onSubmit, layout = 'vertical', className, ...rest }: FormProps) {
  return (
    <AriaForm
      {...rest}
      validationBehavior="aria"
      className={['ui-form', `ui-form-${layout}`, className].filter(Boolean).join(' ')}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit?.(valuesOf(event.currentTarget), event.currentTarget);
      }}
    >
      {children}
    </AriaForm>
  );
}

/** The row of a form's buttons, submit first. */
export function FormActions({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={className ? `ui-form-actions ${className}` : 'ui-form-actions'}>{children}</div>;
}

/** A failure that belongs to no field, announced (role alert). */
export function FormError({ children, className }: { children: ReactNode; className?: string }) {
  return <Alert type="error" role="alert" title={children} className={className} />;
}

/**
 * What the kit reads of a failed request (the app's ApiError has both): its words, and a 422's messages per
 * field. The kit knows no client of its own, so it asks for the shape rather than the class.
 */
interface RequestFailure {
  text?: string | string[];
  fieldErrors?: Record<string, string[]>;
}
const asFailure = (error: unknown): RequestFailure | null =>
  typeof error === 'object' && error !== null ? (error as RequestFailure) : null;

/** A failure that belongs to no field, in words for an alert. */
export const errorText = (error: unknown): string => {
  const text = asFailure(error)?.text;
  if (typeof text === 'string' || Array.isArray(text)) return [text].flat().join(' ');
  return error instanceof Error ? error.message : String(error);
};

/** An element that takes focus: the first one inside an invalid field is focused after a failed submit. */
const FOCUSABLE =
  'input:not([type=hidden]):not([tabindex="-1"]), textarea, select:not([tabindex="-1"]), button:not([tabindex="-1"]), [tabindex="0"]';

function focusFirstInvalid(form: HTMLFormElement) {
  const field = form.querySelector('[data-invalid], [aria-invalid="true"]');
  const target = field?.matches(FOCUSABLE) ? field : field?.querySelector(FOCUSABLE);
  if (target instanceof HTMLElement) target.focus();
}

/**
 * The field errors of one form, by the names in `fields`: from the domain schema before sending (`parse`)
 * and from a 422 after (`fromServer`). Spread `formProps` on the Form.
 */
export function useFormErrors<F extends string>(fields: readonly F[]) {
  const [errors, setShown] = useState<Partial<Record<F, string[]>>>({});
  // Bumped each time errors are put up, so the first field at fault is focused once they are drawn.
  const [shownAt, setShownAt] = useState(0);
  const ref = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (shownAt > 0 && ref.current) focusFirstInvalid(ref.current);
  }, [shownAt]);

  /** Shows these messages (only for the form's fields) and clears the others. */
  const setErrors = (next: Partial<Record<string, string[]>>) => {
    const known: Partial<Record<F, string[]>> = {};
    for (const name of fields) if (next[name]?.length) known[name] = next[name];
    setShown(known);
    if (Object.keys(known).length > 0) setShownAt((n) => n + 1);
  };

  return {
    errors,
    setErrors,
    clear: () => setShown({}),
    /** The values parsed by the schema the server uses, or null after putting each issue beside its field. */
    parse<S extends z.ZodType>(schema: S, values: unknown): z.output<S> | null {
      const parsed = schema.safeParse(values);
      if (parsed.success) {
        setShown({});
        return parsed.data;
      }
      const issues: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) {
        const name = String(issue.path[0] ?? '');
        issues[name] = [...(issues[name] ?? []), issue.message];
      }
      setErrors(issues);
      return null;
    },
    /** Puts a 422's field errors beside the form's fields; false when the error names none of them. */
    fromServer(error: unknown): boolean {
      const fieldErrors = asFailure(error)?.fieldErrors;
      if (!fieldErrors || typeof fieldErrors !== 'object') return false;
      const known = Object.entries(fieldErrors).filter(([name]) =>
        (fields as readonly string[]).includes(name),
      );
      if (known.length === 0) return false;
      setErrors(Object.fromEntries(known));
      return true;
    },
    formProps: { validationErrors: errors as ValidationErrors, ref },
  };
}
