// A notice's page data: its text as the keeper wrote it, cut to the article allow-list by the route's sanitiser.
import type { Notice } from '~/api/circle/entities';
import { publisherForServer } from '~/api/server';

export type NoticeView = Omit<Notice, 'html'> & { bodyHtml: string };

export async function loadNotice(id: number, sanitize: (html: string) => string): Promise<NoticeView | null> {
  const notice = await publisherForServer().circle.notice(id);
  if (!notice) return null;
  const { html, ...rest } = notice;
  return { ...rest, bodyHtml: sanitize(html) };
}
