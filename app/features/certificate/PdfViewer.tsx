// The certificate's pages drawn on canvases, each with its number and its text for screen readers. pdf.js arrives
// by dynamic import once the page has hydrated; the server draws nothing here (the plain link beside it is the
// reading without JavaScript).
import { useEffect, useRef, useState } from 'react';
import { useI18n } from '~/i18n/context';
import type { MessageKey } from '~/i18n/messages.server';
import type { OpenedPdf, PdfFailure } from './pdfDocument';
import styles from './CertificatePage.module.css';

type Viewer =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'ready'; pdf: OpenedPdf }
  | { kind: 'failed'; reason: PdfFailure };

const failureText: Record<PdfFailure, MessageKey> = {
  notPdf: 'certificate.notPdf',
  notFound: 'certificate.notFound',
  failed: 'certificate.failed',
};

export function PdfViewer({ href, wayOn }: { href: string; wayOn: React.ReactNode }) {
  const { t } = useI18n();
  const [viewer, setViewer] = useState<Viewer>({ kind: 'idle' });
  useEffect(() => {
    let current = true;
    let opened: OpenedPdf | undefined;
    setViewer({ kind: 'loading' });
    import('./pdfDocument').then(
      ({ openPdf, failureOf }) =>
        openPdf(href).then(
          (pdf) => {
            opened = pdf;
            if (current) setViewer({ kind: 'ready', pdf });
            else pdf.close();
          },
          (error: unknown) => current && setViewer({ kind: 'failed', reason: failureOf(error) }),
        ),
      () => current && setViewer({ kind: 'failed', reason: 'failed' }),
    );
    return () => {
      current = false;
      opened?.close();
    };
  }, [href]);

  if (viewer.kind === 'idle') return null;
  if (viewer.kind === 'loading')
    return (
      <p role="status" className={styles.state}>
        {t('certificate.loading')}
      </p>
    );
  if (viewer.kind === 'failed')
    return (
      <p role="alert" className={styles.state}>
        {t(failureText[viewer.reason])} {wayOn}
      </p>
    );
  const { pdf } = viewer;
  return (
    <>
      <p role="status" className={styles.count}>
        {t('certificate.pageCount', { count: pdf.pageCount })}
      </p>
      {Array.from({ length: pdf.pageCount }, (_, i) => (
        <PdfPage key={i} pdf={pdf} number={i + 1} />
      ))}
    </>
  );
}

function PdfPage({ pdf, number }: { pdf: OpenedPdf; number: number }) {
  const { t } = useI18n();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [text, setText] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    let current = true;
    const width = element.parentElement?.clientWidth || window.innerWidth;
    pdf.drawPage(number, element, width).then(
      (drawn) => current && setText(drawn),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [pdf, number]);
  return (
    <figure className={styles.page} data-drawn={text !== null}>
      <canvas ref={canvas} className={styles.canvas} aria-hidden="true" />
      <figcaption className={styles.caption}>
        {t('certificate.page', { page: number, count: pdf.pageCount })}
        {failed && ` · ${t('certificate.failed')}`}
      </figcaption>
      {text && (
        <div
          className="visually-hidden"
          aria-label={t('certificate.pageText', { page: number })}
          role="region"
        >
          {text.split('\n').map((line, i) => (
            <p key={i}>{line}</p>
          ))}
        </div>
      )}
    </figure>
  );
}
