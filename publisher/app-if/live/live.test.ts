import { describe, expect, it } from 'vitest';
import { publicReader } from '../../test-reader.ts';
import { editorHeaders } from '../../test-support.ts';

const reader = publicReader();
const { get } = reader;

async function editor(method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) {
  const response = await reader.pub.app.inject({
    method,
    url: `/editor/api/${url}`,
    headers: editorHeaders,
    payload,
  });
  return { statusCode: response.statusCode, body: response.json() as Record<string, any> };
}

type Report = { fileId: number; isTop: number; content: string; version: number; removed?: number };
const view = async (id: number, params: Record<string, number> = {}) => {
  const { body } = await get('liveView', { id, ...params });
  return body.data as { main: Record<string, any>; list: Report[]; version: number; countClick: number };
};

describe('liveView', () => {
  it('answers a seeded live with its main, pinned report first and newest next', async () => {
    const { body } = await get('getLiveArticles');
    const lives = (body.data as { list: Record<string, any>[] }).list;
    expect(lives.length).toBeGreaterThanOrEqual(8);
    const onAir = lives.find((l) => l.liveStatus === 1)!;
    const data = await view(onAir.linkID);
    expect(data.main).toMatchObject({
      fileId: onAir.linkID,
      articleID: onAir.fileId,
      status: 1,
      title: onAir.title,
    });
    expect(JSON.parse(data.main.config).videos[0].appLiveUrl).toMatch(/\/media\/live\/\d+\.m3u8$/);
    expect(data.list[0]!.isTop).toBe(1);
    const rest = data.list.slice(1).map((r) => r.fileId);
    expect(rest).toEqual([...rest].sort((a, b) => b - a));
    expect(data.version).toBeGreaterThan(0);
  });

  it('answers an unknown live with status -1, and bad ids with a message', async () => {
    const unknown = await get('liveView', { id: 999_999 });
    expect(unknown.body.status).toBe(-1);
    expect(unknown.body.message).toBe('直播不存在');
    const bad = await get('liveView', { id: '1 OR 1=1' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('editor API: lives', () => {
  it('runs a live end to end: create, status, reports, edit, pin, remove, and a catch-up by version', async () => {
    const created = await editor('POST', 'lives', { title: '编辑部直播', startTime: Date.now() });
    expect(created.statusCode).toBe(201);
    const id = created.body.id as number;
    expect((await view(id)).main.status).toBe(0);
    expect((await editor('POST', `lives/${id}/status`, { status: 1 })).body).toEqual({ id, status: 1 });
    expect((await view(id)).main.status).toBe(1);

    const first = (await editor('POST', `lives/${id}/reports`, { content: '第一条' })).body.id as number;
    const cursor = (await view(id)).version;
    const second = (await editor('POST', `lives/${id}/reports`, { content: '<b>第二条</b>' })).body
      .id as number;
    expect(
      (await editor('PATCH', `lives/${id}/reports/${first}`, { content: '第一条（更正）' })).statusCode,
    ).toBe(200);
    expect((await editor('POST', `lives/${id}/reports/${first}/pin`, {})).body).toEqual({
      id: first,
      pinned: true,
    });
    expect((await editor('DELETE', `lives/${id}/reports/${second}`)).statusCode).toBe(200);

    const page = await view(id);
    expect(page.list.map((r) => [r.fileId, r.isTop, r.content])).toEqual([[first, 1, '第一条（更正）']]);
    // what a reader away since `cursor` missed: the second report's add and removal, the first's edit and pin
    const missed = await view(id, { since: cursor });
    const latest = new Map(missed.list.map((r) => [r.fileId, r]));
    expect(latest.get(second)?.removed).toBe(1);
    expect(latest.get(first)).toMatchObject({ content: '第一条（更正）', isTop: 1 });
    expect(missed.list.map((r) => r.version)).toEqual(
      [...missed.list.map((r) => r.version)].sort((a, b) => a - b),
    );

    const listed = (await get('getLiveArticles')).body.data as { list: Record<string, any>[] };
    expect(listed.list[0]).toMatchObject({ linkID: id, articleType: 6, liveStatus: 1, title: '编辑部直播' });
  });

  it('refuses bad input with the field named, and unknown lives and reports with 404', async () => {
    expect((await editor('POST', 'lives', { startTime: 1 })).body.error).toMatch(/title/);
    expect((await editor('POST', 'lives', { title: 'x', startTime: 'soon' })).statusCode).toBe(400);
    const id = (await editor('POST', 'lives', { title: 'x', startTime: Date.now() })).body.id as number;
    expect((await editor('POST', `lives/${id}/status`, { status: 3 })).statusCode).toBe(400);
    expect((await editor('POST', `lives/${id}/reports`, { content: '  ' })).statusCode).toBe(400);
    expect(
      (await editor('POST', `lives/${id}/reports`, { content: 'x', pics: ['javascript:alert(1)'] }))
        .statusCode,
    ).toBe(400);
    expect(
      (await editor('POST', `lives/${id}/reports`, { content: 'x', pics: ['nope/none.jpg'] })).statusCode,
    ).toBe(400);
    expect((await editor('POST', 'lives/999999/reports', { content: 'x' })).statusCode).toBe(404);
    expect((await editor('POST', 'lives/abc/status', { status: 1 })).statusCode).toBe(404);
    expect((await editor('PATCH', `lives/${id}/reports/1`, { content: 'x' })).statusCode).toBe(404);
    expect((await editor('DELETE', `lives/${id}/reports/1`)).statusCode).toBe(404);
    const noToken = await reader.pub.app.inject({
      method: 'POST',
      url: '/editor/api/lives',
      payload: { title: 'x', startTime: 1 },
    });
    expect(noToken.statusCode).toBe(401);
  });
});
