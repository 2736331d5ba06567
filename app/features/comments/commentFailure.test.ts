import { describe, expect, it } from 'vitest';
import { NotSignedIn } from '~/api/member';
import { PublisherError } from '~/api/errors';
import { commentFailure } from './commentFailure';

const status = (code: number, message = '') =>
  new PublisherError({ kind: 'status', key: 'commentFailed', code, message, httpStatus: 400 });

describe('a comment refused or lost (spec §8)', () => {
  it('10202–10204 show the server’s message, or 评论失败 without one', () => {
    expect(commentFailure(status(10202, '请输入内容'))).toEqual({ text: '请输入内容' });
    expect(commentFailure(status(10203, '评论太频繁，请稍后再试'))).toEqual({
      text: '评论太频繁，请稍后再试',
    });
    expect(commentFailure(status(10204))).toEqual({ key: 'comments.box.failed' });
  });

  it('no member, or a login that ran out, asks for a login; a lost connection keeps the draft', () => {
    expect(commentFailure(new NotSignedIn())).toEqual({ login: true });
    expect(commentFailure(status(10102))).toEqual({ login: true });
    expect(commentFailure(new PublisherError({ kind: 'network', key: 'network' }))).toEqual({
      key: 'comments.box.draftKept',
    });
    expect(commentFailure(new Error('odd'))).toEqual({ key: 'comments.box.failed' });
  });
});
