import { describe, expect, it } from 'vitest';
import content from './fixtures/inputArticleContent.json';
import detail from './fixtures/inputArticleDetail.json';
import list from './fixtures/inputArticleList.json';
import mine from './fixtures/myInputArticles.json';
import sent from './fixtures/submitArticle.json';
import { parseCall, parseCallPage, parseSubmission, parseSubmissions, parseSubmitted } from './parse';

const beijing = (text: string) => Date.parse(`${text.replace(' ', 'T').replace(/\.0$/, '')}+08:00`);

describe('call and submission parsers', () => {
  it('inputArticleList and inputArticleDetail: the window, the state, the rules and the detail', () => {
    const page = parseCallPage(list);
    expect(page.hasMore).toBe(false);
    expect(page.calls[0]).toEqual({
      id: list.list[0]!.id,
      title: list.list[0]!.title,
      organizer: '青岚日报社',
      startsAt: beijing(list.list[0]!.startTime),
      endsAt: beijing(list.list[0]!.endTime),
      status: 'open',
    });
    expect(parseCall(detail)).toMatchObject({
      id: detail.id,
      rules: detail.rules,
      html: detail.content,
      serverTime: beijing(detail.serverTime),
      status: 'open',
    });
  });

  it('submissions: the review state, the call, the files', () => {
    expect(parseSubmission(content)).toMatchObject({
      id: content.id,
      callId: content.callID,
      callTitle: '契约征稿',
      status: 'pending',
      authorName: '林小溪',
      files: [{ kind: 'picture', url: content.attachments[0]!.url }],
    });
    expect(parseSubmissions(mine).map((s) => s.id)).toEqual([content.id]);
    expect(parseSubmitted(sent)).toEqual({ id: sent.id });
  });

  it('reads broken input without throwing, an unknown call state as closed', () => {
    expect(parseCall('empty')).toBeNull();
    expect(parseCall({ id: '7', status: 'x', coverUrl: 'javascript:1' })).toMatchObject({
      id: 7,
      status: 'closed',
    });
    expect(parseCall({ id: 7 })).not.toHaveProperty('cover');
    expect(parseCallPage({ list: [null, { id: 0 }, { callID: '3', status: '1' }] }).calls).toEqual([
      expect.objectContaining({ id: 3, status: 'open' }),
    ]);
    expect(parseSubmission({ id: 2, status: 9 })).toMatchObject({ status: 'pending', files: [] });
    expect(parseSubmission(null)).toBeNull();
    expect(parseSubmissions('empty')).toEqual([]);
  });
});
