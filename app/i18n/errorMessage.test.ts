import { describe, expect, it } from 'vitest';
import type { PublisherErrorKey } from '~/api/errors';
import type { NoticeKey } from '~/platform/platform';
import { errorMessageKey, noticeMessageKey } from './errorMessage';
import { allCatalogs } from './messages.server';

// every key app/api can raise, and every notice the platform raises (spec §8)
const errorKeys: PublisherErrorKey[] = [
  'network',
  'timeout',
  'error',
  'authInvalid',
  'tokenInvalid',
  'loginExpired',
  'downloadAppForSignup',
  'commentFailed',
  'malformed',
];
const noticeKeys: NoticeKey[] = ['loginExpiredReenter', 'messengerAuthFailed', 'messengerUserInfoFailed'];

describe('catalog entries for error and notice keys', () => {
  it('has a non-empty text in every language for every key', () => {
    for (const [lang, messages] of Object.entries(allCatalogs())) {
      for (const key of [...errorKeys.map(errorMessageKey), ...noticeKeys.map(noticeMessageKey)]) {
        expect(messages[key], `${lang} ${key}`).toMatch(/\S/);
      }
    }
  });

  it('says what spec §8 says in Chinese', () => {
    const zh = allCatalogs().zh;
    expect(zh[errorMessageKey('network')]).toBe('网络错误');
    expect(zh[errorMessageKey('commentFailed')]).toBe('评论失败');
    expect(zh['errors.downloadFailed']).toBe('下载失败');
    expect(zh[noticeMessageKey('messengerAuthFailed')]).toBe('微信授权失败');
    expect(zh[noticeMessageKey('messengerUserInfoFailed')]).toBe('微信授权获取用户信息失败');
    expect(zh['shell.openInApp']).toBe('请点击右上角 “打开” 去App操作');
  });

  it('translates rather than copies: other languages differ from Chinese', () => {
    const { zh, ...others } = allCatalogs();
    for (const [lang, messages] of Object.entries(others)) {
      for (const key of [...errorKeys.map(errorMessageKey), ...noticeKeys.map(noticeMessageKey)]) {
        expect(messages[key], `${lang} ${key}`).not.toBe(zh[key]);
      }
    }
  });

  it('writes Tibetan in Tibetan script', () => {
    const bo = allCatalogs().bo;
    for (const key of [...errorKeys.map(errorMessageKey), ...noticeKeys.map(noticeMessageKey)]) {
      expect(bo[key], key).toMatch(/[\u0F00-\u0FFF]/);
    }
  });
});
