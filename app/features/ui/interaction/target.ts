// What a content page hands its interaction bar (built on the server from the publisher's answer, so it never
// changes before the bar hydrates: docs/adr-islands.md).

/** A shared page's card: its words are cut per client when shared (spec §5, app/lib/share.ts). */
export interface ShareCard {
  /** the page's own address in share mode (isShare=true), what a shared link and the poster's QR code open */
  url: string;
  title: string;
  /** plain text, at most 100 characters */
  description: string;
  /** absolute http(s) picture, when the article has one */
  image?: string;
  /** spec §4 object type (article 0, activity 4, …) */
  objectType: number;
  poster: PosterBrand;
}

/** What a share poster draws beside the card's words (absolute http(s) addresses, checked on the server). */
export interface PosterBrand {
  siteName: string;
  /** the page's own picture; absent when the card's image is only the site's logo */
  picture?: string;
  logo?: string;
}

export interface InteractionTarget {
  /** the article's id (fileId) */
  id: number;
  likes: number;
  /** share mode (isShare=true): the page a shared link opens, without member-only controls */
  shareMode: boolean;
  /** absent when the newsroom closed sharing (shareClosed) or the page forbids it (forbidShare) */
  share?: ShareCard;
  /** counts the read once the page is alive (event eventType 0); pages that count their own leave it off */
  countRead?: boolean;
}
