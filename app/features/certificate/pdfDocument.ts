// pdf.js behind PdfViewer: only ever reached by dynamic import, on previewPDF.html after hydration. The legacy
// build, since the modern one needs browsers newer than our chrome87/safari14 target; its worker is a file of its
// own that only this page fetches.
import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import workerUrl from 'pdfjs-dist/legacy/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

/** Why a PDF could not be shown, as the reader is told it. */
export type PdfFailure = 'notPdf' | 'notFound' | 'failed';

export function failureOf(error: unknown): PdfFailure {
  const name = error instanceof Error || (error && typeof error === 'object') ? (error as Error).name : '';
  if (name === 'InvalidPDFException') return 'notPdf';
  if (name === 'MissingPDFException') return 'notFound';
  if (name === 'UnexpectedResponseException') {
    const status = (error as { status?: number }).status;
    return status === 404 || status === 410 ? 'notFound' : 'failed';
  }
  return 'failed';
}

export interface OpenedPdf {
  pageCount: number;
  /** draws page `number` (from 1) `cssWidth` CSS pixels wide, sharp on the screen's pixel ratio; answers its text */
  drawPage: (number: number, canvas: HTMLCanvasElement, cssWidth: number) => Promise<string>;
  close: () => void;
}

export async function openPdf(href: string): Promise<OpenedPdf> {
  // no eval (the page's CSP has none), no credentials sent to another host
  const pdf: PDFDocumentProxy = await getDocument({
    url: href,
    isEvalSupported: false,
    withCredentials: false,
  }).promise;
  return {
    pageCount: pdf.numPages,
    async drawPage(number, canvas, cssWidth) {
      const page = await pdf.getPage(number);
      const natural = page.getViewport({ scale: 1 });
      const ratio = Math.min(window.devicePixelRatio || 1, 3);
      const viewport = page.getViewport({ scale: (cssWidth / natural.width) * ratio });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d canvas');
      await page.render({ canvasContext: context, viewport }).promise;
      const text = await page.getTextContent();
      return text.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : ''))
        .join('')
        .trim();
    },
    close: () => void pdf.destroy(),
  };
}
