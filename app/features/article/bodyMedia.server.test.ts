import { describe, expect, it } from 'vitest';
import { imageFigure, leadImageOf } from './bodyMedia.server';

describe('leadImageOf', () => {
  it('finds the eager, high-priority first picture with its srcset and sizes', () => {
    const first = imageFigure(
      { ref: 'IMAGEARRAY#0', url: 'https://img.example.com/a.jpg?x=1&y="2"', width: 800, height: 600 },
      true,
    );
    const later = imageFigure({ ref: 'IMAGEARRAY#1', url: 'https://img.example.com/b.jpg' }, false);
    const lead = leadImageOf(`<p>text</p>${first}<p>more</p>${later}`);
    expect(lead?.src).toContain('https://img.example.com/a.jpg?x=1&y=');
    expect(lead?.src).not.toContain('&amp;');
    expect(lead?.sizes).toBe('(min-width: 750px) 750px, 100vw');
    expect(lead?.srcSet ?? '').toContain('a.jpg');
  });

  it('is undefined when the body has no picture', () => {
    expect(leadImageOf('<p>only words</p>')).toBeUndefined();
    expect(
      leadImageOf(imageFigure({ ref: 'IMAGEARRAY#1', url: 'https://x.example/b.jpg' }, false)),
    ).toBeUndefined();
  });
});
