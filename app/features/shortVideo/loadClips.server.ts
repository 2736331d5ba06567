// The short-video pages' data, read on the server: the video asked for, the ones a swipe reaches in its category
// (minVideoDetail; mvodShare shows the one alone), the file each plays, the player's settings, the related four
// and the share card.
import type { ShortVideo, ShortVideoFiles } from '~/api/shortVideo/entities';
import { publisherForServer } from '~/api/server';
import { pictureUrl } from '~/features/lists/pictureUrl';
import { cardPicture, posterOf } from '~/features/ui/interaction/shareCard.server';
import { shareMeta } from '~/features/ui/interaction/shareMeta.server';
import { shortVideoHref } from '~/lib/paperPaths';
import { safeHttpUrl } from '~/lib/safeUrl';
import { shareDescription } from '~/lib/share';
import type { ClipView, ClipsView } from './clipView';

/** how many a swipe reaches each way from the one asked for */
const reach = 3;

/** An MP4 plays in every browser and messenger; the stream where there is none (xgplayer-free: natively). */
function playable(video: ShortVideo, files: ShortVideoFiles | null | undefined): string | undefined {
  const mp4 = files?.files.find((f) => f.format === 'mp4');
  return safeHttpUrl(mp4?.url) ?? safeHttpUrl(files?.files[0]?.url) ?? safeHttpUrl(video.videoUrl);
}

function present(video: ShortVideo, files: ShortVideoFiles | null | undefined): ClipView {
  const poster = pictureUrl(files?.poster?.url) ?? pictureUrl(video.poster);
  const avatar = pictureUrl(video.author.avatar);
  const src = playable(video, files);
  const shareUrl = video.shareClosed ? undefined : safeHttpUrl(video.shareUrl);
  return {
    id: video.id,
    title: video.title,
    summary: video.summary,
    author: { name: video.author.name, ...(avatar ? { avatar } : {}) },
    ...(src ? { src } : {}),
    ...(poster ? { poster } : {}),
    likes: video.likes,
    comments: video.comments,
    ...(video.commentsClosed ? {} : { commentsHref: `/commentAll/${video.id}/0.html` }),
    ...(shareUrl ? { shareUrl } : {}),
  };
}

/** null: no such video, or not published. `alone`: the share landing, without its neighbours. */
export async function loadClips(q: {
  id: number;
  alone: boolean;
  canonical: string;
}): Promise<ClipsView | null> {
  const publisher = publisherForServer();
  const api = publisher.shortVideo;
  const [config, video, near, settings, related] = await Promise.all([
    publisher.session.getConfig(),
    api.video(q.id),
    q.alone ? null : api.near({ id: q.id, count: reach }).catch(() => null),
    api.settings(),
    // the related four are a bonus: the video plays without them
    api.related(q.id).catch(() => []),
  ]);
  if (!video) return null;
  const around = [
    ...(near?.previous ?? []).slice(0, reach).reverse(),
    video,
    ...(near?.next ?? []).slice(0, reach),
  ];
  const files = await Promise.all(around.map((v) => api.files(v.id).catch(() => null)));
  const clips = around.map((v, i) => present(v, files[i]));
  const start = around.indexOf(video);
  const poster = clips[start]?.poster;
  const image = cardPicture([poster], config.appShareLogo || config.appLogo);
  return {
    clips,
    start,
    hasApp: Boolean(safeHttpUrl(config.appDownload.android) ?? safeHttpUrl(config.appDownload.ios)),
    related: related.map((r) => {
      const relatedPoster = pictureUrl(r.poster);
      return {
        id: r.id,
        title: r.title,
        href: shortVideoHref.detail(r.id),
        ...(relatedPoster ? { poster: relatedPoster } : {}),
      };
    }),
    autoplay: settings.autoplay,
    loop: settings.loop,
    preloadNext: settings.preloadNext,
    meta: {
      title: video.title,
      head: shareMeta({
        card: {
          title: video.title,
          description: shareDescription(video.summary || video.html),
          ...(image ? { image } : {}),
          poster: posterOf(config, [poster]),
        },
        canonical: q.canonical,
        siteName: config.appName,
        type: 'article',
      }),
    },
  };
}
