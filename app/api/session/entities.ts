// The session area's entities: the site config and the tokens the core's session keeps.
// Field names are the reader's words; the wire spellings live only in the parsers.

export interface Filing {
  open: boolean;
  url: string;
  number: string;
}

export interface ImageSuffixes {
  list: string;
  big: string;
  carousel: string;
  module: string;
  body: string;
}

/** spec §3 xyApi group */
export interface XyApi {
  siteId: number;
  appId: number;
  baseUrl: string;
  nisUrl: string;
  ssoUrl: string;
  advUrl: string;
  mVodUrl: string;
  minIOUrl: string;
  /** 0 none, 1 on pages that require auth, 2 everywhere */
  xyAuth: 0 | 1 | 2;
  curVersions: string;
  apiVersion: number;
  securitySource: string;
  imageSuffixPath: string;
}

export interface SiteConfig {
  siteId: number;
  appName: string;
  appLogo: string;
  padLogo: string;
  appShareLogo: string;
  themeColor: string;
  topicColor: string;
  /** spec: 1 swaps the list picture side */
  padListType: number;
  detailPageGrey: boolean;
  paperUrl: string;
  /** the native app's download links (empty when the site sets none) */
  appDownload: { android: string; ios: string };
  showSearchList: boolean;
  filing: Filing;
  socketServer: { url: string; token: string };
  /** the analytics send-record's big-data host (http(s) only, else empty), tenant code and key (spec §7) */
  bigData: { url: string; tenantCode: string; key: string };
  wxAppid: string;
  /** the messenger's authorisation page (connect/oauth2/authorize) */
  wxAuthorizeUrl: string;
  /** messenger authorisation: 1 the code comes back in the URL, 2 wait for the messenger's bridge first */
  authLogin: number;
  tokenEnable: boolean;
  encryptKey4: string;
  sm2PublicKey: string;
  afsCheckEnabled: boolean;
  ieErrorNotice: { open: boolean; text: string };
  liveTitleStatus: boolean;
  /** live title prefixes (spec §9) when the config sends them */
  liveTitles?: { preview: string; living: string; replay: string };
  fontSize: { base: number; step: number };
  imageSuffix: ImageSuffixes;
  discussAuditType: number;
  globalCount: {
    showPubTime: boolean;
    showReadCount: boolean;
    showDiscussCount: boolean;
    showPraiseCount: boolean;
  };
  xyApi: XyApi;
}

export interface AnonymousToken {
  securityToken: string;
  expiresAt: number;
}

export interface AuthInfo {
  appKey: string;
  appSecret: string;
}

export interface AuthToken {
  authToken: string;
  expiresAt: number;
}
