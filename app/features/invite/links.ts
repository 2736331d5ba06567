// The invite pages' own addresses (kept out of lib/paths, which every page's first load carries).
export const inviteHref = {
  shareInvite: () => '/shareinvite.html',
  /** the link a member's invite poster encodes: who invites (`uid`) and their code */
  invitedToDownload: (uid: string, code: string) =>
    `/invitedToDownload/${encodeURIComponent(uid)}/${encodeURIComponent(code)}.html`,
};
