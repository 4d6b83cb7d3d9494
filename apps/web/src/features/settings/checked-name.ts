import type { z } from 'zod';

/** A name as its schema takes it, or null once its first problem is shown: what the naming forms send. */
export function checkedName<Schema extends z.ZodType>(
  schema: Schema,
  name: string,
  setProblem: (problem: string | null) => void,
): z.output<Schema> | null {
  const parsed = schema.safeParse(name);
  if (parsed.success) return parsed.data;
  setProblem(parsed.error.issues[0]?.message ?? null);
  return null;
}
