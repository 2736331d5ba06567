// The publisher's answers (fixtures, checked against it by its contract test) and what other deployments send.
import { describe, expect, test } from 'vitest';
import sent from './fixtures/mamUpload.json';
import ticket from './fixtures/mamUploadAccessToken.json';
import done from './fixtures/mamUploadDone2.json';
import results from './fixtures/mamUploadResults.json';
import { parseAttachment, parseAttachments, parseSent, parseTicket } from './parse';

describe('uploads', () => {
  test('a ticket names where the file goes: the object store, or (no putUrl) the publisher', () => {
    expect(parseTicket(ticket)).toMatchObject({ uploadId: 100000001, maxBytes: 209715200 });
    expect(parseTicket(ticket).putUrl).toMatch(/^https:\/\/uploads\.example\.cn\/.+X-Amz-Signature=/);
    expect(parseTicket({ ...ticket, putUrl: '' }).putUrl).toBeUndefined();
    expect(parseSent(sent)).toBe(14321);
  });

  test('a finished film with its poster and length; results in order, the unreadable left out', () => {
    const film = parseAttachment(done);
    expect(film).toEqual({
      id: 100000001,
      kind: 'video',
      url: 'http://127.0.0.1:8080/media/uploads/3f0c5b9a2e81d4c67a10b2e9.mp4',
      duration: 2,
      poster: 'http://127.0.0.1:8080/pic/uploads/3f0c5b9a2e81d4c67a10b2e9-poster.jpg',
    });
    expect(parseAttachments(results)).toEqual([film]);
    expect(parseAttachment({ id: '5', type: '1', url: 'http://x/a.jpg' })).toMatchObject({
      kind: 'picture',
      poster: '',
    });
    expect(
      parseAttachments({
        list: [
          { id: 1, type: 9, url: 'x' },
          { type: 6, url: 'x' },
        ],
      }),
    ).toEqual([]);
    expect(parseAttachments('empty')).toEqual([]);
  });
});
