import type { SiteConfig, XyApi } from './entities';
import { safeHttpUrl } from '~/lib/safeUrl';
import { flag, int, pick, rec, str, type Rec } from '../lenient';

export const messengerAuthorizeUrl = 'https://open.weixin.qq.com/connect/oauth2/authorize';

function xyAuth(value: unknown): XyApi['xyAuth'] {
  const n = int(value);
  return n === 1 || n === 2 ? n : 0;
}

function parseXyApi(raw: unknown, siteId: number): XyApi {
  const o = rec(raw);
  return {
    siteId: int(pick(o, 'siteId', 'siteID'), siteId),
    appId: int(pick(o, 'appId', 'appID')),
    baseUrl: str(o.baseUrl),
    nisUrl: str(o.nisUrl),
    ssoUrl: str(pick(o, 'SSOUrl', 'ssoUrl')),
    advUrl: str(o.advUrl),
    mVodUrl: str(o.mVodUrl),
    minIOUrl: str(o.minIOUrl),
    xyAuth: xyAuth(o.xyAuth),
    // the wrapped envelope is what this client reads best (PUBLISHER_API §2.1)
    curVersions: str(o.curVersions, '1'),
    apiVersion: int(o.apiVersion),
    securitySource: str(o.securitySource),
    imageSuffixPath: str(o.imageSuffixPath, '@!'),
  };
}

/** The seed sends `{preview, living, replay}`; older configs a 0/1 switch. */
function liveTitles(value: unknown): SiteConfig['liveTitles'] {
  const o = rec(value);
  if (!Object.keys(o).length) return undefined;
  return { preview: str(o.preview), living: str(o.living), replay: str(o.replay) };
}

export function parseSiteConfig(raw: unknown): SiteConfig {
  const o = rec(raw);
  const siteConfig = rec(o.siteConfig);
  const discuss = rec(siteConfig.discuss);
  const globalCount = rec(siteConfig.globalCount);
  const filing = rec(o.filing);
  const socket = rec(o.socketServer);
  const bigData = rec(o.bigData);
  const ie = rec(o.ieErrorNotice);
  const font = rec(o.fontSize);
  const suffix: Rec = rec(o.imageSuffix);
  const siteId = int(pick(o, 'siteID', 'siteId'), 1);
  const titles = liveTitles(o.liveTitleStatus);
  return {
    siteId,
    appName: str(o.appName),
    appLogo: str(o.appLogo),
    padLogo: str(o.padLogo),
    appShareLogo: str(o.appShareLogo),
    themeColor: str(o.padColor),
    topicColor: str(o.topicColor),
    padListType: int(o.padListType),
    detailPageGrey: int(o.detailPageGrey) === 1,
    paperUrl: str(o.paperUrl),
    appDownload: {
      android: str(rec(o.appDownload).androidUrl),
      ios: str(rec(o.appDownload).iosUrl),
    },
    showSearchList: flag(o.showSearchList),
    filing: { open: flag(filing.open), url: str(filing.filingUrl), number: str(filing.filingNumber) },
    socketServer: { url: str(socket.url), token: str(socket.token) },
    bigData: {
      url: (safeHttpUrl(str(bigData.url)) ?? '').replace(/\/$/, ''),
      tenantCode: str(bigData.tenantCode),
      key: str(bigData.key),
    },
    wxAppid: str(o.wxAppid),
    // our publisher names the messenger's authorize page; real deployments use the messenger's own
    wxAuthorizeUrl: str(o.wxAuthorizeUrl, messengerAuthorizeUrl),
    authLogin: int(o.authLogin),
    tokenEnable: flag(o.tokenEnable),
    encryptKey4: str(o.encryptKey4),
    sm2PublicKey: str(pick(o, 'sm2PublicKey', 'sm2Key')),
    afsCheckEnabled: flag(rec(o.afsCheck).enable),
    ieErrorNotice: { open: flag(ie.open), text: str(ie.text) },
    liveTitleStatus: titles ? true : flag(o.liveTitleStatus),
    liveTitles: titles,
    fontSize: { base: int(font.base, 16), step: int(font.step, 2) },
    imageSuffix: {
      list: str(suffix.list),
      big: str(suffix.big),
      carousel: str(suffix.carousel),
      module: str(suffix.module),
      body: str(suffix.body),
    },
    // auditType arrives as "1" (PUBLISHER_API §4.7)
    discussAuditType: int(discuss.auditType),
    globalCount: {
      showPubTime: flag(pick(globalCount, 'showPubTime') ?? 1),
      showReadCount: flag(pick(globalCount, 'showReadCount') ?? 1),
      showDiscussCount: flag(pick(globalCount, 'showDiscussCount') ?? 1),
      showPraiseCount: flag(pick(globalCount, 'showPraiseCount') ?? 1),
    },
    xyApi: parseXyApi(o.xyApi, siteId),
  };
}
