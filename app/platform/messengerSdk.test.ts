import { expect, test } from 'vitest';
import { messengerShareApis, signedPageUrl } from './messengerSdk';

const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) MicroMessenger/8.0.40';
const android = 'Mozilla/5.0 (Linux; Android 13) MicroMessenger/8.0.40';

test('the signed URL: the landing URL on iOS, the current one elsewhere, never the fragment', () => {
  const landing = 'https://news.example/newsDetail/1/2.html?isShare=true';
  const current = 'https://news.example/newsDetail/1/3.html#comments';
  expect(signedPageUrl(iphone, current, landing)).toBe(landing);
  expect(signedPageUrl(android, current, landing)).toBe('https://news.example/newsDetail/1/3.html');
  expect(signedPageUrl(iphone, current, undefined)).toBe('https://news.example/newsDetail/1/3.html');
});

test('the share API list covers timeline, app message, QQ and QZone (spec §9)', () => {
  for (const api of ['onMenuShareTimeline', 'onMenuShareAppMessage', 'onMenuShareQQ', 'onMenuShareQZone'])
    expect(messengerShareApis).toContain(api);
});
