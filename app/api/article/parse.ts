import { parseAds } from '../ads/parse';
import type {
  Article,
  ArticleAudio,
  BodyImage,
  BodyVideo,
  BylineRole,
  LiveVideoConfig,
  Reporter,
} from './entities';
import { parseArticleList, parseArticleSummary } from '../lists/summary';
import { arr, flag, int, optInt, optStr, pick, rec, str, type Rec } from '../lenient';

/** Wire spellings of the byline roles (contract: Byline roles in the detail). */
const bylineWire: Record<BylineRole, readonly string[]> = {
  source: ['source'],
  editor: ['editor'],
  responsibleEditor: ['liability'],
  proofreader: ['checker'],
  approver: ['approver'],
  reviewer: ['reviewer'],
  finalReviewer: ['finalReviewer'],
  planner: ['planner', 'overallPlanning'],
  photographer: ['cameraman'],
  graphicDesigner: ['drawer'],
  coordinator: ['collaborator'],
  director: ['director'],
  intern: ['intern'],
  correspondent: ['correspondent'],
};

function byline(o: Rec): Article['byline'] {
  const out: Article['byline'] = {};
  for (const [role, names] of Object.entries(bylineWire) as [BylineRole, readonly string[]][]) {
    const value = optStr(pick(o, ...names));
    if (value) out[role] = value;
  }
  return out;
}

/** images[] groups hold imagearray[] (PUBLISHER_API §4.3); a flat list of items is accepted too. */
function bodyImages(value: unknown): BodyImage[] {
  return arr(value).flatMap((group) => {
    const g = rec(group);
    const items = 'imagearray' in g ? arr(g.imagearray) : [group];
    return items.map((item): BodyImage => {
      const i = rec(item);
      return {
        ref: str(i.ref),
        url: str(pick(i, 'imageUrl', 'url')),
        width: optInt(i.width),
        height: optInt(i.height),
        caption: optStr(pick(i, 'summary', 'caption')),
      };
    });
  });
}

function bodyVideos(value: unknown): BodyVideo[] {
  return arr(value).flatMap((group) => {
    const g = rec(group);
    const items = 'videoarray' in g ? arr(g.videoarray) : [group];
    return items.map((item): BodyVideo => {
      const v = rec(item);
      return {
        ref: str(v.ref),
        url: str(pick(v, 'videoUrl', 'url')),
        poster: optStr(v.imageUrl),
        duration: optInt(v.duration),
        caption: optStr(v.attAbstract),
      };
    });
  });
}

/** Live `config` may arrive as an object or as a JSON string (PUBLISHER_API §4.5). */
export function liveVideos(config: unknown): LiveVideoConfig[] {
  let c: unknown = config;
  if (typeof config === 'string') {
    try {
      c = JSON.parse(config);
    } catch {
      c = {};
    }
  }
  return arr(rec(c).videos).map((video) => {
    const v = rec(video);
    return {
      liveUrl: optStr(v.appLiveUrl),
      playbackUrl: optStr(v.appPlaybackUrl),
      playbackUrls: arr(v.playbackUrls)
        .map((u) => str(u))
        .filter(Boolean),
    };
  });
}

function reporters(value: unknown): Reporter[] {
  return arr(value).map((item) => {
    const r = rec(item);
    return {
      id: int(r.id),
      name: str(r.name),
      photo: optStr(r.url),
      duty: optStr(r.duty),
      description: optStr(r.description),
    };
  });
}

/** 音频文件 and 音频标题 at the top level or inside `extendedFiled` (PUBLISHER_API §4.3, §9). */
function audio(o: Rec): ArticleAudio | undefined {
  const extended = rec(o.extendedFiled);
  const url = optStr(pick(o, '音频文件')) ?? optStr(pick(extended, '音频文件'));
  if (!url) return undefined;
  return { url, title: str(pick(o, '音频标题')) || str(pick(extended, '音频标题')) };
}

/** getArticleContent payload; null for the "empty" sentinel or anything without an id. */
export function parseArticle(raw: unknown, receivedAt = Date.now()): Article | null {
  if (raw === 'empty' || raw === null || raw === undefined) return null;
  const o = rec(raw);
  const summary = parseArticleSummary(o);
  if (!summary.id) return null;
  const videos = bodyVideos(o.videos);
  const articleAudio = audio(o);
  return {
    ...summary,
    // the detail's own title, not the list title
    title: str(pick(o, 'title', 'listTitle')),
    summary: str(pick(o, 'attAbstract', 'textAbstract')),
    subtitle: str(o.subtitle),
    leadTitle: str(o.leadTitle),
    html: str(o.content),
    images: bodyImages(o.images),
    videos,
    byline: byline(o),
    author: str(pick(o, 'author', 'arthorName', 'reporter')),
    // absent aStatus is a published article (older deployments never send it)
    published: o.aStatus === undefined || int(o.aStatus) === 1,
    discussClosed: flag(o.discussClosed),
    xyAccountId: optInt(o.xyAccountID),
    columnName: str(o.columnName),
    reporters: reporters(o.reporters),
    liveVideos: liveVideos(o.config),
    videoUrl: str(o.videoUrl) || videos[0]?.url || '',
    ...(articleAudio ? { audio: articleAudio } : {}),
    shareUrl: optStr(o.shareUrl),
    shareTitle: optStr(o.shareTitle),
    shareSummary: optStr(o.shareContent),
    shareImage: optStr(pick(o, 'sharePicAbsoluteUrl', 'imageUrl', 'picBig')),
    related: parseArticleList(o.related),
    ads: flag(o.advClosed) ? [] : parseAds(o.adv, receivedAt).map((ad) => ({ ...ad, place: 'article' as const })),
  };
}
