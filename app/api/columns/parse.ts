import type { Column } from './entities';
import { arr, int, optStr, pick, rec, str } from '../lenient';

export function parseColumn(raw: unknown): Column {
  const o = rec(raw);
  return {
    id: int(pick(o, 'columnId', 'columnID', 'id')),
    name: str(pick(o, 'columnName', 'name')),
    parentId: int(pick(o, 'parentId', 'parentID', 'parentColumnId')),
    style: int(o.columnStyle),
    type: str(o.columnType),
    topCount: int(o.topCount),
    icon: optStr(pick(o, 'phoneIcon', 'padIcon', 'columnIcon')),
    description: optStr(o.description),
    linkUrl: optStr(o.linkUrl),
    children: arr(o.children).map(parseColumn),
  };
}

/** getColumn: null when the answer names no column */
export function parseFoundColumn(raw: unknown): Column | null {
  const column = parseColumn(raw);
  return column.id ? column : null;
}

/** getColumns: `{columns, topColumns}`, raw array, or either alone; merged and de-duplicated by id. */
export function parseColumns(raw: unknown): Column[] {
  const o = rec(raw);
  const all = Array.isArray(raw) ? raw : [...arr(o.columns), ...arr(o.topColumns)];
  const seen = new Set<number>();
  const out: Column[] = [];
  for (const item of all) {
    const column = parseColumn(item);
    if (seen.has(column.id)) continue;
    seen.add(column.id);
    out.push(column);
  }
  return out;
}
