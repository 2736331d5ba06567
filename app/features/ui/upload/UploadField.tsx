import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import type { AttachmentKind } from '~/api/uploads/entities';
import { pictureUrl } from '~/features/lists/pictureUrl';
import { useI18n } from '~/i18n/context';
import type { MessageKey } from '~/i18n/messages.server';
import { checkFile, pickerAccept, uploadFailure, type UploadFailure } from './fileRules';
import type { DraftFile } from './formDrafts';
import { needsNewTicket, sendFile } from './sendFile';
import { shrinkPicture } from './shrinkPicture';
import { uploadsClient } from './uploadsClient';
import styles from './UploadField.module.css';

type FilesChange = (next: (files: DraftFile[]) => DraftFile[]) => void;

const newKey = () => Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16)).join('');

/** Files of the draft still on their way up (the form waits for them before sending). */
export const pendingFiles = (files: DraftFile[]) => files.filter((f) => !f.attachment).length;

/**
 * The one upload widget of every form readers send files with (docs/uploads.md). Each file chosen or taken is
 * checked by its bytes, made smaller if it is a picture, and sent at once in chunks, with its own progress and a
 * cancel; one that fails says why and can be tried again without touching the others; a lost network pauses it
 * until the network is back. The files belong to the form's draft (`files`, kept in IndexedDB by useFormDraft), so
 * a reload resumes them where they stopped.
 */
export function UploadField({
  accepts,
  max,
  files,
  onFiles,
  onLoginNeeded,
}: {
  /** what the form takes; undefined: pictures, video and audio */
  accepts: AttachmentKind | undefined;
  max: number;
  files: DraftFile[];
  onFiles: FilesChange;
  onLoginNeeded: () => void;
}) {
  const { t } = useI18n();
  const chooser = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<Record<string, number>>({});
  const [failures, setFailures] = useState<Record<string, UploadFailure>>({});
  const [notice, setNotice] = useState<UploadFailure>();
  const [preparing, setPreparing] = useState(0);
  const active = useRef(new Map<string, AbortController>());
  /** uploads stopped because the network went, not by the reader */
  const paused = useRef(new Set<string>());
  const previews = useRef(new Map<string, string>());
  /** what the camera button takes: a form for any kind takes a photo */
  const takes: AttachmentKind = accepts ?? 'picture';
  const most = { key: `uploads.max.${accepts ?? 'any'}` } as const;

  const setFailure = (key: string, failure: UploadFailure | undefined) =>
    setFailures(({ [key]: _old, ...rest }) => (failure ? { ...rest, [key]: failure } : rest));
  const changeFile = (key: string, change: Partial<DraftFile>) =>
    onFiles((list) => list.map((f) => (f.key === key ? { ...f, ...change } : f)));

  async function start(file: DraftFile) {
    const controller = new AbortController();
    active.current.set(file.key, controller);
    const { signal } = controller;
    try {
      const { api } = await uploadsClient();
      const attachment = await sendFile(api, { blob: file.blob!, name: file.name }, file.upload, {
        accepts,
        signal,
        onProgress: (fraction) => setProgress((p) => ({ ...p, [file.key]: fraction })),
        onState: (upload) => changeFile(file.key, { upload }),
      });
      if (signal.aborted) return;
      if (!attachment) return setFailure(file.key, { key: 'uploads.failed' });
      changeFile(file.key, { attachment, blob: undefined });
    } catch (error) {
      if (paused.current.delete(file.key))
        return setFailure(file.key, { key: 'uploads.offline', offline: true });
      // cancelled by the reader: the file is already gone from the draft
      if (signal.aborted) return;
      if (needsNewTicket(error)) changeFile(file.key, { upload: { sent: [] } });
      setFailure(file.key, uploadFailure(error, file.kind, accepts));
    } finally {
      if (active.current.get(file.key) === controller) active.current.delete(file.key);
    }
  }

  // whatever is not kept yet goes up: files just chosen, files of a draft reopened, files tried again
  useEffect(() => {
    for (const file of files) {
      if (file.attachment || !file.blob || active.current.has(file.key) || failures[file.key]) continue;
      if (navigator.onLine === false) setFailure(file.key, { key: 'uploads.offline', offline: true });
      else void start(file);
    }
  });

  // the network is gone: what is on its way stops now (a request cut off mid-way may hang instead of failing) and
  // waits; the network is back: what stopped for it goes on
  useEffect(() => {
    const pause = () =>
      active.current.forEach((controller, key) => {
        paused.current.add(key);
        controller.abort();
      });
    const resume = () =>
      setFailures((all) => Object.fromEntries(Object.entries(all).filter(([, f]) => !('offline' in f))));
    window.addEventListener('offline', pause);
    window.addEventListener('online', resume);
    return () => {
      window.removeEventListener('offline', pause);
      window.removeEventListener('online', resume);
    };
  }, []);

  // the form closed: what is still going up is no longer wanted now (the draft keeps it for next time)
  useEffect(() => {
    const running = active.current;
    const urls = previews.current;
    return () => {
      running.forEach((controller) => controller.abort());
      running.clear();
      urls.forEach((url) => URL.revokeObjectURL(url));
      urls.clear();
    };
  }, []);

  // the picture as the phone has it, while this page has its bytes (it is what was sent, and it costs nothing to
  // draw); after a reload the publisher's copy
  const previewOf = (file: DraftFile) => {
    let url = previews.current.get(file.key);
    if (!url && file.blob) previews.current.set(file.key, (url = URL.createObjectURL(file.blob)));
    if (url) return url;
    if (file.attachment)
      return pictureUrl(file.attachment.kind === 'video' ? file.attachment.poster : file.attachment.url);
    return undefined;
  };

  function remove(file: DraftFile) {
    active.current.get(file.key)?.abort();
    active.current.delete(file.key);
    const url = previews.current.get(file.key);
    if (url) URL.revokeObjectURL(url);
    previews.current.delete(file.key);
    setFailure(file.key, undefined);
    onFiles((list) => list.filter((f) => f.key !== file.key));
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (chosen.length === 0) return;
    setNotice(undefined);
    if (!(await uploadsClient()).signedIn) return onLoginNeeded();
    let room = max - files.length;
    setPreparing((n) => n + 1);
    try {
      for (const picked of chosen) {
        if (room <= 0) {
          setNotice(most);
          break;
        }
        const checked = await checkFile(picked, accepts);
        if ('refusal' in checked) {
          setNotice(checked.refusal);
          continue;
        }
        room -= 1;
        const blob = checked.kind === 'picture' ? await shrinkPicture(picked) : picked;
        const file: DraftFile = {
          key: newKey(),
          name: picked.name,
          kind: checked.kind,
          blob,
          upload: { sent: [] },
        };
        onFiles((list) => [...list, file]);
      }
    } finally {
      setPreparing((n) => n - 1);
    }
  }

  const words = (failure: UploadFailure) =>
    'key' in failure ? t(failure.key, { mb: failure.mb ?? 0, max }) : failure.text;
  const counts: Record<AttachmentKind, number> = { picture: 0, video: 0, audio: 0 };

  return (
    <div className={styles.field}>
      {files.length > 0 && (
        <ul className={styles.list}>
          {files.map((file) => {
            const n = (counts[file.kind] += 1);
            const label = t(`uploads.item.${file.kind}` as MessageKey, { n });
            const failure = failures[file.key];
            const percent = Math.round((progress[file.key] ?? 0) * 100);
            const preview = previewOf(file);
            const isLocal = preview?.startsWith('blob:');
            return (
              <li key={file.key} className={styles.item}>
                {file.kind === 'audio' ? (
                  <span className={styles.audio}>
                    {file.attachment?.duration
                      ? t('uploads.seconds', { s: file.attachment.duration })
                      : label}
                  </span>
                ) : file.kind === 'video' && isLocal ? (
                  <video
                    className={styles.thumb}
                    src={preview}
                    muted
                    playsInline
                    preload="metadata"
                    aria-label={label}
                  />
                ) : (
                  <img className={styles.thumb} src={preview} alt={label} width="64" height="64" />
                )}
                {failure ? (
                  <>
                    <span className={styles.failed} role="alert">
                      {words(failure)}
                    </span>
                    <button
                      type="button"
                      className={styles.button}
                      onClick={() => setFailure(file.key, undefined)}
                    >
                      {t('uploads.retry')}
                    </button>
                  </>
                ) : (
                  !file.attachment && (
                    <progress
                      className={styles.progress}
                      max={100}
                      value={percent}
                      aria-label={t('uploads.progress', { name: label, percent })}
                    />
                  )
                )}
                {/* the tile's word is short; its name says which file */}
                <button
                  type="button"
                  className={styles.button}
                  aria-label={t(file.attachment ? 'uploads.remove' : 'uploads.cancel', { name: label })}
                  onClick={() => remove(file)}
                >
                  {t(file.attachment ? 'uploads.removeShort' : 'uploads.cancelShort')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <div className={styles.bar}>
        <button
          type="button"
          className={styles.add}
          onClick={() => (files.length >= max ? setNotice(most) : chooser.current?.click())}
        >
          {t(accepts ? `uploads.add.${accepts}` : 'uploads.add.any')}
        </button>
        <button
          type="button"
          className={styles.add}
          onClick={() => (files.length >= max ? setNotice(most) : camera.current?.click())}
        >
          {t(`uploads.take.${takes}`)}
        </button>
        <span className={styles.count}>
          {preparing > 0
            ? t('uploads.preparing')
            : t(`uploads.count.${accepts ?? 'any'}`, { n: files.length, max })}
        </span>
        {/* out of sight, not display:none: a hidden input will not open from a script on some older phones */}
        <input
          ref={chooser}
          className="visually-hidden"
          type="file"
          accept={pickerAccept(accepts)}
          multiple
          tabIndex={-1}
          aria-label={t(accepts ? `uploads.add.${accepts}` : 'uploads.add.any')}
          onChange={(event) => void choose(event)}
        />
        <input
          ref={camera}
          className="visually-hidden"
          type="file"
          accept={pickerAccept(takes)}
          capture="environment"
          tabIndex={-1}
          aria-label={t(`uploads.take.${takes}`)}
          onChange={(event) => void choose(event)}
        />
      </div>
      {notice && (
        <p className={styles.notice} role="alert">
          {words(notice)}
        </p>
      )}
    </div>
  );
}
