// qaDetail.html (no id): 我要问政. What happens to an inquiry and the departments' reply figures are in the server's
// HTML; the form, with the upload widget and its draft, arrives once the page has hydrated (it needs the member's
// token and IndexedDB, so without JavaScript it is not shown and the page says why).
import { useEffect, useState, type ComponentType } from 'react';
import type { InquiryForm as Lists } from '~/api/qa/entities';
import { useI18n } from '~/i18n/context';
import { DepartmentRanking } from './DepartmentRanking';
import styles from './InquiryForm.module.css';

type Form = ComponentType<{ lists: Lists }>;

export function InquiryFormPage({ lists }: { lists: Lists }) {
  const { t } = useI18n();
  // without a department, a category and a region to choose, nothing could be sent
  const open = lists.departments.length > 0 && lists.categories.length > 0 && lists.regions.length > 0;
  const [Form, setForm] = useState<Form | 'loading' | 'failed'>();
  useEffect(() => {
    if (!open) return;
    let current = true;
    setForm('loading');
    import('./InquiryForm').then(
      (m) => current && setForm(() => m.InquiryForm),
      () => current && setForm('failed'),
    );
    return () => {
      current = false;
    };
  }, [open]);
  return (
    <section className={styles.page} aria-labelledby="qa-form-title">
      <h1 id="qa-form-title" className={styles.title}>
        {t('qa.form.title')}
      </h1>
      <p className={styles.hint}>{t('qa.form.lead')}</p>
      {open ? (
        <>
          <noscript>
            <p className={styles.problem}>{t('qa.form.noScript')}</p>
          </noscript>
          {Form === 'failed' ? (
            <p role="alert" className={styles.problem}>
              {t('qa.form.loadFailed')}
            </p>
          ) : Form === 'loading' ? (
            <p role="status" className={styles.hint}>
              {t('qa.form.loading')}
            </p>
          ) : (
            Form && <Form lists={lists} />
          )}
        </>
      ) : (
        <p role="status" className={styles.problem}>
          {t('qa.form.noLists')}
        </p>
      )}
      <DepartmentRanking departments={lists.departments} />
    </section>
  );
}
