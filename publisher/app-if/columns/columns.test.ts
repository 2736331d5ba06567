import { describe, expect, it } from 'vitest';
import { createColumn } from '../../test-support.ts';
import { publicReader } from '../../test-reader.ts';

const reader = publicReader();
const { get } = reader;

type WireColumn = Record<string, any>;
const topColumns = async () =>
  ((await get('getColumns', { parentColumnId: 0, version: 0, columnType: -1 })).body.data as any)
    .columns as WireColumn[];

describe('columns', () => {
  it('getColumns lists the top columns with both id spellings and children', async () => {
    const { body } = await get('getColumns', { parentColumnId: 0, version: 0, columnType: -1 });
    const data = body.data as { columns: WireColumn[]; topColumns: unknown[]; version: number };
    expect(data.columns.length).toBeGreaterThanOrEqual(8);
    const names = data.columns.map((c) => c.columnName);
    expect(names).toEqual(
      expect.arrayContaining(['首页', '本地', '时政', '视频', '专题', '直播', '活动', 'བོད་ཡིག']),
    );
    for (const c of data.columns) expect(c.columnId).toBe(c.columnID);
    expect(data.columns.find((c) => c.columnName === '专题')?.children.length).toBe(5);
    expect(data.columns.some((c) => c.columnStyle === '410')).toBe(true);
    expect(data.topColumns.length).toBe(1);
  });

  it('getColumns with an unknown parent answers empty arrays', async () => {
    const { body } = await get('getColumns', { parentColumnId: 9999 });
    expect(body.data).toEqual({ version: 0, columns: [], topColumns: [] });
  });

  it('getColumn answers one column with children; unknown id is status -1', async () => {
    const local = (await topColumns()).find((c) => c.columnName === '本地');
    const { body } = await get('getColumn', { columnId: local?.columnId });
    expect((body.data as any).children.map((c: any) => c.columnName)).toEqual(['溪口', '云栖']);
    const missing = await get('getColumn', { columnId: 4242 });
    expect(missing.statusCode).toBe(400);
    expect(missing.body.status).toBe(-1);
  });
});

describe('POST /app_if/test/column', () => {
  it('adds a top column, listed last in getColumns at once, then a column under it', async () => {
    const before = await topColumns();
    const { columnId } = await createColumn(reader.pub, { name: '测试栏目', style: 225 });
    const after = await topColumns();
    expect(after.map((c) => c.columnId)).toEqual([...before.map((c) => c.columnId), columnId]);
    expect(after.at(-1)).toMatchObject({
      columnId,
      columnID: columnId,
      columnName: '测试栏目',
      columnStyle: '225',
      parentId: 0,
      level: 1,
      children: [],
    });

    const child = await createColumn(reader.pub, { name: '子栏目', parentId: columnId });
    const parent = (await get('getColumn', { columnId })).body.data as WireColumn;
    expect(parent.children).toEqual([
      expect.objectContaining({
        columnId: child.columnId,
        columnStyle: '101',
        casNames: '测试栏目~子栏目',
        level: 2,
      }),
    ]);
    const listed = (await get('getColumns', { parentColumnId: columnId })).body.data as any;
    expect(listed.columns.map((c: WireColumn) => c.columnId)).toEqual([child.columnId]);
  });

  it('refuses bad input with 400 and a message, and writes nothing', async () => {
    const before = await topColumns();
    for (const payload of [
      {},
      { name: '' },
      { name: 'x'.repeat(41) },
      { name: 'x', parentId: 987_654 },
      { name: 'x', parentId: -1 },
      { name: 'x', style: 'abc' },
    ]) {
      const response = await reader.pub.app.inject({ method: 'POST', url: '/app_if/test/column', payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ status: -1, data: {} });
      expect(response.json().message).not.toBe('');
    }
    expect(await topColumns()).toEqual(before);
  });
});
