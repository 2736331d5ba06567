import { describe, expect, test } from 'vitest';
import memberView from './fixtures/memberView.json';
import { parseMemberProfile } from './profile';

describe('a member’s public page', () => {
  test('the fixture: who they are and what they said, with where', () => {
    expect(parseMemberProfile(memberView)).toEqual({
      uid: 1003,
      cancelled: false,
      nickname: '青岚读者',
      avatar: 'http://pub.test/pic/member/1003.png',
      remarks: [
        {
          id: 800412,
          content: '新桥通了，上班近多了',
          time: Date.UTC(2025, 4, 16, 1, 30),
          on: 'article',
          rootId: 12,
          fileId: 10088,
          where: '青岚大桥今日通车',
        },
        {
          id: 450031,
          content: '现场很热闹，为青岚点赞',
          time: Date.UTC(2025, 4, 15, 5, 8),
          on: 'live',
          rootId: 5003,
          fileId: 10190,
          where: '青岚马拉松鸣枪开跑',
        },
      ],
    });
  });

  test('string ids, other spellings, broken items and a missing member', () => {
    const profile = parseMemberProfile({
      member: { uid: '7', userName: '某' },
      list: [
        { id: '3', sourceType: '1', rootId: '9', fileID: '4', content: 'x' },
        { id: '5', sourceType: 0, columnId: '2', fileId: 6 },
        { id: '8', sourceType: 0, fileId: 6 },
        { id: 0 },
        'junk',
      ],
    });
    expect(profile).toMatchObject({
      uid: 7,
      nickname: '某',
      avatar: '',
      remarks: [
        { id: 3, on: 'live', rootId: 9, fileId: 4 },
        { id: 5, on: 'article', rootId: 2, fileId: 6 },
      ],
    });
    expect(parseMemberProfile({ member: { userID: 8, cancelled: '1' }, list: [] })).toMatchObject({
      uid: 8,
      cancelled: true,
    });
    expect(parseMemberProfile({ member: {} })).toBeNull();
    expect(parseMemberProfile('empty')).toBeNull();
  });
});
