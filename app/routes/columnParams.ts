import { optionalId, queryNumber } from './params';
import { notFound } from './responses';

/**
 * columnDetail/<column>/<tab>.html and columnShare/<parent>/<id>.html: the column, then the child shown. One segment
 * alone is the column (React Router fills the last optional parameter); `?page=` from 0.
 */
export function columnParams(first: string | undefined, last: string | undefined, url: URL) {
  const a = optionalId(first);
  const b = optionalId(last);
  const columnId = a ?? b;
  if (!columnId) throw notFound();
  return {
    columnId,
    tabId: a ? b : undefined,
    page: Math.min(queryNumber(url.searchParams, 'page') ?? 0, 500),
  };
}
