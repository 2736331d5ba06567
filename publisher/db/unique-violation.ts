/** PostgreSQL's SQLSTATE of a failed statement from either driver (Drizzle keeps the driver's error as `cause`). */
export function sqlState(error: unknown): string {
  return String(
    (error as { code?: string; cause?: { code?: string } })?.code ??
      (error as { cause?: { code?: string } })?.cause?.code ??
      '',
  );
}

/** A unique-key clash from either driver (PostgreSQL's 23505), e.g. two registrations of one phone racing. */
export const isUniqueViolation = (error: unknown): boolean => sqlState(error) === '23505';
