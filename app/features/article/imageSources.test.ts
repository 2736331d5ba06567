import { describe, expect, it } from 'vitest';
import { bodyImageSources } from './imageSources';

describe('bodyImageSources', () => {
  it('offers every width style for a large picture, the 750 cut as the fallback', () => {
    expect(bodyImageSources('https://i.example/a.jpg', 2000)).toEqual({
      src: 'https://i.example/a.jpg@!w750',
      srcSet:
        'https://i.example/a.jpg@!w375 375w, https://i.example/a.jpg@!w750 750w, https://i.example/a.jpg@!w1080 1080w',
    });
  });

  it('stops at the first cut as wide as a small original', () => {
    expect(bodyImageSources('https://i.example/a.png', 500)).toEqual({
      src: 'https://i.example/a.png@!w750',
      srcSet: 'https://i.example/a.png@!w375 375w, https://i.example/a.png@!w750 750w',
    });
    expect(bodyImageSources('https://i.example/a.png', 300)).toEqual({
      src: 'https://i.example/a.png@!w375',
      srcSet: 'https://i.example/a.png@!w375 375w',
    });
  });

  it('offers all cuts when the original width is unknown', () => {
    expect(bodyImageSources('https://i.example/a.jpg').srcSet?.split(', ')).toHaveLength(3);
  });

  it('leaves a gif as it is, so it keeps its animation', () => {
    expect(bodyImageSources('https://i.example/a.GIF?x=1', 2000)).toEqual({
      src: 'https://i.example/a.GIF?x=1',
    });
  });
});
