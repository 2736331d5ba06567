// Local until app/lib has it: spec §9 "Home column styles 205, 215 and 410 are filtered out locally".
import type { Column } from '~/api/entities';

const hiddenStyles: ReadonlySet<number> = new Set([205, 215, 410]);

export function homeColumns(columns: Column[]): Column[] {
  return columns.filter((column) => !hiddenStyles.has(column.style));
}
