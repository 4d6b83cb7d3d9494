import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { errorText } from './error-text.ts';
import { ApiError } from '../../lib/graphql.ts';

/** The form field a server problem names: 'input.name' is `name`, 'input.phone.number' is `phone`. */
export function formFieldOf(path: string): string {
  const segments = path.split('.');
  if (segments[0] === 'input') segments.shift();
  return segments[0] ?? '';
}

/**
 * Puts each problem the server found beside the field it names (the first one focused), and returns
 * what is left to say above the form: null when every problem found its field.
 */
export function showServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): string | null {
  if (!(error instanceof ApiError) || error.fields.length === 0) return errorText(error);
  let unplaced = false;
  let first = true;
  for (const problem of error.fields) {
    const field = fields.find((name) => name === formFieldOf(problem.field));
    if (!field) {
      unplaced = true;
      continue;
    }
    setError(field, { type: 'server', message: problem.message }, { shouldFocus: first });
    first = false;
  }
  return unplaced ? error.message : null;
}

/** The messages the server sent about some of its fields, for the parts of a screen that are not a react-hook-form field. */
export function serverFieldMessages(error: unknown, fields: readonly string[]): string[] {
  if (!(error instanceof ApiError)) return [];
  return error.fields
    .filter((problem) => fields.includes(formFieldOf(problem.field)))
    .map((problem) => problem.message);
}
