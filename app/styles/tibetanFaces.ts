// Each page asks from its head for the Tibetan face it draws, so the text draws with the first paint rather than
// once the stylesheet's layout finds it; app/styles/fonts.css declares both (the same addresses) for every page.
// Tibetan pages need the whole face. Every other page draws only the footer's བོད་ཡིག, from the 2.5 KB label face:
// when that arrived after the first layout, the swap relaid the whole page (imageDetail 40-95 ms of CPU at 4x
// throttling), often in the same task as the `load` event that starts hydration (docs/adr-main-thread.md).
const fonts = `${import.meta.env.BASE_URL}fonts/`;
export const tibetanFaceUrl = `${fonts}noto-serif-tibetan-400.woff2`;
export const tibetanLabelFaceUrl = `${fonts}tibetan-language-name.woff2`;
