import { describe, expect, test } from 'vitest';
import memberView from './fixtures/memberView.json';
import { parseMemberProfile } from './profile';

describe('a member’s public page', () => {
  test('the fixture: who they are and what they said, with where', () => {
    expect(parseMemberProfile(memberView)).toEqual({
      uid: 1003,
      nickname: '青岚读者',
      avatar: 'http://pub.test/pic/member/1003.png',
      remarks: [
        {
          id: 450031,
          content: '现场很热闹，为青岚点赞',
          time: Date.UTC(2025, 4, 15, 5, 8),
          liveId: 5003,
          fileId: 10190,
          where: '青岚马拉松鸣枪开跑',
        },
      ],
    });
  });

  test('string ids, other spellings, broken items and a missing member', () => {
    const profile = parseMemberProfile({
      member: { uid: '7', userName: '某' },
      list: [{ id: '3', rootId: '9', content: 'x' }, { id: 0 }, 'junk'],
    });
    expect(profile).toMatchObject({ uid: 7, nickname: '某', avatar: '', remarks: [{ id: 3, liveId: 9 }] });
    expect(parseMemberProfile({ member: {} })).toBeNull();
    expect(parseMemberProfile('empty')).toBeNull();
  });
});
