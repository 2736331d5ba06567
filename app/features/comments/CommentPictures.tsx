import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { pictureUrl } from '~/features/lists/pictureUrl';
import { useI18n } from '~/i18n/context';
import type { MessageKey } from '~/i18n/messages.server';
import { commentsApi } from './commentsClient';
import type { DraftPicture } from './drafts';
import {
  maxPictureMB,
  maxPictures,
  pictureRefusal,
  uploadFailure,
  type UploadFailure,
} from './pictureChecks';
import styles from './CommentPictures.module.css';

/** A picture on its way up: its own preview, how far it got, and why it stopped if it did. */
interface Upload {
  key: number;
  file: File;
  preview: string;
  progress: number;
  failure?: UploadFailure;
  controller: AbortController;
}

const accept = '.jpg,.jpeg,.png,.gif,.bmp,image/jpeg,image/png,image/gif,image/bmp';

/**
 * The comment box's pictures (spec §5: up to 9, jpg/jpeg/png/gif/bmp by name and by bytes). Each picture chosen
 * uploads at once, with its progress and a cancel; one that fails says so and can be tried again. The uploaded ones
 * belong to the draft (`pictures`, kept by the box), so they survive whatever the text survives.
 */
export function CommentPictures({
  pictures,
  onUploaded,
  onRemove,
  onUploadingChange,
  onLoginNeeded,
}: {
  pictures: DraftPicture[];
  onUploaded: (picture: DraftPicture) => void;
  onRemove: (id: number) => void;
  /** how many are still on their way (the box waits for them before sending) */
  onUploadingChange: (count: number) => void;
  onLoginNeeded: () => void;
}) {
  const { t } = useI18n();
  const input = useRef<HTMLInputElement>(null);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [notice, setNotice] = useState<MessageKey>();
  // read by the async choosing and by the cleanup, which outlive the render they started in
  const live = useRef<Upload[]>([]);
  live.current = uploads;
  const nextKey = useRef(0);

  useEffect(() => {
    onUploadingChange(uploads.filter((u) => !u.failure).length);
  }, [uploads, onUploadingChange]);

  // the box closed: what is still uploading is no longer wanted
  useEffect(
    () => () =>
      live.current.forEach((u) => {
        u.controller.abort();
        URL.revokeObjectURL(u.preview);
      }),
    [],
  );

  const update = (key: number, change: Partial<Upload>) =>
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));

  const drop = (upload: Upload) => {
    URL.revokeObjectURL(upload.preview);
    setUploads((list) => list.filter((u) => u.key !== upload.key));
  };

  async function send(upload: Upload) {
    const { controller } = upload;
    try {
      const api = await commentsApi();
      const uploaded = await api.upload(
        { blob: upload.file, name: upload.file.name },
        { onProgress: (progress) => update(upload.key, { progress }), signal: controller.signal },
      );
      if (controller.signal.aborted) return;
      if (!uploaded) return update(upload.key, { failure: { key: 'comments.box.uploadFailed' } });
      drop(upload);
      onUploaded({ id: uploaded.id, url: uploaded.url, name: upload.file.name });
    } catch (error) {
      // cancelled by the reader: the picture is already gone from the list
      if (!controller.signal.aborted) update(upload.key, { failure: uploadFailure(error) });
    }
  }

  function retry(upload: Upload) {
    const again = { ...upload, controller: new AbortController(), failure: undefined, progress: 0 };
    update(upload.key, again);
    void send(again);
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length === 0) return;
    setNotice(undefined);
    if (!(await commentsApi()).memberId()) return onLoginNeeded();
    let room = maxPictures - pictures.length - live.current.length;
    const started: Upload[] = [];
    for (const file of files) {
      if (room <= 0) {
        setNotice('comments.box.pictureMax');
        break;
      }
      const refusal = await pictureRefusal(file);
      if (refusal) {
        setNotice(refusal);
        continue;
      }
      room -= 1;
      nextKey.current += 1;
      started.push({
        key: nextKey.current,
        file,
        preview: URL.createObjectURL(file),
        progress: 0,
        controller: new AbortController(),
      });
    }
    setUploads((list) => [...list, ...started]);
    started.forEach((upload) => void send(upload));
  }

  const full = pictures.length + uploads.length >= maxPictures;

  return (
    <div className={styles.pictures}>
      {(pictures.length > 0 || uploads.length > 0) && (
        <ul className={styles.list}>
          {pictures.map((p, i) => (
            <li key={p.id} className={styles.item}>
              <img
                className={styles.thumb}
                src={pictureUrl(p.url)}
                alt={t('comments.picture', { n: i + 1 })}
                width="64"
                height="64"
              />
              <button type="button" className={styles.remove} onClick={() => onRemove(p.id)}>
                {t('comments.box.removePicture', { n: i + 1 })}
              </button>
            </li>
          ))}
          {uploads.map((u) => {
            const percent = Math.round(u.progress * 100);
            return (
              <li key={u.key} className={styles.item}>
                <img className={styles.thumb} src={u.preview} alt={u.file.name} width="64" height="64" />
                {u.failure ? (
                  <>
                    <span className={styles.failed} role="alert">
                      {'key' in u.failure ? t(u.failure.key, { mb: maxPictureMB }) : u.failure.text}
                    </span>
                    <button type="button" className={styles.retry} onClick={() => retry(u)}>
                      {t('comments.box.retryUpload')}
                    </button>
                  </>
                ) : (
                  <progress
                    className={styles.progress}
                    max={100}
                    value={percent}
                    aria-label={t('comments.box.uploading', { percent })}
                  />
                )}
                <button
                  type="button"
                  className={styles.remove}
                  onClick={() => {
                    u.controller.abort();
                    drop(u);
                  }}
                >
                  {t('comments.box.cancelUpload')}
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
          onClick={() => (full ? setNotice('comments.box.pictureMax') : input.current?.click())}
        >
          {t('comments.box.addPictures')}
        </button>
        <span className={styles.count}>
          {t('comments.box.pictureCount', { n: pictures.length + uploads.length, max: maxPictures })}
        </span>
        <input
          ref={input}
          // out of sight, not display:none: a hidden input will not open from a script on some older phones
          className="visually-hidden"
          type="file"
          accept={accept}
          multiple
          tabIndex={-1}
          aria-label={t('comments.box.addPictures')}
          onChange={(event) => void choose(event)}
        />
      </div>
      {notice && (
        <p className={styles.notice} role="alert">
          {t(notice, { max: maxPictures, mb: maxPictureMB })}
        </p>
      )}
    </div>
  );
}
