// 阅读历史 on the member's page: the articles this browser opened, newest first (kept in the browser only,
// app/features/ui/readingHistory, docs/my-page.md), with a way to clear them.
import { useEffect, useState } from 'react';
import type { MemberRead } from '~/features/ui/member/useMemberRead';
import { clearHistory, historyLimit, readHistory } from '~/features/ui/readingHistory/readingHistory';
import { useI18n } from '~/i18n/context';
import { formatDate } from '~/lib/dateFormat';
import { browserStorage } from '~/platform/storage';
import { MyList, type MyListItem } from './MyList';
import styles from './MemberAccount.module.css';

function stored(): MemberRead<MyListItem[]> {
  return {
    kind: 'ready',
    data: readHistory(browserStorage('localStorage')).map((article) => ({
      key: article.id,
      title: article.title,
      to: article.path,
      state: formatDate(article.at, 'MM-DD HH:mm'),
    })),
  };
}

export function MyReadingHistory() {
  const { t } = useI18n();
  const [state, setState] = useState<MemberRead<MyListItem[]>>({ kind: 'loading' });
  const [notice, setNotice] = useState('');
  // storage is the browser's: read after hydration, so the server's page and the first render agree
  useEffect(() => setState(stored()), []);
  const clear = () => {
    clearHistory(browserStorage('localStorage'));
    setState(stored());
    setNotice(t('mine.historyCleared'));
  };
  const empty = state.kind === 'ready' && state.data.length === 0;
  return (
    <MyList
      id="my-history"
      heading={t('mine.history')}
      empty={t('mine.historyEmpty')}
      read={{ state, retry: () => setState(stored()) }}
      notice={notice}
      foot={
        <p className={styles.points}>
          <span className={styles.text}>{t('mine.historyWhere', { count: historyLimit })}</span>
          {!empty && (
            <button type="button" className={styles.textButton} onClick={clear}>
              {t('mine.historyClear')}
            </button>
          )}
        </p>
      }
    />
  );
}
