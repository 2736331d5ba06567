// Wire shapes: the area's fixtures (the reference publisher's answers, held to it by its contract test), and broken
// or differently spelled payloads.
import { describe, expect, test } from 'vitest';
import activityDetail from './fixtures/activityDetail.json';
import activityList from './fixtures/activityList.json';
import entryList from './fixtures/entryList.json';
import getActivityVoucher from './fixtures/getActivityVoucher.json';
import activityVerify from './fixtures/activityVerify.json';
import { parseActivity, parseActivitySummaries, parseEntryList, parseVouchers, parseWriteOff } from './parse';

describe('activity detail', () => {
  test('reads the fixture: window, places, every kind of form field', () => {
    const a = parseActivity(activityDetail);
    expect(a).toMatchObject({ id: Number(activityDetail.fileId), title: activityDetail.title, quota: 0 });
    expect(a?.signStartAt).toBeGreaterThan(0);
    expect(a?.form.map((f) => f.type)).toEqual([
      'text',
      'phone',
      'idcard',
      'select',
      'radio',
      'checkbox',
      'date',
      'picture',
      'text',
    ]);
    expect(a?.form[1]).toMatchObject({ key: 'entry_phone', required: true, unique: true });
  });

  test('empty, id-less and half-broken answers', () => {
    expect(parseActivity('empty')).toBeNull();
    expect(parseActivity({ title: 'x' })).toBeNull();
    const a = parseActivity({
      fileId: 7,
      entryLimit: '-3',
      signForm: [
        { name: 'x', type: 'hologram' },
        { name: '<b>', type: 'text' },
        { key: 'ok', type: 'text' },
        5,
      ],
    });
    expect(a).toMatchObject({ id: 7, quota: 0, startAt: 0, html: '' });
    expect(a?.form.map((f) => f.key)).toEqual(['ok']);
  });
});

test('lists, entrants and vouchers', () => {
  expect(parseActivitySummaries(activityList)[0]?.id).toBe(Number(activityList.list[0]?.fileId));
  expect(parseActivitySummaries([{ fileId: '3', title: 'bare array' }, null])).toHaveLength(1);
  expect(parseEntryList(entryList)).toMatchObject({ total: 1, entrants: [{ name: expect.any(String) }] });
  expect(parseEntryList({ list: [{ id: 1 }, { id: 2 }], count: 'x' }).total).toBe(2);
  expect(parseVouchers(getActivityVoucher)).toMatchObject({
    vouchers: [{ used: false, code: expect.stringMatching(/\w{12}/) }],
    entries: 12,
  });
  // Founder's deployments send no count: the page keeps its own
  expect(parseVouchers({ list: [] })).toEqual({ vouchers: [] });
  expect(parseVouchers({})).toEqual({ vouchers: [] });
  expect(parseVouchers({ list: [{ registCode: '' }, 'x'], participatorNum: '-3' })).toEqual({
    vouchers: [],
    entries: 0,
  });
  expect(parseWriteOff(activityVerify)).toMatchObject({ used: true, usedNow: true, shop: 'front-desk' });
});
