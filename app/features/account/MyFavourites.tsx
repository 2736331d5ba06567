// 我的收藏 on the member's page: the articles they saved, newest first, 20 a page, each opening the article where a
// list would, with 取消收藏, which takes it off the list at once and says so.
import { useState } from 'react';
import type { Favourite } from '~/api/interaction/entities';
import { itemLink } from '~/features/lists/itemLink';
import { memberApi } from '~/features/ui/member/useMemberRead';
import { useI18n } from '~/i18n/context';
import { MyList, type MyListItem } from './MyList';
import { useMyPages } from './useMyPages';

export function MyFavourites() {
  const { t } = useI18n();
  const [notice, setNotice] = useState('');
  const unfavourite = async (saved: Favourite) => {
    try {
      const { api } = await memberApi('interaction');
      await api.favourite({ id: saved.articleId, saved: false, channel: 1 });
      list.remove(saved.articleId);
      setNotice(t('mine.unfavourited', { title: saved.title }));
    } catch {
      setNotice(t('mine.unfavouriteFailed'));
    }
  };
  const item = (saved: Favourite): MyListItem => {
    const link = itemLink({ type: saved.articleType, id: saved.articleId, columnId: saved.columnId });
    return {
      key: saved.articleId,
      title: saved.title,
      ...(link.kind === 'internal' ? { to: link.to } : {}),
      action: { label: t('mine.unfavourite'), run: () => void unfavourite(saved) },
    };
  };
  const list = useMyPages('interaction', async (api, page) => (await api.myFavourites(page)).map(item));
  return (
    <MyList
      id="my-favourites"
      heading={t('mine.favourites')}
      empty={t('mine.favouritesEmpty')}
      read={list.read}
      more={list.more}
      notice={notice}
    />
  );
}
