// A new avatar: the member picks a picture (spec §5 kinds, at most 2 MB, told here at once), the publisher checks
// its bytes again and keeps a small copy; the card shows the new one when it answers.
import { useId, useState, type ChangeEvent } from 'react';
import { readDataUrl } from '~/features/ui/member/readDataUrl';
import { useI18n } from '~/i18n/context';
import { isAcceptedPicture } from '~/lib/pictureKinds';
import { isPublisherError } from '~/api/errors';
import { failureMessage } from './loginRules';
import { NoticeLine } from './NoticeLine';
import { accountApi, type FormNotice } from './useSendCode';
import styles from './MemberAccount.module.css';

const maxBytes = 2 * 1024 * 1024;

export function AvatarPicker({ onChanged }: { onChanged: (avatar: string) => void }) {
  const { t } = useI18n();
  const id = useId();
  const [notice, setNotice] = useState<FormNotice>();
  const [busy, setBusy] = useState(false);
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!isAcceptedPicture(file)) return setNotice({ tone: 'error', message: 'account.me.pictureOnly' });
    if (file.size > maxBytes) return setNotice({ tone: 'error', message: 'account.me.pictureTooBig' });
    setBusy(true);
    setNotice(undefined);
    try {
      const member = await (await accountApi()).uploadAvatar(await readDataUrl(file));
      onChanged(member.avatar);
      setNotice({ tone: 'info', message: 'account.me.avatarChanged' });
    } catch (error) {
      // the publisher refuses bytes that are no picture (400) in the spec's words, which are ours too
      const refused = isPublisherError(error) && error.httpStatus === 400;
      setNotice({
        tone: 'error',
        message: refused ? 'account.me.pictureOnly' : failureMessage(error, 'account.me.actionFailed'),
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.avatar}>
      <label className={styles.button}>
        <input
          className={styles.file}
          type="file"
          accept="image/jpeg,image/png,image/gif,image/bmp"
          disabled={busy}
          onChange={pick}
          aria-describedby={`${id}-notice`}
        />
        {t(busy ? 'account.me.uploading' : 'account.me.avatar')}
      </label>
      <NoticeLine id={`${id}-notice`} notice={notice} />
    </div>
  );
}
