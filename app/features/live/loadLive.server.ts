// The live page's data, read on the server: the live with its first page of reports, and the site's socket.
import { publisherForServer } from '~/api/server';
import { formatCount } from '~/lib/count';
import { safeHttpUrl } from '~/lib/safeUrl';
import { socketPathOnSite } from '~/lib/socketAddress';
import type { Translate } from '~/i18n/translate';
import { cardPicture, posterOf, shareUrlOf } from '~/features/ui/interaction/shareCard.server';
import { shareDescription } from '~/lib/share';
import type { LiveDetailView } from './liveView';

/** null: no such live. Throws the client's PublisherError when the publisher fails. */
export async function loadLive(request: {
  id: number;
  lang: string;
  t: Translate;
  /** the page's address without its query (what a share opens, in share mode) */
  canonical: string;
  /** isShare=true: the page a shared link opens */
  shareMode: boolean;
}) {
  const publisher = publisherForServer();
  const [config, view] = await Promise.all([
    publisher.session.getConfig(),
    publisher.live.liveView({ id: request.id }),
  ]);
  const live = view?.live;
  if (!view || !live) return null;
  const { t } = request;
  const image = cardPicture([live.banner], config.appShareLogo || config.appLogo);
  const { url, token } = config.socketServer;
  const socket =
    url && token ? { url: socketPathOnSite(url, new URL(request.canonical).origin), token } : null;
  // the site's own words in Chinese; the catalog's in the other languages
  const site = request.lang === 'zh' ? config.liveTitles : undefined;
  const siteTitles = site && {
    preview: `【${site.preview}】`,
    living: `【${site.living}】`,
    replay: `【${site.replay}】`,
  };
  return {
    id: live.id,
    articleId: live.articleId,
    title: live.title,
    status: live.status,
    startTime: live.startTime,
    renderedAt: Date.now(),
    views: formatCount(view.views),
    poster: safeHttpUrl(live.banner),
    summary: live.summary,
    lines: live.videos.map((v) => ({
      liveUrl: safeHttpUrl(v.liveUrl),
      playbackUrl: safeHttpUrl(v.playbackUrl) ?? v.playbackUrls.map((u) => safeHttpUrl(u)).find(Boolean),
    })),
    reports: view.reports.map((r) => ({ ...r, pictures: r.pictures.flatMap((p) => safeHttpUrl(p) ?? []) })),
    version: view.version,
    chat: view.chat,
    socket,
    commentsClosed: live.discussClosed,
    interaction: {
      // likes and shares count on the live's list article; the page counts its own view (useViewCount)
      id: live.articleId,
      likes: live.likes,
      shareMode: request.shareMode,
      share: {
        url: shareUrlOf(request.canonical),
        title: live.title,
        description: shareDescription(live.summary),
        ...(image ? { image } : {}),
        objectType: 0,
        poster: posterOf(config, [live.banner]),
      },
    },
    titlePrefixes: config.liveTitleStatus
      ? (siteTitles ?? {
          preview: t('live.titlePrefix.preview'),
          living: t('live.titlePrefix.living'),
          replay: t('live.titlePrefix.replay'),
        })
      : null,
  } satisfies LiveDetailView;
}
