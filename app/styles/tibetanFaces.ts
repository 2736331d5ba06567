// Noto Serif Tibetan (SIL OFL 1.1, from @fontsource/noto-serif-tibetan), self-hosted under public/fonts.
// Declared in two ways from this one list: in the head of Tibetan pages (drawn from the first paint), and by
// app/entry.client.tsx after `load` on every other page. A Tibetan column name on a Chinese page would otherwise
// fetch the whole 160 KB face at the browser's top priority, competing with the lead picture for the first paint.
const base = import.meta.env.BASE_URL;

/** The Tibetan block only: the face is never fetched for a page without a Tibetan character. */
export const tibetanRange = 'U+0F00-0FFF';

export const tibetanFaces = [400, 700].map((weight) => ({
  family: 'Noto Serif Tibetan',
  weight: String(weight),
  url: `${base}fonts/noto-serif-tibetan-${weight}.woff2`,
}));

/** The faces as CSS, for the head of Tibetan pages. */
export function tibetanFaceCss(): string {
  return tibetanFaces
    .map(
      (face) =>
        `@font-face{font-family:'${face.family}';font-style:normal;font-weight:${face.weight};font-display:swap;` +
        `src:url(${face.url}) format('woff2');unicode-range:${tibetanRange}}`,
    )
    .join('');
}
