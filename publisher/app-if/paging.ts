/**
 * One page (`page` 0-based, `size` rows) of a list read newest first: one row more than the page is asked for, so
 * whether another page follows is known without counting the list.
 */
export async function pageOf<T>(
  read: (limit: number, offset: number) => Promise<T[]>,
  page: number,
  size: number,
): Promise<{ rows: T[]; hasMore: boolean }> {
  const rows = await read(size + 1, page * size);
  return { rows: rows.slice(0, size), hasMore: rows.length > size };
}
