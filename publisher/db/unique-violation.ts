/** A unique-key clash from either driver (PostgreSQL's 23505), e.g. two registrations of one phone racing. */
export function isUniqueViolation(error: unknown): boolean {
  const text = String(
    (error as { code?: string; cause?: { code?: string } })?.code ??
      (error as { cause?: { code?: string } })?.cause?.code ??
      '',
  );
  return text === '23505';
}
