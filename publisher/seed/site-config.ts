import { PUBLIC_URL_TOKEN } from '../app-if/session/site-store.ts';
import { SITE } from './pools.ts';

const P = PUBLIC_URL_TOKEN;

/** The demo site's config, as a publisher would set it; sm2PublicKey is filled in at seed time. */
export function demoSiteConfig(sm2PublicKey: string): Record<string, unknown> {
  return {
    siteID: 1,
    siteName: SITE.siteName,
    appName: SITE.appName,
    appLogo: `${P}/pic/brand/app-logo.png`,
    padLogo: `${P}/pic/brand/pad-logo.png`,
    appShareLogo: `${P}/pic/brand/share-logo.png`,
    backgroundLogo: `${P}/pic/brand/pad-logo.png`,
    padColor: '#1a6fb5',
    topicColor: '#e0492f',
    padListType: 0,
    padBroadcast: 0,
    detailPageGrey: 0,
    // the latest issue of the paper, on the touch pages' own paperSharePage
    paperUrl: `${P}/template/displayTemplate/news/paperSharePage.html`,
    // the client's download links per platform (downloadClient.html, invites): the package and the App Store page
    appDownload: {
      androidUrl: 'https://download.example.cn/qinglan-news.apk',
      iosUrl: 'https://apps.apple.com/cn/app/id6400000000',
    },
    showSearchList: 1,
    filing: { open: 1, filingUrl: 'https://beian.example.cn/', filingNumber: '青ICP备00000000号-1' },
    socketServer: { url: '', token: '' },
    wxAppid: 'wx0000000000000000',
    authLogin: 1,
    tokenEnable: 1,
    encryptKey4: 'qinglan-demo-key',
    sm2PublicKey,
    afsCheck: { enable: 0 },
    ieErrorNotice: { open: 1, text: '为了更好的浏览体验，建议使用最新版 Chrome、Edge 或 Firefox 浏览器。' },
    liveTitleStatus: { preview: '预告', living: '直播中', replay: '回放' },
    fontSize: { base: 16, step: 2 },
    imageSuffix: { list: '@!sm43', big: '@!md169', carousel: '@!md43', module: '@!md43', body: '@!w750' },
    countClickInitial: 0,
    countClickRate: 1,
    siteConfig: {
      discuss: {
        auditType: '1',
        showCount: 1,
        showPic: 1,
        showAnonymous: 0,
        defaultTitle: '评论',
        defaultHint: '来说两句吧',
        countHot: '3',
        countNew: '5',
        countReply: '2',
        defaultName: '青岚网友',
        styleColor: 'blue',
      },
      globalCount: { showPubTime: 1, showReadCount: 1, showDiscussCount: 1, showPraiseCount: 1 },
      selfMedia: { smName: '青岚号', subTopic: '青岚号', xyAudit: 1, qaAudit: 1, qaOpenShow: 1 },
      font: { list: [] },
    },
    xyApi: {
      siteId: 1,
      appId: 1,
      baseUrl: `${P}/app_if/`,
      nisUrl: `${P}/app_if/`,
      SSOUrl: `${P}/sso-app/`,
      advUrl: '',
      // the short-video service: this publisher serves it at its app interface (docs/paper.md)
      mVodUrl: `${P}/app_if/`,
      minIOUrl: '',
      xyAuth: 1,
      curVersions: '1',
      apiVersion: '2',
      securitySource: 'touch',
      imageSuffixPath: '@!',
    },
    templateURL: `${P}/template/displayTemplate/news/`,
    rootUrl: `${P}/`,
    ssoUrl: `${P}/sso-app`,
    version: '001',
  };
}
