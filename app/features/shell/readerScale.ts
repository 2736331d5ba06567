// Runs inline in <head> before the stylesheets: records the reader's own text size (the browser default,
// 16px unless they changed it) so the rem base in base.css grows with it. Kept tiny: it ships in every page.
export const readerScaleScript =
  "document.documentElement.style.setProperty('--reader-scale',String((parseFloat(getComputedStyle(document.documentElement).fontSize)||16)/16))";
