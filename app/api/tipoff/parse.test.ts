import { describe, expect, it } from 'vitest';
import content from './fixtures/tipoffContent.json';
import mine from './fixtures/myTipoff.json';
import sent from './fixtures/tipoff.json';
import { parseMyTipoffs, parseTipoff, parseTipoffSent } from './parse';

const beijing = (text: string) => Date.parse(`${text.replace(' ', 'T').replace(/\.0$/, '')}+08:00`);

describe('tip-off parsers', () => {
  it('tipoffContent: the state with its dates, the reply, the picture and the film with its poster', () => {
    const t = parseTipoff(content)!;
    expect(t).toMatchObject({
      id: content.docID,
      title: '北坡路口积水',
      state: 'adopted',
      review: 'passed',
      answered: true,
      reply: content.answer,
      repliedAt: beijing(content.answerTime),
      sentAt: beijing(content.time),
      checkingAt: beijing(content.checkTime),
      decidedAt: beijing(content.decideTime),
      publishedAt: 0,
      articleId: 0,
      place: content.place,
      location: { latitude: content.latitude, longitude: content.longitude },
      rewardPoints: 20,
      senderName: '王女士',
    });
    expect(t.files.map((f) => [f.kind, f.url, f.poster])).toEqual([
      ['picture', content.attachments[0]!.url, ''],
      ['video', content.attachments[1]!.url, content.attachments[1]!.poster],
    ]);
  });

  it('myTipoff and tipoff: the member’s list and what a sent one became', () => {
    expect(parseMyTipoffs(mine)).toEqual([
      expect.objectContaining({
        id: mine.list[0]!.docID,
        state: 'received',
        review: 'passed',
        answered: false,
      }),
    ]);
    expect(parseTipoffSent(sent)).toEqual({ id: sent.docID, state: 'received', review: 'passed' });
  });

  it('reads Founder’s spellings and broken input without throwing', () => {
    // Founder's: strings, images[] without attachments, no moderation of its own
    const founder = parseTipoff({
      docID: '12',
      title: '积水',
      time: '2020-04-27 13:47:48.0',
      status: '1',
      isAnswer: '0',
      images: ['https://img.example/a.jpg', 'javascript:alert(1)'],
    })!;
    expect(founder).toMatchObject({ id: 12, state: 'checking', review: 'passed', answered: false });
    expect(founder.files.map((f) => f.url)).toEqual(['https://img.example/a.jpg']);
    expect(founder.location).toBeUndefined();
    expect(founder.rewardPoints).toBe(0);
    // a place off the globe, half a place, or one not said to be given: none
    for (const odd of [
      { located: 1, latitude: 95, longitude: 10 },
      { located: 1, latitude: '', longitude: 10 },
      { located: 1, latitude: 'x', longitude: 'y' },
      { located: 0, latitude: 30, longitude: 120 },
    ])
      expect(parseTipoff({ docID: 1, ...odd })!.location).toBeUndefined();
    expect(parseTipoff({ docID: 1, rewardPoints: -5 })!.rewardPoints).toBe(0);
    expect(parseTipoff('empty')).toBeNull();
    expect(parseTipoff(null)).toBeNull();
    expect(parseTipoff({ docID: 0 })).toBeNull();
    const hostile = parseTipoff({
      docID: 3,
      status: 99,
      reviewStatus: 7,
      attachments: [
        { id: 1, type: 1, url: 'data:text/html,x' },
        { id: 2, type: 9, url: 'https://a.example/b' },
        'x',
      ],
    })!;
    expect(hostile).toMatchObject({ state: 'received', review: 'held', files: [] });
    expect(parseMyTipoffs({ list: [{ docID: 'x' }, null, { docId: 5 }] }).map((t) => t.id)).toEqual([5]);
    expect(parseMyTipoffs('empty')).toEqual([]);
  });
});
