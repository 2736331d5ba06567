import { expect, test } from 'vitest';
import { authorizeLink, readReturn, returnAddress } from './messengerLinks';

const page = 'https://news.example/template/displayTemplate/news/getUserInfo.html';

test('the return address drops a previous round’s code and state and keeps the rest', () => {
  expect(returnAddress(`${page}?redirect=%2Fhome.html&code=abc&state=s1#x`)).toBe(
    `${page}?redirect=%2Fhome.html`,
  );
});

test('the authorise link asks for the profile and comes back to the page', () => {
  const link = new URL(
    authorizeLink({
      authorizeUrl: 'https://open.example/connect/oauth2/authorize',
      appId: 'wx1',
      returnTo: page,
      state: 's1',
    }),
  );
  expect(link.origin + link.pathname).toBe('https://open.example/connect/oauth2/authorize');
  expect(Object.fromEntries(link.searchParams)).toEqual({
    appid: 'wx1',
    redirect_uri: page,
    response_type: 'code',
    scope: 'snsapi_userinfo',
    state: 's1',
  });
  expect(link.hash).toBe('#wechat_redirect');
});

test('what the address says on return', () => {
  expect(readReturn(page, null)).toEqual({ kind: 'start' });
  expect(readReturn(`${page}?code=c0de&state=s1`, 's1')).toEqual({ kind: 'code', code: 'c0de' });
  expect(readReturn(`${page}?state=s1`, 's1')).toEqual({ kind: 'declined' });
  // a state this tab never made, none saved, or a code of the wrong shape: refused, never exchanged
  expect(readReturn(`${page}?code=c0de&state=forged`, 's1')).toEqual({ kind: 'refused' });
  expect(readReturn(`${page}?code=c0de&state=s1`, null)).toEqual({ kind: 'refused' });
  expect(readReturn(`${page}?code=%3Cscript%3E&state=s1`, 's1')).toEqual({ kind: 'refused' });
});
