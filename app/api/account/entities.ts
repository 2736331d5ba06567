// The account area's entity. Field names are the reader's words; the wire spellings live only in the parser.

/** spec §3 Login result + PUBLISHER_API §4.10 */
export interface Member {
  uid: string;
  userId: string;
  token: string;
  accessToken: string;
  refreshToken: string;
  nickname: string;
  phone: string;
  avatar: string;
  score: number;
}

/** A nickname change (modify): the member as now shown, and whether the new name waits for review. */
export interface Renamed {
  member: Member;
  /** held by moderation: the old name stays until the newsroom approves the new one */
  pending: boolean;
}

/** spec §4 messenger authorisation: who the messenger says the reader is */
export interface MessengerUser {
  openid: string;
  unionid: string;
  nickname: string;
  headimgurl: string;
}

/** What a member said in public: today a chat message in a live (sourceType 1). */
export interface PublicRemark {
  id: number;
  content: string;
  /** ms */
  time: number;
  /** said under an article (a comment) or in a live's chat */
  on: 'article' | 'live';
  /** the article's column, or the live's topic id; with fileId they make the address */
  rootId: number;
  fileId: number;
  /** the article's or the live's title */
  where: string;
}

/** A member's public page (userDetail): who they are, never their phone. */
export interface MemberProfile {
  uid: number;
  /** the member deleted their account: nothing of it is shown */
  cancelled: boolean;
  nickname: string;
  avatar: string;
  remarks: PublicRemark[];
}
