import { describe, expect, it } from 'vitest';
import { attachmentKindsOf } from './attachmentBytes';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? Array.from(p, (c) => c.charCodeAt(0)) : p)));

describe('attachmentKindsOf', () => {
  it('tells pictures by their magic numbers, whatever the name', () => {
    expect(attachmentKindsOf(bytes([0xff, 0xd8, 0xff, 0xe0]))).toEqual(['picture']);
    expect(attachmentKindsOf(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]))).toEqual(['picture']);
    expect(attachmentKindsOf(bytes('GIF89a'))).toEqual(['picture']);
    expect(attachmentKindsOf(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toEqual(['picture']);
    expect(attachmentKindsOf(bytes([0, 0, 0, 24], 'ftypheic', [0, 0, 0, 0]))).toEqual(['picture']);
  });

  it('tells films and sounds, leaving an ordinary MP4 to the publisher', () => {
    expect(attachmentKindsOf(bytes([0, 0, 0, 24], 'ftypqt  '))).toEqual(['video', 'audio']);
    expect(attachmentKindsOf(bytes([0, 0, 0, 24], 'ftypisom'))).toEqual(['video', 'audio']);
    expect(attachmentKindsOf(bytes([0, 0, 0, 24], 'ftypM4A '))).toEqual(['audio']);
    expect(attachmentKindsOf(bytes([0, 0, 0, 8], 'moov'))).toEqual(['video']);
    expect(attachmentKindsOf(bytes('ID3', [4, 0]))).toEqual(['audio']);
    expect(attachmentKindsOf(bytes('#!AMR\n'))).toEqual(['audio']);
    expect(attachmentKindsOf(bytes([0xff, 0xfb, 0x90]))).toEqual(['audio']);
    expect(attachmentKindsOf(bytes([0xff, 0xf1, 0x50]))).toEqual(['audio']);
  });

  it('takes nothing else', () => {
    expect(attachmentKindsOf(bytes('<!DOCTYPE html>'))).toEqual([]);
    expect(attachmentKindsOf(bytes('%PDF-1.7'))).toEqual([]);
    expect(attachmentKindsOf(bytes('<svg xmlns='))).toEqual([]);
    expect(attachmentKindsOf(new Uint8Array())).toEqual([]);
  });
});
