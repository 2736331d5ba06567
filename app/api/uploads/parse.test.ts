// The publisher's answers (fixtures, checked against it by its contract test) and what other deployments send.
import { describe, expect, test } from 'vitest';
import sent from './fixtures/mamUpload.json';
import ticket from './fixtures/mamUploadAccessToken.json';
import done from './fixtures/mamUploadDone2.json';
import results from './fixtures/mamUploadResults.json';
import { parseAttachment, parseAttachments, parseSent, parseTicket } from './parse';

describe('uploads', () => {
  test('a ticket cuts the file in chunks and names where each goes: the object store, or (no URLs) the publisher', () => {
    const parsed = parseTicket(ticket);
    expect(parsed).toMatchObject({
      uploadId: 100000001,
      maxBytes: 209715200,
      chunkBytes: 4194304,
      chunks: 2,
    });
    expect(parsed.putUrls).toHaveLength(2);
    parsed.putUrls.forEach((url, index) =>
      expect(url).toMatch(new RegExp(`^https://uploads\\.example\\.cn/.+\\.${index}\\?.+X-Amz-Signature=`)),
    );
    expect(parseTicket({ ...ticket, putUrls: [] }).putUrls).toEqual([]);
    // strings as numbers; URLs that are not one a chunk say nothing of where each goes
    expect(parseTicket({ ...ticket, chunks: '3', chunkBytes: '4194304' })).toMatchObject({
      chunks: 3,
      putUrls: [],
    });
    expect(parseTicket({ ...ticket, putUrls: [ticket.putUrls[0], ''] }).putUrls).toEqual([]);
    expect(parseSent(sent)).toBe(4194304);
  });

  test('a deployment that names no chunks takes the file whole, in one chunk', () => {
    expect(parseTicket({ uploadId: '7', maxBytes: '1048576', expiresAt: 1 })).toEqual({
      uploadId: 7,
      maxBytes: 1048576,
      expiresAt: 1,
      chunkBytes: 1048576,
      chunks: 1,
      putUrls: [],
    });
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
