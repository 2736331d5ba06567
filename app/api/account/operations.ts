// The account area: the member's profile and single sign-on (spec §7, PUBLISHER_API §4.10).
import { appIf, ignoreAnswer, sso } from '../operation';
import { parseMember, parseMessengerUser, parseRenamed } from './member';
import { parseMemberProfile } from './profile';

export const accountOperations = {
  getUserInfo: appIf('getUserInfo', parseMember, { userIdFields: ['uid'] }),
  sendCode: sso('sendCode', ignoreAnswer),
  loginByPhone: sso('loginByPhone', parseMember),
  login: sso('login', parseMember),
  register: sso('register', parseMember),
  oauthBindPhone: sso('oauthBindPhone', parseMember, { userIdFields: ['uid'] }),
  /** spec §7 "wx user info by code": the publisher exchanges the messenger's code (never the browser) */
  getWxUserInfo: appIf('getWxUserInfo', parseMessengerUser),
  /** spec §7 third-party login, signed with program-sign version 1.0.0 */
  oauthLogin: sso('oauthLogin', parseMember, { programSigned: true }),
  /** the member's own account (docs/member-profile.md): a new nickname, signing out, deleting it */
  modify: sso('modify', parseRenamed, { userIdFields: ['uid'] }),
  logout: sso('logout', ignoreAnswer, { userIdFields: ['uid'] }),
  cancel: sso('cancel', ignoreAnswer, { userIdFields: ['uid'] }),
  /** a new avatar: the picture as a data URL, checked by its bytes on the publisher */
  uploadPortrait: appIf('uploadPortrait', parseMember, { method: 'POST', encrypt: false }),
  /** a member's public page (userDetail) */
  memberView: appIf('memberView', parseMemberProfile, { cache: 'public', lookup: true }),
};
