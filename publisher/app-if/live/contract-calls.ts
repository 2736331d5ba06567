import { expect } from 'vitest';
import type { AreaContractCalls } from '../../every-operation.ts';

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
};
