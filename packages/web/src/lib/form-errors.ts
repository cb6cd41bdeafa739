import type { FormInstance } from 'antd';
import type { z } from 'zod';
import { ApiError } from './http-client.ts';

type Errors = Record<string, string[]>;

/** Shows each field's messages under it (clearing the others) and focuses the first field at fault. */
export function showFieldErrors(form: FormInstance, fields: readonly string[], errors: Errors): void {
  form.setFields(fields.map((name) => ({ name, errors: errors[name] ?? [] })));
  const first = fields.find((name) => errors[name]?.length);
  if (first) form.getFieldInstance(first)?.focus?.();
}

/**
 * Checks a form with the shared schema the server uses: the parsed body, or null after putting
 * every message beside its field ('{label} is required', the same words the server would answer).
 */
export function parseForm<S extends z.ZodType>(
  form: FormInstance,
  schema: S,
  fields: readonly string[],
  values: unknown,
): z.infer<S> | null {
  const parsed = schema.safeParse(values);
  if (parsed.success) {
    showFieldErrors(form, fields, {});
    return parsed.data;
  }
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const name = String(issue.path[0] ?? '');
    errors[name] = [...(errors[name] ?? []), issue.message];
  }
  showFieldErrors(form, fields, errors);
  return null;
}

/** Puts a 422's field errors beside the form's fields; false when the error names none of them. */
export function showServerErrors(form: FormInstance, fields: readonly string[], error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const known = Object.fromEntries(
    Object.entries(error.fieldErrors).filter(([name]) => fields.includes(name)),
  );
  if (Object.keys(known).length === 0) return false;
  showFieldErrors(form, fields, known);
  return true;
}

/** Clears a field's error as soon as the person changes it. */
export const clearOnChange = (form: FormInstance) => (changed: Record<string, unknown>) =>
  form.setFields(Object.keys(changed).map((name) => ({ name, errors: [] })));

/** A failure that belongs to no field, in words for an alert. */
export const errorText = (error: unknown): string =>
  error instanceof ApiError
    ? [error.text].flat().join(' ')
    : error instanceof Error
      ? error.message
      : String(error);
