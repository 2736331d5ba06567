import { describe, expect, test } from 'vitest';
import { pictureKindOf } from './pictureBytes';

const bytes = (...b: number[]) => new Uint8Array(b);
const text = (s: string) => new TextEncoder().encode(s);

describe('a picture by its first bytes (spec §5: jpg, jpeg, png, gif, bmp only)', () => {
  test('the four kinds are known by their magic numbers', () => {
    expect(pictureKindOf(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46))).toBe('jpg');
    expect(pictureKindOf(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('png');
    expect(pictureKindOf(text('GIF89a\x01\x00'))).toBe('gif');
    expect(pictureKindOf(text('GIF87a\x01\x00'))).toBe('gif');
    expect(pictureKindOf(bytes(0x42, 0x4d, 0x36, 0x00, 0x0c, 0, 0, 0))).toBe('bmp');
  });

  test('what only pretends to be a picture is none: SVG, HTML, a PDF, a WebP, a cut-off PNG, nothing', () => {
    expect(pictureKindOf(text('<svg xmlns="http://www.w3.org/2000/svg"'))).toBeUndefined();
    expect(pictureKindOf(text('<?xml ve'))).toBeUndefined();
    expect(pictureKindOf(text('<!doctype html><script>'))).toBeUndefined();
    expect(pictureKindOf(text('%PDF-1.7'))).toBeUndefined();
    expect(pictureKindOf(text('RIFF\x00\x00\x00\x00WEBP'))).toBeUndefined();
    expect(pictureKindOf(bytes(0x89, 0x50, 0x4e, 0x47))).toBeUndefined();
    expect(pictureKindOf(bytes(0xff, 0xd8))).toBeUndefined();
    expect(pictureKindOf(bytes())).toBeUndefined();
  });
});
