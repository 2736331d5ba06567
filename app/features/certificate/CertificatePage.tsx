// previewPDF.html (区块链证书): the certificate the query names, if the publisher serves it; otherwise why not.
// Without JavaScript: the title and a plain link that opens the PDF in the browser's own viewer.
import { Link } from 'react-router';
import { useI18n } from '~/i18n/context';
import type { MessageKey } from '~/i18n/messages.server';
import { href } from '~/lib/paths';
import type { PdfSource } from '~/lib/pdfSource';
import { PdfViewer } from './PdfViewer';
import styles from './CertificatePage.module.css';

const refusalText: Record<Exclude<PdfSource, { ok: true }>['reason'], MessageKey> = {
  missing: 'certificate.missing',
  invalid: 'certificate.foreign',
  foreign: 'certificate.foreign',
};

export function CertificatePage({ source }: { source: PdfSource }) {
  const { t } = useI18n();
  const home = (
    <Link className={styles.action} to={href.home()}>
      {t('common.backHome')}
    </Link>
  );
  return (
    <section className={styles.main} aria-labelledby="certificate-title">
      <h1 id="certificate-title" className={styles.title}>
        {t('certificate.title')}
      </h1>
      {source.ok ? (
        <>
          <p className={styles.open}>
            <a className={styles.action} href={source.href} type="application/pdf">
              {t('certificate.open')}
            </a>
          </p>
          <PdfViewer href={source.href} wayOn={home} />
        </>
      ) : (
        <p role="alert" className={styles.state}>
          {t(refusalText[source.reason])} {home}
        </p>
      )}
    </section>
  );
}
