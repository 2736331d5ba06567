// The reports of an open live as the reader has them: pushed changes, catch-ups and the first page merge by report
// id and version, so however they arrive (twice, late, out of order) nothing is doubled, lost or rolled back.
import type { LiveReport } from '~/api/live/entities';

export type ReportOrder = 'desc' | 'asc';

/** Report id → the newest version of it known, removals kept as tombstones (a late add must not resurrect it). */
export type ReportBook = ReadonlyMap<number, LiveReport>;

export function bookOf(reports: readonly LiveReport[]): ReportBook {
  return mergeReports(new Map(), reports);
}

/** The book with `incoming` applied: a report replaces what is known of it only with a newer version. */
export function mergeReports(book: ReportBook, incoming: readonly LiveReport[]): ReportBook {
  let next: Map<number, LiveReport> | undefined;
  for (const report of incoming) {
    const known = (next ?? book).get(report.id);
    if (known && known.version >= report.version) continue;
    next ??= new Map(book);
    next.set(report.id, report);
  }
  return next ?? book;
}

/** What the list shows: pinned first, then by time (newest first unless asc), removed ones left out. */
export function shownReports(book: ReportBook, order: ReportOrder): LiveReport[] {
  const direction = order === 'asc' ? 1 : -1;
  return [...book.values()]
    .filter((r) => !r.removed)
    .sort(
      (a, b) =>
        Number(b.pinned) - Number(a.pinned) || direction * (a.time - b.time) || direction * (a.id - b.id),
    );
}

/** How many of `incoming` are reports the book has never seen (what a notice or a hidden tab's title counts). */
export function newReportCount(book: ReportBook, incoming: readonly LiveReport[]): number {
  return new Set(incoming.filter((r) => !r.removed && !book.has(r.id)).map((r) => r.id)).size;
}

/** The document title of a hidden tab with unread reports: "(3) title". */
export function unreadTitle(title: string, unread: number): string {
  return unread > 0 ? `(${unread > 99 ? '99+' : unread}) ${title}` : title;
}
