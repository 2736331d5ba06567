import { describe, expect, it } from 'vitest';
import recordAnswer from './fixtures/codeImeiRecord.json';
import code from './fixtures/getInviteCode.json';
import config from './fixtures/inviteConfig.json';
import records from './fixtures/inviteRecord.json';
import { parseInviteCode, parseInviteRecords, parseInviteRules, parseRecordResult } from './parse';

describe('invite parsers', () => {
  it('reads the code, its line and its member', () => {
    expect(parseInviteCode(code)).toEqual({
      code: 'K7QM2X',
      message: '下载客户端并填写我的邀请码，一起读新闻、赚积分',
      member: { nickname: '青岚读者', avatar: '' },
    });
  });

  it('reads the rules as plain lines and the points', () => {
    expect(parseInviteRules(config)).toMatchObject({ open: true, points: 20 });
    expect(parseInviteRules(config).rules).toHaveLength(2);
    expect(parseInviteRules({ open: '0', rules: [' ', 3] })).toEqual({
      open: false,
      points: 0,
      rules: ['3'],
    });
  });

  it('reads the people invited and the total', () => {
    expect(parseInviteRecords(records)).toEqual({
      total: 1,
      people: [{ id: 7, name: '好友1', avatar: '', at: Date.UTC(2025, 4, 20, 2, 1, 0) }],
    });
    expect(parseInviteRecords('empty')).toEqual({ total: 0, people: [] });
  });

  it('reads each outcome of recording a code; an unknown answer is a refusal', () => {
    expect(parseRecordResult(recordAnswer).outcome).toBe('recorded');
    expect(parseRecordResult({ code: 1011 }).outcome).toBe('unknown');
    expect(parseRecordResult({ code: '1012' }).outcome).toBe('used');
    expect(parseRecordResult({ code: '1013' }).outcome).toBe('own');
    expect(parseRecordResult(null)).toEqual({ outcome: 'refused', inviter: { nickname: '', avatar: '' } });
  });
});
