// qaDetail's and newQaDetail's data, read and shaped on the server, the same for every visitor. The page is one;
// the generation picks the parser (app/api/qa/parse.ts).
import type { Inquiry } from '~/api/qa/entities';
import { publisherForServer } from '~/api/server';
import { pictureUrl } from '~/features/lists/pictureUrl';
import { timeWords } from '~/features/lists/timeWords';
import type { Translate } from '~/i18n/translate';
import { formatDate } from '~/lib/dateFormat';
import { maskName } from '~/lib/maskName';
import { timeAgo } from '~/lib/relativeTime';
import { safeHttpUrl } from '~/lib/safeUrl';
import type { InquiryView } from './inquiryView';

const pictures = (urls: string[]) => urls.flatMap((u) => pictureUrl(u) ?? []);
const day = (ms: number) => (ms ? formatDate(ms, 'YYYY-MM-DD HH:mm') : '');

function figures(d: NonNullable<Inquiry['department']>, t: Translate): string {
  if (d.passed === 0) return t('qa.figuresNone');
  const rate = Math.round(d.replyRate * 100);
  return d.medianDays === null
    ? t('qa.figuresNoReply', { passed: d.passed })
    : t('qa.figures', { rate, days: Math.round(d.medianDays * 10) / 10 });
}

export function presentInquiry(q: Inquiry, now: number, t: Translate): InquiryView {
  return {
    id: q.id,
    title: q.title,
    text: q.text,
    category: q.category,
    region: q.region,
    ...(q.department ? { department: { name: q.department.name, figures: figures(q.department, t) } } : {}),
    askerId: q.askerId,
    asker: maskName(q.asker.name) || t('qa.anonymous'),
    when: q.askedAt ? timeAgo(q.askedAt, now, timeWords(t)) : '',
    location: q.location,
    pictures: pictures(q.pictures),
    videos: q.videos.flatMap((v) => {
      const url = safeHttpUrl(v.url);
      const poster = pictureUrl(v.poster);
      return url ? [{ url, ...(poster ? { poster } : {}) }] : [];
    }),
    audios: q.audios.flatMap((a) => (safeHttpUrl(a.url) ? [{ url: a.url }] : [])),
    step: q.step,
    steps: q.steps.map((s) => ({
      step: s.step,
      date: day(s.at),
      department: s.department,
      text: s.text,
      pictures: pictures(s.pictures),
    })),
    ...(q.reply ? { reply: { text: q.reply.text, pictures: pictures(q.reply.pictures) } } : {}),
    ...(q.followUp ? { followUp: { text: q.followUp.text, date: day(q.followUp.at) } } : {}),
    ...(q.rating ? { rating: q.rating } : {}),
  };
}

/** null: no such inquiry, or one not accepted yet. */
export async function loadInquiry(
  id: number,
  generation: 'old' | 'new',
  t: Translate,
): Promise<InquiryView | null> {
  const inquiry = await publisherForServer().qa.inquiry(id, generation);
  return inquiry ? presentInquiry(inquiry, Date.now(), t) : null;
}
