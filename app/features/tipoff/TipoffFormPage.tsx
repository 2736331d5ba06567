// tipoffDetail.html (no id): 我要报料. The guidance on what makes a tip usable is in the server's HTML; the form, with
// the upload widget and its draft, arrives once the page has hydrated (it needs the member's token and IndexedDB,
// so without JavaScript it is not shown and the page says why).
import { useEffect, useState, type ComponentType } from 'react';
import { useI18n } from '~/i18n/context';
import styles from './Tipoff.module.css';

export function TipoffFormPage() {
  const { t } = useI18n();
  const [Form, setForm] = useState<ComponentType | 'loading' | 'failed'>();
  useEffect(() => {
    let current = true;
    setForm('loading');
    import('./TipoffForm').then(
      (m) => current && setForm(() => m.TipoffForm),
      () => current && setForm('failed'),
    );
    return () => {
      current = false;
    };
  }, []);
  return (
    <section className={styles.page} aria-labelledby="tipoff-form-title">
      <h1 id="tipoff-form-title" className={styles.title}>
        {t('tipoff.new')}
      </h1>
      <p className={styles.muted}>{t('tipoff.lead')}</p>
      <aside className={styles.guide} aria-labelledby="tipoff-guide">
        <h2 id="tipoff-guide" className={styles.subheading}>
          {t('tipoff.guide.title')}
        </h2>
        <ul>
          <li>{t('tipoff.guide.when')}</li>
          <li>{t('tipoff.guide.where')}</li>
          <li>{t('tipoff.guide.who')}</li>
          <li>{t('tipoff.guide.photos')}</li>
          <li>{t('tipoff.guide.safety')}</li>
        </ul>
      </aside>
      <noscript>
        <p className={styles.problem}>{t('tipoff.form.noScript')}</p>
      </noscript>
      {Form === 'failed' ? (
        <p role="alert" className={styles.problem}>
          {t('tipoff.form.draftKept')}
        </p>
      ) : Form === 'loading' ? (
        <p role="status" className={styles.muted}>
          {t('tipoff.form.loading')}
        </p>
      ) : (
        Form && <Form />
      )}
    </section>
  );
}
