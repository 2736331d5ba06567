// The newspaper page's head: its image asked for first (the LCP), and the share card naming the paper, the day and
// the page, so a shared page previews as "青岚日报 2026年12月1日 第01版：要闻".
import type { MetaDescriptor } from 'react-router';
import type { PaperPage } from '~/api/paper/entities';
import type { SiteConfig } from '~/api/session/entities';
import { cardPicture, posterOf } from '~/features/ui/interaction/shareCard.server';
import { shareMeta } from '~/features/ui/interaction/shareMeta.server';
import { shareDescription } from '~/lib/share';
import type { EditionView } from './editionView';

export function editionMeta(
  view: Omit<EditionView, 'meta'>,
  { config, canonical, page }: { config: SiteConfig; canonical: string; page?: PaperPage },
): EditionView['meta'] {
  const sheet = view.sheets[view.index];
  const title = sheet?.title ?? [view.paperName, view.dateLabel].filter(Boolean).join(' ');
  const description = shareDescription(sheet?.articles.map((a) => a.title).join('；') ?? '');
  const image = cardPicture([page?.largeImage, page?.image], config.appShareLogo || config.appLogo);
  const head: MetaDescriptor[] = [
    ...(sheet?.image && view.reading === 'pages'
      ? [{ tagName: 'link', rel: 'preload', as: 'image', href: sheet.image, fetchPriority: 'high' }]
      : []),
    ...shareMeta({
      card: {
        title,
        description,
        ...(image ? { image } : {}),
        poster: posterOf(config, [page?.largeImage]),
      },
      canonical,
      siteName: config.appName,
      type: 'website',
    }),
  ];
  return { title, head };
}
