// What every form a reader sends the newsroom does (the tip-off, the submission): the draft kept as it is typed
// (useFormDraft, IndexedDB) until the publisher took it, one send at a time, a request key so the same draft sent
// twice is one, and a failure said in the reader's words with the draft kept.
import { useRef, useState } from 'react';
import { pendingFiles } from '~/features/ui/upload/UploadField';
import type { DraftFile } from '~/features/ui/upload/formDrafts';
import { sendFailure } from '~/features/ui/upload/sendFailure';
import { useFormDraft } from '~/features/ui/upload/useFormDraft';
import type { MessageKey } from '~/i18n/messages.server';
import { randomHex } from '~/lib/randomHex';

/** What stops a send: a rule of the form (with its numbers), the publisher's own words, or a sign-in. */
export type ReaderFormProblem =
  { key: MessageKey; max?: number; field?: MessageKey } | { text: string } | { login: true };

export const newRequestKey = () => randomHex(12);

/** The area's words for a failed send: `failed` in general, `draftKept` when the network or the publisher was away. */
export interface FailureWords {
  failed: MessageKey;
  draftKept: MessageKey;
}

/**
 * A reader's form over its draft under `draftKey` (`fresh` the empty one, with its request key). `send` sends the
 * fields and the finished files (throwing NotSignedIn for a visitor) and ends where the reader goes next; the draft
 * is forgotten once it succeeded. Files still uploading stop the send with the upload widget's word.
 */
export function useReaderForm<Fields extends { requestKey: string }>({
  draftKey,
  fresh,
  check,
  send,
  words,
}: {
  draftKey: string;
  fresh: () => Fields;
  check: (fields: Fields, files: DraftFile[]) => ReaderFormProblem | undefined;
  send: (fields: Fields, files: DraftFile[]) => Promise<() => void>;
  words: FailureWords;
}) {
  const { draft, change, forget } = useFormDraft<Fields>(draftKey, fresh);
  const [problem, setProblem] = useState<ReaderFormProblem>();
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);

  const set = (part: Partial<Fields>) => change((d) => ({ fields: { ...d.fields, ...part } }));
  const setFiles = (next: (files: DraftFile[]) => DraftFile[]) => change((d) => ({ files: next(d.files) }));

  async function submit() {
    if (inFlight.current || !draft) return;
    const wrong = check(draft.fields, draft.files);
    if (wrong) return setProblem(wrong);
    if (pendingFiles(draft.files) > 0) return setProblem({ key: 'uploads.wait' });
    inFlight.current = true;
    setSending(true);
    setProblem(undefined);
    try {
      const next = await send(draft.fields, draft.files);
      await forget();
      next();
    } catch (error) {
      setProblem(sendFailure(error, words));
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  return { draft, set, setFiles, problem, setProblem, sending, submit };
}
