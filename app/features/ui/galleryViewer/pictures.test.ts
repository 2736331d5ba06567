// @vitest-environment jsdom
import { expect, test } from 'vitest';
import { gallerySetOf, linkedGallerySetOf, widestSource } from './pictures';

test('the widest srcset candidate wins; nothing readable is undefined', () => {
  expect(widestSource('a.jpg@!w375 375w, a.jpg@!w1080 1080w, a.jpg@!w750 750w')).toEqual({
    src: 'a.jpg@!w1080',
    width: 1080,
  });
  expect(widestSource('a.jpg 2x')).toBeUndefined();
  expect(widestSource('')).toBeUndefined();
  expect(widestSource(null)).toBeUndefined();
});

test("a tapped picture opens its article's figures, described by alt else caption, at its place; linked ones are left alone", () => {
  document.body.innerHTML = `
    <article>
      <figure><img src="http://x/1.jpg" width="800" height="600" alt="湖面"><figcaption>第一张</figcaption></figure>
      <p><a href="http://x/"><img src="http://x/ad.jpg"></a></p>
      <figure><img src="http://x/2.jpg" srcset="http://x/2.jpg@!w375 375w, http://x/2.jpg@!w750 750w"
        width="375" height="250" alt=""><figcaption>第二张</figcaption></figure>
      <figure><a href="http://x/"><img src="http://x/linked.jpg"></a></figure>
    </article>
    <img id="outside" src="http://x/3.jpg">`;
  const [first, , second, linked] = [...document.querySelectorAll('img')];
  const set = gallerySetOf(second as HTMLImageElement)!;
  expect(set.index).toBe(1);
  expect(set.pictures).toEqual([
    { src: 'http://x/1.jpg', width: 800, height: 600, caption: '湖面' },
    { src: 'http://x/2.jpg@!w750', width: 750, height: 500, caption: '第二张' },
  ]);
  expect(gallerySetOf(first as HTMLImageElement)?.index).toBe(0);
  expect(gallerySetOf(linked as HTMLImageElement)).toBeUndefined();
  expect(gallerySetOf(document.getElementById('outside') as HTMLImageElement)).toBeUndefined();
});

test("a tapped linked picture opens its own container's linked pictures at its place, not a nested reply's", () => {
  document.body.innerHTML = `
    <li>
      <ul data-gallery-links>
        <li><a href="http://x/pic/comment/1.png"><img src="http://x/pic/comment/1.png" alt="评论图片 1"></a></li>
        <li><a href="http://x/pic/comment/2.jpg"><img src="http://x/pic/comment/2.jpg" alt="评论图片 2"></a></li>
      </ul>
      <ol><li><ul data-gallery-links>
        <li><a href="http://x/pic/comment/3.gif"><img id="reply" src="http://x/pic/comment/3.gif"></a></li>
      </ul></li></ol>
    </li>
    <a href="http://x/elsewhere"><img id="plain" src="http://x/ad.jpg"></a>`;
  const [, second] = [...document.querySelectorAll('img')];
  expect(linkedGallerySetOf(second as HTMLImageElement)).toEqual({
    pictures: [{ src: 'http://x/pic/comment/1.png' }, { src: 'http://x/pic/comment/2.jpg' }],
    index: 1,
  });
  expect(linkedGallerySetOf(document.getElementById('reply') as HTMLImageElement)).toEqual({
    pictures: [{ src: 'http://x/pic/comment/3.gif' }],
    index: 0,
  });
  expect(linkedGallerySetOf(document.getElementById('plain') as HTMLImageElement)).toBeUndefined();
});
