import { expect } from 'vitest';
import type { AreaContractCalls } from '../../every-operation.ts';
import { editorHeaders } from '../../test-support.ts';
import { contractMember } from '../subscription/contract-calls.ts';

export const liveContractCalls: AreaContractCalls = async (c) => {
  const page = (await c.app('getLiveArticles', {}, { token: c.token })) as {
    list: { linkID: number; liveStatus: number }[];
  };
  // a live on air: its reports, one with pictures, and its chat fill every field
  const onAir = page.list.find((l) => l.liveStatus === 1);
  expect(onAir).toBeDefined();
  const view = (await c.app('liveView', { id: onAir!.linkID }, { token: c.token })) as {
    list: { attachments: unknown[] }[];
    discuss: unknown[];
  };
  expect(view.list.some((r) => r.attachments.length > 0)).toBe(true);
  expect(view.discuss.length).toBeGreaterThan(0);

  // a member says something in the chat of a live the newsroom just opened (a seeded one may have its chat closed)
  const made = await c.pub.app.inject({
    method: 'POST',
    url: '/editor/api/lives',
    headers: editorHeaders,
    payload: { title: '契约直播', startTime: c.pub.clock.now() },
  });
  const member = await contractMember(c, '13700007777');
  await c.app(
    'liveDiscuss',
    { id: (made.json() as { id: number }).id, userID: member.uid, content: '现场直播很精彩' },
    { token: member.token, method: 'POST' },
  );
};
