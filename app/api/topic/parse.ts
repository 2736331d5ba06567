import { date, flag, int, listOf, optStr, pick, rec, str } from '../lenient';
import type { ArticleSummary } from '../lists/entities';
import { parseArticleList } from '../lists/summary';
import type { ReportSet, SpecialTopic, Subject, TagPage, Timeline, TimelineEntry } from './entities';

const id = (o: Record<string, unknown>, ...names: string[]) => int(pick(o, ...names));
/** A topic column's own fields, as getSubSpecialArticles and getSubject both send them; null without an id. */
function topicColumn(o: Record<string, unknown>) {
  const topicId = id(o, 'columnId', 'columnID');
  if (!topicId) return null;
  return {
    id: topicId,
    name: str(pick(o, 'columnName', 'name')),
    description: str(o.description),
    banner: optStr(pick(o, 'phoneIcon', 'padIcon')),
  };
}

/** Items without an id name nothing a reader can open. */
const articles = (raw: unknown) => parseArticleList(raw).filter((item) => item.id > 0);

/** getSubSpecialArticles: the topic column and `list` of sub-columns, each with its `list` of items. */
export function parseSpecialTopic(raw: unknown): SpecialTopic | null {
  const o = rec(raw);
  const column = topicColumn(o);
  if (!column) return null;
  return {
    ...column,
    sections: listOf(o)
      .map(rec)
      .map((s) => ({
        id: id(s, 'columnId', 'columnID'),
        name: str(pick(s, 'columnName', 'name')),
        articles: articles(s),
        hasMore: flag(s.hasMore),
      }))
      .filter((s) => s.id > 0),
  };
}

/** getSubject: the topic column and `list` of its sub-columns (no items). */
export function parseSubject(raw: unknown): Subject | null {
  const o = rec(raw);
  const column = topicColumn(o);
  if (!column) return null;
  return {
    ...column,
    fileId: id(o, 'fileId', 'fileID'),
    sections: listOf(o)
      .map(rec)
      .map((s) => ({ id: id(s, 'columnId', 'columnID'), name: str(pick(s, 'columnName', 'name')) }))
      .filter((s) => s.id > 0),
  };
}

/** tagScreenArticles: the tag and one page of `list`. */
export function parseTagPage(raw: unknown): TagPage | null {
  const o = rec(raw);
  const tagId = id(o, 'tagId', 'tagID', 'id');
  if (!tagId) return null;
  return {
    id: tagId,
    name: str(pick(o, 'tagName', 'name')),
    articles: articles(o),
    hasMore: flag(o.hasMore),
  };
}

/** personageReports: the person and one page of `list`. */
export function parseReportSet(raw: unknown): ReportSet | null {
  const o = rec(raw);
  const setId = id(o, 'id');
  if (!setId) return null;
  const list = articles(o);
  return {
    id: setId,
    name: str(o.name),
    duty: str(o.duty),
    description: str(o.description),
    photo: optStr(o.url),
    total: int(o.totalCount, list.length),
    articles: list,
    hasMore: flag(o.hasMore),
  };
}

function parseEntry(raw: unknown, told: Map<number, ArticleSummary>): TimelineEntry {
  const o = rec(raw);
  const article = told.get(int(o.fileId));
  return {
    id: id(o, 'id'),
    time: date(pick(o, 'time', 'publishtime')),
    title: str(o.title),
    text: str(pick(o, 'content', 'text')),
    ...(article ? { article } : {}),
  };
}

/** getTimeline: the hot point and its entries, oldest first whatever order they came in, each with its article. */
export function parseTimeline(raw: unknown): Timeline | null {
  const o = rec(raw);
  const timelineId = id(o, 'id');
  if (!timelineId) return null;
  const told = new Map(articles(o.articles).map((a) => [a.id, a]));
  return {
    id: timelineId,
    title: str(o.title),
    summary: str(o.summary),
    picture: optStr(o.pic),
    entries: listOf(o)
      .map((entry) => parseEntry(entry, told))
      .filter((e) => e.title || e.text)
      .sort((a, b) => a.time - b.time),
  };
}
