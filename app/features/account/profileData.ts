import type { ListPage } from '~/features/ui/pager/usePagedList';

/** One thing a member said in public, ready to show. */
export interface RemarkEntry {
  id: number;
  content: string;
  time: number;
  /** where it was said: under an article or in a live, its title and page */
  on: 'article' | 'live';
  where: string;
  to: string;
}

/** A member's public page (userDetail): who they are and one page of what they said. */
export interface ProfileData {
  uid: number;
  /** the member deleted their account: the page says so and shows nothing of it */
  cancelled: boolean;
  nickname: string;
  avatar: string;
  remarks: ListPage<RemarkEntry>;
}

export const profilePageQuery = (page: number) => (page > 0 ? `?page=${page}` : '?');
