// The list of lives, read on the server a page at a time.
import { publisherForServer } from '~/api/server';
import { pictureUrl } from '~/features/lists/pictureUrl';

export interface LiveCard {
  id: number;
  fileId: number;
  title: string;
  status: 0 | 1 | 2;
  picture?: string;
  startTime: number;
}

export interface MoreLiveView {
  lives: LiveCard[];
  page: number;
  hasMore: boolean;
}

export async function loadMoreLive(page: number): Promise<MoreLiveView> {
  const { lives, hasMore } = await publisherForServer().live.getLiveArticles(page);
  return {
    lives: lives
      .filter((item) => item.linkId)
      .map((item) => ({
        id: item.linkId!,
        fileId: item.id,
        title: item.title,
        status: item.liveStatus ?? 0,
        picture: pictureUrl(item.picBig ?? item.picMiddle ?? item.picSmall ?? item.pictures[0]),
        startTime: item.publishedAt,
      })),
    page,
    hasMore,
  };
}
