// What the invite and download pages read for everyone, on the server: the rules and the app's download links.
import type { InviteRules } from '~/api/invite/entities';
import { publisherForServer } from '~/api/server';
import { safeHttpUrl } from '~/lib/safeUrl';

export interface DownloadLinks {
  android?: string;
  ios?: string;
}

/** The configured store links, each only when it is an http(s) URL. */
export async function loadDownloadLinks(): Promise<DownloadLinks> {
  const { appDownload } = await publisherForServer().session.getConfig();
  const android = safeHttpUrl(appDownload.android);
  const ios = safeHttpUrl(appDownload.ios);
  return { ...(android ? { android } : {}), ...(ios ? { ios } : {}) };
}

export function loadInviteRules(): Promise<InviteRules> {
  return publisherForServer().invite.rules();
}
