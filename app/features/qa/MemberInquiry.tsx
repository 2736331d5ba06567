// qaDetail/<id>.html of an inquiry not public yet (waiting to be accepted, held by moderation, refused): read in the
// browser with the member's token, there for its asker alone (the publisher answers nobody else, and an id that never
// was alike: the page says "not found or not yours"). This is where the form sends the asker once it is sent. myQA
// sends the newer generation's fields, so both pages draw the asker's own alike.
import { Link } from 'react-router';
import { MemberStates } from '~/features/ui/member/MemberStates';
import { useMemberRead } from '~/features/ui/member/useMemberRead';
import { useI18n } from '~/i18n/context';
import { InquiryPage } from './InquiryPage';
import { qaPaths } from './paths';
import { presentInquiry } from './presentInquiry';
import styles from './InquiryPage.module.css';

export default function MemberInquiry({ id }: { id: number }) {
  const { t } = useI18n();
  const { state, retry } = useMemberRead('qa', (api) => api.mineOne(id));
  if (state.kind !== 'ready')
    return (
      <section className={styles.page} aria-labelledby="inquiry-mine">
        <h1 id="inquiry-mine" className={styles.title}>
          {t('qa.title')}
        </h1>
        <MemberStates
          state={state}
          loginText={t('qa.mine.login')}
          loginLabel={t('qa.mine.loginLink')}
          failedText={t('qa.failedRead')}
          retry={retry}
        />
      </section>
    );
  if (!state.data)
    return (
      <section className={styles.page} aria-labelledby="inquiry-mine">
        <h1 id="inquiry-mine" className={styles.title}>
          {t('qa.title')}
        </h1>
        <p role="status" className={styles.text} data-not-found>
          {t('qa.mine.notFound')}
        </p>
        <p className={styles.text}>
          <Link to={qaPaths.form()}>{t('qa.form.title')}</Link>
        </p>
      </section>
    );
  const mine = state.data;
  const notice = mine.rejected ? 'qa.mine.rejected' : mine.inReview ? 'qa.mine.inReview' : 'qa.mine.waiting';
  return (
    <>
      <p role="status" className={mine.rejected ? styles.problem : styles.notice}>
        {t(notice)}
      </p>
      <InquiryPage inquiry={presentInquiry(mine, Date.now(), t)} />
    </>
  );
}
