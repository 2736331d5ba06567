// An inquiry as its page draws it: on the server for a public one, in the browser for the asker's own before then.
import type { Inquiry } from '~/api/qa/entities';
import { pictureUrl } from '~/features/lists/pictureUrl';
import { timeWords } from '~/features/lists/timeWords';
import type { Translate } from '~/i18n/translate';
import { formatDate } from '~/lib/dateFormat';
import { maskName } from '~/lib/maskName';
import { timeAgo } from '~/lib/relativeTime';
import { safeHttpUrl } from '~/lib/safeUrl';
import { figuresInWords } from './figuresInWords';
import type { InquiryView } from './inquiryView';

const pictures = (urls: string[]) => urls.flatMap((u) => pictureUrl(u) ?? []);
const day = (ms: number) => (ms ? formatDate(ms, 'YYYY-MM-DD HH:mm') : '');

export function presentInquiry(q: Inquiry, now: number, t: Translate): InquiryView {
  return {
    id: q.id,
    title: q.title,
    text: q.text,
    category: q.category,
    region: q.region,
    ...(q.department
      ? { department: { name: q.department.name, figures: figuresInWords(q.department, t) } }
      : {}),
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
