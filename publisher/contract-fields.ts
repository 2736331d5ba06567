/**
 * Fields the front end reads, per operation (docs/publisher-interface.md and SPEC §3). A test asserts that every
 * answer carries them, so a change here is a change to the contract. Paths: "list[]" means every item of list;
 * "a.b" a nested field.
 */
export const LIST_ITEM_FIELDS = [
  'fileId',
  'title',
  'listTitle',
  'columnID',
  'colID',
  'articleType',
  'picType',
  'publishtime',
  'version',
  'picBig',
  'picMiddle',
  'picSmall',
  'pic_list',
  'pic_list_title',
  'picRatio',
  'picCount',
  'attAbstract',
  'contentUrl',
  'shareUrl',
  'linkID',
  'countClick',
  'countDiscuss',
  'countPraise',
  'countShare',
  'shareClosed',
  'discussClosed',
  'xyAccountID',
  'source',
  'mark',
] as const;

export const ARTICLE_DETAIL_FIELDS = [
  ...LIST_ITEM_FIELDS,
  'aStatus',
  'liveStatus',
  'content',
  'images',
  'videos',
  'imageUrl',
  'columnName',
  'columnStyle',
  'siteID',
  'subtitle',
  'author',
  'editor',
  'liability',
  'checker',
  'approver',
  'reviewer',
  'finalReviewer',
  'planner',
  'cameraman',
  'drawer',
  'collaborator',
  'director',
  'intern',
  'correspondent',
  'reporters',
  'related',
  'tags',
  'config.videos',
  // Body pictures: the front end sets width and height on every <img> from the original's size.
  'images[].ref',
  'images[].imagearray[].ref',
  'images[].imagearray[].imageUrl',
  'images[].imagearray[].width',
  'images[].imagearray[].height',
] as const;

export const COLUMN_FIELDS = [
  'columnId',
  'columnID',
  'columnName',
  'columnStyle',
  'columnType',
  'topCount',
  'parentId',
  'children',
  'casNames',
] as const;

export const SITE_CONFIG_FIELDS = [
  'siteID',
  'appName',
  'appLogo',
  'padLogo',
  'appShareLogo',
  'padColor',
  'topicColor',
  'padListType',
  'detailPageGrey',
  'paperUrl',
  'showSearchList',
  'filing.open',
  'filing.filingUrl',
  'filing.filingNumber',
  'socketServer.url',
  'wxAppid',
  'authLogin',
  'tokenEnable',
  'encryptKey4',
  'sm2PublicKey',
  'afsCheck.enable',
  'ieErrorNotice',
  'liveTitleStatus',
  'fontSize',
  'imageSuffix',
  'siteConfig.discuss.auditType',
  'siteConfig.globalCount',
  'xyApi.siteId',
  'xyApi.appId',
  'xyApi.baseUrl',
  'xyApi.nisUrl',
  'xyApi.SSOUrl',
  'xyApi.advUrl',
  'xyApi.mVodUrl',
  'xyApi.minIOUrl',
  'xyApi.xyAuth',
  'xyApi.curVersions',
  'xyApi.apiVersion',
  'xyApi.securitySource',
  'xyApi.imageSuffixPath',
] as const;

export const MEMBER_FIELDS = [
  'uid',
  'userid',
  'token',
  'nickname',
  'username',
  'phone',
  'head',
  'score',
  'sex',
  'isDefPassword',
] as const;

const prefixed = (prefix: string, fields: readonly string[]) => fields.map((f) => `${prefix}.${f}`);

/** Required fields of each payload (inside `data` when wrapped). */
export const CONTRACT_FIELDS: Record<string, readonly string[]> = {
  getConfig: SITE_CONFIG_FIELDS,
  serverTime: ['serverTime'],
  authinfo: ['appKey', 'appSecret'],
  auth: ['authToken', 'authTime'],
  getAnonymousToken: ['securityToken', 'expireTime'],
  refreshAccessToken: ['accessToken', 'refreshToken', 'expireTime'],
  getUserInfo: MEMBER_FIELDS,
  getColumns: ['version', 'columns', 'topColumns', ...prefixed('columns[]', COLUMN_FIELDS)],
  getColumn: COLUMN_FIELDS,
  getArticles: [
    'list',
    'carousel',
    'modules',
    'topModule',
    'liveArticles',
    'hasMore',
    'totalCount',
    ...prefixed('list[]', LIST_ITEM_FIELDS),
    ...prefixed('carousel[]', LIST_ITEM_FIELDS),
    ...prefixed('modules[]', [
      'type',
      'moduleID',
      'name',
      'position',
      'showMore',
      'displayStyle',
      'charactor',
    ]),
    ...prefixed('topModule', ['moduleID', 'name', 'cmDisplayStyle', 'charactor']),
    ...prefixed('liveArticles[]', [...LIST_ITEM_FIELDS, 'liveStatus', 'config.videos']),
  ],
  moduleView: ['type', 'moduleID', 'name', 'list'],
  getArticleContent: ARTICLE_DETAIL_FIELDS,
  getRelArticles: ['list', ...prefixed('list[]', LIST_ITEM_FIELDS)],
  articleHot: ['list', ...prefixed('list[]', LIST_ITEM_FIELDS)],
  getArticleCounts: ['fileId', 'countClick', 'countDiscuss', 'countPraise', 'countShare'],
  event: ['value'],
  recordAccessCount: ['value'],
  // SSO: inside `value` and `data`.
  sendCode: ['sent'],
  loginByPhone: [...MEMBER_FIELDS, 'accessToken', 'refreshToken'],
  login: [...MEMBER_FIELDS, 'accessToken', 'refreshToken'],
  register: [...MEMBER_FIELDS, 'accessToken', 'refreshToken'],
  oauthBindPhone: [...MEMBER_FIELDS, 'accessToken', 'refreshToken'],
};

/** The required paths missing from a payload (empty when it satisfies the contract). */
export function missingFields(payload: unknown, fields: readonly string[]): string[] {
  const missing: string[] = [];
  const walk = (value: unknown, parts: string[], shown: string) => {
    if (parts.length === 0) return;
    const [head, ...rest] = parts as [string, ...string[]];
    const isList = head.endsWith('[]');
    const key = isList ? head.slice(0, -2) : head;
    if (value === null || typeof value !== 'object' || !(key in value)) {
      missing.push(shown ? `${shown}.${head}` : head);
      return;
    }
    const child = (value as Record<string, unknown>)[key];
    const here = shown ? `${shown}.${key}` : key;
    if (isList) {
      if (!Array.isArray(child)) missing.push(`${here} (not a list)`);
      else child.forEach((item, i) => walk(item, rest, `${here}[${i}]`));
    } else if (rest.length > 0 && child !== null) {
      walk(child, rest, here);
    }
  };
  for (const field of fields) walk(payload, field.split('.'), '');
  return [...new Set(missing)];
}
