// The columns area's client.
import type { Core } from '../core';
import type { Column } from './entities';
import { columnsOperations as ops } from './operations';

export interface ColumnsApi {
  /** the columns under `parentId` (0: the top level) */
  getColumns(parentId?: number): Promise<Column[]>;
  /** null: not found */
  getColumn(id: number): Promise<Column | null>;
}

export function createColumnsApi(core: Core): ColumnsApi {
  return {
    getColumns: (parentId = 0) =>
      core.call(ops.getColumns, { parentColumnId: parentId, version: 0, columnType: -1 }),
    getColumn: (id) => core.call(ops.getColumn, { columnId: id }),
  };
}
