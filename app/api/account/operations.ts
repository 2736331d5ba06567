// The account area: the member's profile and single sign-on (spec §7, PUBLISHER_API §4.10).
import { appIf, ignoreAnswer, sso } from '../operation';
import { parseMember } from './member';

export const accountOperations = {
  getUserInfo: appIf('getUserInfo', parseMember, { userIdFields: ['uid'] }),
  sendCode: sso('sendCode', ignoreAnswer),
  loginByPhone: sso('loginByPhone', parseMember),
  login: sso('login', parseMember),
  register: sso('register', parseMember),
  oauthBindPhone: sso('oauthBindPhone', parseMember, { userIdFields: ['uid'] }),
};
