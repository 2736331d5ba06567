import { describe, expect, it } from 'vitest';
import form from './fixtures/qaForm.json';
import mine from './fixtures/myQA.json';
import older from './fixtures/qaDetail.json';
import newer from './fixtures/qaDetail.new.json';
import { parseInquiryForm, parseMyInquiries, parseNewQaDetail, parseQaDetail, parseSaved } from './parse';

describe('问政 parsers', () => {
  it('qaDetail, older generation: pictures from images[].imagearray and pics, the answer as text, every step', () => {
    const q = parseQaDetail(older)!;
    expect(q).toMatchObject({
      id: 832001,
      title: older.title,
      category: '交通出行',
      region: '青岚区',
      pictures: ['http://pub.test/pic/2024-01/01/stop.jpg'],
      videos: [],
      reply: { text: '契约回复', pictures: [] },
      step: 'followUp',
      followUp: { text: '契约追问' },
      rating: { stars: 4, comment: '契约评价' },
      department: {
        id: 830001,
        name: '青岚市交通运输局',
        passed: 3,
        replied: 2,
        replyRate: 0.667,
        medianDays: 1.5,
      },
    });
    expect(q.steps.map((s) => s.step)).toEqual(['submitted', 'accepted', 'passed', 'replied', 'followUp']);
    expect(q.steps[2]!.department).toBe('青岚市交通运输局');
  });

  it('qaDetail, newer generation: films (qaType 2), recordings and the answer’s pictures', () => {
    const q = parseNewQaDetail(newer)!;
    expect(q.videos).toEqual([
      { url: 'http://pub.test/media/short/s2.mp4', poster: 'http://pub.test/pic/short/s2.jpg', duration: 6 },
    ]);
    expect(q.audios).toEqual([{ url: 'http://pub.test/media/audio/tone0.m4a', duration: 5 }]);
    expect(q.reply?.pictures).toEqual(['http://pub.test/pic/2024-01/01/closed.jpg']);
  });

  it('qaForm, myQA, saveQa', () => {
    const f = parseInquiryForm(form);
    expect(f.departments).toHaveLength(4);
    expect(f.categories[0]).toEqual({ id: 831001, name: '交通出行' });
    expect(f.regions).toHaveLength(3);
    expect(parseMyInquiries(mine)[0]).toMatchObject({ inReview: false, rejected: false, step: 'followUp' });
    expect(parseSaved({ value: 'true', fileId: 9 })).toEqual({ id: 9 });
    expect(() => parseSaved(false)).toThrow();
  });

  it('broken input: empty, no id, hostile addresses, a department that never replied, odd steps', () => {
    expect(parseQaDetail('empty')).toBeNull();
    expect(parseNewQaDetail({ title: 'no id' })).toBeNull();
    const q = parseNewQaDetail({
      fileId: '5',
      pics: ['javascript:alert(1)', 'http://x/p.jpg'],
      videos: [{ url: 'data:video/mp4;base64,AA' }],
      steps: [{ step: 'teleported' }, { step: 'accepted', time: '2025-05-20 10:00:00.0' }],
      department: { name: '某局', medianDays: -1, replyRate: 'x' },
      rating: 9,
    })!;
    expect(q.pictures).toEqual(['http://x/p.jpg']);
    expect(q.videos).toEqual([]);
    expect(q.steps.map((s) => s.step)).toEqual(['accepted']);
    expect(q.department).toMatchObject({ medianDays: null, replyRate: 0 });
    expect(q.rating).toBeNull();
    expect(q.step).toBe('accepted');
    expect(parseInquiryForm(null)).toEqual({ departments: [], categories: [], regions: [] });
    expect(parseMyInquiries('x')).toEqual([]);
  });
});
