// What the tip-off form checks before anything leaves (the publisher checks the same, and says so in Chinese): the
// parts' lengths, the phone's shape, the files by kind. Lengths count code points, as the publisher does.
import type { Coordinates } from '~/api/tipoff/entities';
import type { DraftFile } from '~/features/ui/upload/formDrafts';
import type { MessageKey } from '~/i18n/messages.server';
import { textLength as length } from '~/features/ui/readerForm/textLength';

export const TIPOFF_MAX = { title: 50, text: 2_000, place: 100, happenedAt: 30, name: 30 } as const;
export const TIPOFF_FILES = { picture: 9, video: 3, audio: 3 } as const;

export interface TipoffFields {
  title: string;
  text: string;
  place: string;
  /** where the reader's browser put it, when they tapped 定位 and allowed it */
  location?: Coordinates;
  happenedAt: string;
  name: string;
  phone: string;
  anonymous: boolean;
  requestKey: string;
}

export type FormProblem = { key: MessageKey; max?: number };


export function formProblem(f: TipoffFields, files: DraftFile[]): FormProblem | undefined {
  if (length(f.title) === 0) return { key: 'tipoff.form.emptyTitle' };
  if (length(f.title) > TIPOFF_MAX.title) return { key: 'tipoff.form.titleTooLong', max: TIPOFF_MAX.title };
  if (length(f.text) === 0) return { key: 'tipoff.form.emptyText' };
  if (length(f.text) > TIPOFF_MAX.text) return { key: 'tipoff.form.textTooLong', max: TIPOFF_MAX.text };
  if (f.phone.trim() && !/^\+?[\d\s-]{5,20}$/.test(f.phone.trim())) return { key: 'tipoff.form.badPhone' };
  for (const kind of ['picture', 'video', 'audio'] as const) {
    const n = files.filter((file) => file.kind === kind).length;
    if (n > TIPOFF_FILES[kind]) return { key: `tipoff.form.tooMany.${kind}`, max: TIPOFF_FILES[kind] };
  }
  return undefined;
}

/** The ids of the kept files, by kind, as the tipoff call takes them. */
export function fileIds(files: DraftFile[]) {
  const of = (kind: 'picture' | 'video' | 'audio') =>
    files.flatMap((f) => (f.attachment?.kind === kind ? [f.attachment.id] : []));
  return { pictureIds: of('picture'), videoIds: of('video'), audioIds: of('audio') };
}
