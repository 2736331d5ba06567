import { describe, expect, it } from 'vitest';
import { sanitizeArticleBody, sanitizeArticleBodyMemo } from './sanitize.server';

const noMedia = { images: [], videos: [] };
const clean = (html: string) => sanitizeArticleBody(html, noMedia);

describe('sanitizeArticleBody removes what could run or restyle the page', () => {
  it('drops script and style elements with their content', () => {
    const out = clean('<p>a</p><script>alert(1)</script><style>body{display:none}</style><p>b</p>');
    expect(out).toBe('<p>a</p><p>b</p>');
  });

  it('drops event handler attributes', () => {
    const out = clean('<p onclick="alert(1)">x</p><img src="https://img.example/a.jpg" onerror="alert(1)">');
    expect(out).not.toMatch(/onclick|onerror|alert/);
    expect(out).toContain('<img src="https://img.example/a.jpg" alt="" />');
  });

  it('drops pictures and links whose address is not absolute http(s)', () => {
    // a relative address would be fetched from our own site: a junk request and an unlabelled empty box
    const out = clean('<p>t</p><img src="x" onerror="alert(1)"><a href="/local">l</a>');
    expect(out).toBe('<p>t</p><a>l</a>');
  });

  it('refuses javascript: and data: addresses on links and pictures', () => {
    const out = clean(
      '<a href="javascript:alert(1)">x</a><a href=" JaVaScRiPt:alert(1)">y</a>' +
        '<img src="javascript:alert(1)"><img src="data:image/svg+xml;base64,PHN2Zz4=">',
    );
    expect(out).not.toMatch(/javascript|data:/i);
    expect(out).not.toContain('<img');
  });

  it('drops SVG and MathML payloads whole', () => {
    const out = clean(
      '<p>t</p><svg onload="alert(1)"><script>alert(2)</script><a href="x">y</a></svg><math><mi>x</mi></math>',
    );
    expect(out).toBe('<p>t</p>');
  });

  it('drops style attributes, classes and ids', () => {
    const out = clean('<p style="position:fixed" class="x" id="y">t</p>');
    expect(out).toBe('<p>t</p>');
  });

  it('drops iframes, objects, embeds and forms', () => {
    const out = clean(
      '<iframe src="https://evil.example"></iframe><object data="x"></object><embed src="x"><form action="x"><input></form><p>t</p>',
    );
    expect(out).toBe('<p>t</p>');
  });

  it('gives a picture without a description an empty alt, so screen readers pass it as decoration', () => {
    expect(clean('<img src="https://img.example/a.jpg">')).toBe(
      '<img src="https://img.example/a.jpg" alt="" />',
    );
  });

  it('keeps only numeric picture sizes', () => {
    const out = clean('<img src="https://img.example/a.jpg" width="100" height="50&quot; onload=x" alt="A">');
    expect(out).toBe('<img src="https://img.example/a.jpg" alt="A" width="100" />');
  });
});

describe('sanitizeArticleBody keeps reading text', () => {
  it('keeps the allowed tags', () => {
    const html =
      '<h2>H</h2><h3>h</h3><h4>h</h4><p><strong>s</strong><em>e</em><b>b</b><i>i</i><u>u</u><span>s</span><br /></p>' +
      '<blockquote>q</blockquote><ul><li>1</li></ul><ol><li>2</li></ol>' +
      '<figure><img src="https://img.example/a.jpg" alt="a" /><figcaption>c</figcaption></figure>' +
      '<table><caption>c</caption><thead><tr><th colspan="2">h</th></tr></thead><tbody><tr><td rowspan="1">d</td></tr></tbody></table>';
    expect(clean(html)).toBe(html);
  });

  it('opens links in a new window without handing over the opener or our ranking', () => {
    const out = clean('<a href="https://news.example/x" target="_self" rel="opener">x</a>');
    expect(out).toBe('<a href="https://news.example/x" rel="noopener nofollow" target="_blank">x</a>');
  });
});

describe('sanitizeArticleBody resolves media placeholders', () => {
  const media = {
    images: [
      {
        ref: '<!--IMAGEARRAY#0-->',
        url: 'https://img.example/a.jpg',
        width: 1600,
        height: 900,
        caption: 'First "one"',
      },
      { ref: '<!--IMAGEARRAY#1-->', url: 'https://img.example/b.gif', width: 400, height: 300 },
      { ref: '<!--IMAGEARRAY#2-->', url: 'javascript:alert(1)', width: 10, height: 10 },
    ],
    videos: [
      { ref: '<!--VIDEOARRAY#0-->', url: 'https://video.example/v.mp4', poster: 'https://img.example/v.jpg' },
    ],
  };

  it('puts the first picture in eagerly with high priority, and its sizes', () => {
    const out = sanitizeArticleBody('<p><!--IMAGEARRAY#0--></p><p>text</p>', media);
    expect(out).toBe(
      '<figure><img src="https://img.example/a.jpg@!w375" srcset="https://img.example/a.jpg@!w375 375w, ' +
        'https://img.example/a.jpg@!w750 750w, https://img.example/a.jpg@!w1080 1080w" ' +
        'sizes="(min-width: 750px) 750px, 100vw" alt="First &quot;one&quot;" width="1600" height="900" ' +
        'fetchpriority="high"><figcaption>First "one"</figcaption></figure><p>text</p>',
    );
  });

  it('loads later pictures lazily and never restyles a gif', () => {
    const out = sanitizeArticleBody('<!--IMAGEARRAY#0--><p>x</p><!--IMAGEARRAY#1-->', media);
    expect(out).toContain(
      '<img src="https://img.example/b.gif" alt="" width="400" height="300" loading="lazy" decoding="async">',
    );
  });

  it('places videos that wait for a tap', () => {
    const out = sanitizeArticleBody('<p><!--VIDEOARRAY#0--></p>', media);
    expect(out).toBe(
      '<figure><video src="https://video.example/v.mp4" poster="https://img.example/v.jpg" controls preload="none" playsinline></video></figure>',
    );
  });

  it('drops unknown placeholders and media with unsafe addresses', () => {
    expect(sanitizeArticleBody('<p>a</p><!--IMAGEARRAY#2--><!--IMAGES#9-->', media)).toBe('<p>a</p>');
  });

  it('cannot be tricked by placeholder look-alikes in the text', () => {
    const out = sanitizeArticleBody('<p>\uE000IMAGEARRAY#0\uE000</p>', media);
    expect(out).toBe('<p>IMAGEARRAY#0</p>');
  });

  it('places the n-th picture or video for a placeholder when that one came without a ref', () => {
    const unnamed = {
      images: [
        { ref: '', url: 'https://img.example/a.jpg' },
        { ref: '', url: 'https://img.example/b.jpg' },
      ],
      videos: [{ ref: '', url: 'https://video.example/v.mp4' }],
    };
    const out = sanitizeArticleBody(
      '<p>x</p><!--IMAGEARRAY#1--><p>y</p><!--IMAGEARRAY#0--><!--VIDEOARRAY#0-->',
      unnamed,
    );
    expect([...out.matchAll(/<img src="([^"@]+)/g)].map(([, src]) => src)).toEqual([
      'https://img.example/b.jpg',
      'https://img.example/a.jpg',
    ]);
    expect(out).toContain('<video src="https://video.example/v.mp4"');
  });

  it('never takes the n-th picture when it has a ref of its own, nor one past the end', () => {
    const named = {
      images: [
        { ref: '<!--IMAGEARRAY#5-->', url: 'https://img.example/a.jpg' },
        { ref: '', url: 'https://img.example/b.jpg' },
      ],
      videos: [],
    };
    expect(sanitizeArticleBody('<p>a</p><!--IMAGEARRAY#0--><!--IMAGEARRAY#2-->', named)).toBe('<p>a</p>');
  });
});

describe('sanitizeArticleBodyMemo', () => {
  const media = { images: [], videos: [] };
  it('gives what sanitizeArticleBody gives, and a new result as soon as the body or media change', () => {
    const dirty = '<p onclick="x()">one</p><script>alert(1)</script>';
    const first = sanitizeArticleBodyMemo(7, dirty, media);
    expect(first).toBe(sanitizeArticleBody(dirty, media));
    expect(sanitizeArticleBodyMemo(7, dirty, media)).toBe(first);
    expect(sanitizeArticleBodyMemo(7, '<p>two</p>', media)).toBe('<p>two</p>');
    const withPicture = {
      images: [{ ref: 'IMAGEARRAY#0', url: 'https://img.example.com/a.jpg', width: 4, height: 3 }],
      videos: [],
    };
    const body = '<!--IMAGEARRAY#0-->';
    expect(sanitizeArticleBodyMemo(8, body, media)).toBe('');
    expect(sanitizeArticleBodyMemo(8, body, withPicture)).toBe(sanitizeArticleBody(body, withPicture));
  });
});
