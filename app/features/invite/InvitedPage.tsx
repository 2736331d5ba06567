// invitedToDownload/:id?/:code?.html: the page an invite link opens. The code is recorded for this device once the
// page runs (the device id lives in the browser), with what became of it; the download offer is there either way.
import { useEffect, useState } from 'react';
import type { InviteRules, RecordResult } from '~/api/invite/entities';
import { useI18n } from '~/i18n/context';
import type { MessageKey } from '~/i18n/messages.server';
import { DownloadOffer } from './DownloadOffer';
import type { DownloadLinks } from './loadInvite.server';
import { RulesList } from './RulesList';
import styles from './Invite.module.css';

const outcomeText: Record<RecordResult['outcome'], MessageKey> = {
  recorded: 'invite.recorded',
  unknown: 'invite.unknown',
  used: 'invite.used',
  own: 'invite.own',
  refused: 'invite.refused',
};

type Recording = { kind: 'waiting' } | { kind: 'done'; result: RecordResult } | { kind: 'failed' };

/** `code` is empty when the link has none; `malformed` when what it has cannot be a code (nobody's, then). */
export function InvitedPage({
  code,
  malformed,
  links,
  rules,
}: {
  code: string;
  malformed: boolean;
  links: DownloadLinks;
  rules: InviteRules;
}) {
  const { t } = useI18n();
  const [recording, setRecording] = useState<Recording>({ kind: 'waiting' });
  useEffect(() => {
    if (!code) return;
    let current = true;
    void (async () => {
      try {
        const api = await (await import('~/platform/publisher.client')).loadApi('invite');
        const result = await api.record(code);
        if (current) setRecording({ kind: 'done', result });
      } catch {
        if (current) setRecording({ kind: 'failed' });
      }
    })();
    return () => {
      current = false;
    };
  }, [code]);
  const result = recording.kind === 'done' ? recording.result : undefined;
  return (
    <section className={styles.page} aria-labelledby="invited-title">
      <h1 id="invited-title" className={styles.title}>
        {t('invite.downloadTitle')}
      </h1>
      {result?.inviter.nickname && <p>{t('invite.recordedBy', { name: result.inviter.nickname })}</p>}
      {code ? <p className={styles.code}>{t('invite.codeIs', { code })}</p> : null}
      <p
        role={
          malformed || recording.kind === 'failed' || (result && result.outcome !== 'recorded')
            ? 'alert'
            : 'status'
        }
        className={styles.notice}
      >
        {malformed
          ? t('invite.unknown')
          : !code
            ? t('invite.noCode')
            : recording.kind === 'waiting'
              ? t('invite.recording')
              : t(result ? outcomeText[result.outcome] : 'invite.refused')}
      </p>
      <DownloadOffer links={links} />
      <RulesList rules={rules} />
    </section>
  );
}
