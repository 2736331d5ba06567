// Wire shapes: the area's fixtures (the reference publisher's answers, which its contract test checks), and
// hand-made payloads for what other deployments send (PUBLISHER_API.md: A/B logs, scrapers).
import { describe, expect, test } from 'vitest';
import getColumn from './fixtures/getColumn.json';
import getColumns from './fixtures/getColumns.json';
import { columnsOperations as ops } from './operations';
import { parseColumns } from './parse';

describe('columns', () => {
  test('columns and topColumns merged, both id spellings, de-duplicated', () => {
    const cols = parseColumns({
      version: 1584693471000,
      columns: [{ columnId: 1, columnName: '首页', columnStyle: '227', columnType: '4003', topCount: 3 }],
      topColumns: [
        { columnID: 1, columnName: '首页' },
        { columnID: 2, columnName: '头条', columnStyle: 201 },
      ],
    });
    expect(cols.map((c) => [c.id, c.name, c.style])).toEqual([
      [1, '首页', 227],
      [2, '头条', 201],
    ]);
    expect(cols[0]).toMatchObject({ type: '4003', topCount: 3, parentId: 0, children: [] });
    expect(parseColumns({ columns: [] })).toEqual([]);
  });
});

describe("the publisher's answers", () => {
  test('getColumns: every top-level column once', () => {
    const columns = ops.getColumns.parse(getColumns, 0);
    expect(columns.map((c) => c.id)).toEqual(getColumns.columns.map((c) => c.columnId));
    expect(columns[0]).toMatchObject({ id: 1, name: '首页', style: 201, type: '4003', parentId: 0 });
  });

  test('getColumn: the column with its children; an answer without an id is none', () => {
    const column = ops.getColumn.parse(getColumn, 0)!;
    expect(column).toMatchObject({ id: 2, name: '本地', description: '青岚本地新闻' });
    expect(column.children.map((c) => [c.id, c.parentId])).toEqual(
      getColumn.children.map((c) => [c.columnId, 2]),
    );
    expect(ops.getColumn.parse({}, 0)).toBeNull();
  });
});
