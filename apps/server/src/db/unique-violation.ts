/** PostgreSQL's unique_violation, which drizzle may wrap as the cause of its own error. */
export function isUniqueViolation(error: unknown): boolean {
  const record = error as { code?: string; cause?: { code?: string } } | null;
  return record?.code === '23505' || record?.cause?.code === '23505';
}
