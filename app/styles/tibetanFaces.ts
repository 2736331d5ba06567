// Tibetan pages ask for their face from the head, so their text draws with the first paint rather than once the
// stylesheet's layout finds it; app/styles/fonts.css declares it (the same address) for every page.
export const tibetanFaceUrl = `${import.meta.env.BASE_URL}fonts/noto-serif-tibetan-400.woff2`;
