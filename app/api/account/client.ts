// The account area's client. Signing in keeps the member's tokens as the spec's (2 h expiry).
import type { Core } from '../core';
import { tokenLifetimeMs } from '../session/tokens';
import { md5Hex } from '../sign';
import type { Member, MemberProfile, MessengerUser, Renamed } from './entities';
import { accountOperations as ops } from './operations';

export type CodeType = 'login' | 'register' | 'bind';

/** The image code a password login carries once SSO asked for it (`captcha_required`): its key and what was read. */
export interface ImageCode {
  codeKey: string;
  code: string;
}

export interface AccountApi {
  getUserInfo(uid: string): Promise<Member>;
  /** the signed-in member's own record; null when nobody is signed in here */
  me(): Promise<Member | null>;
  sendCode(phone: string, type: CodeType): Promise<void>;
  loginByPhone(phone: string, code: string): Promise<Member>;
  login(phone: string, password: string, imageCode?: ImageCode): Promise<Member>;
  register(q: { phone: string; code: string; password: string; nickname: string }): Promise<Member>;
  bindPhone(q: { uid: string; phone: string; code: string; password: string }): Promise<Member>;
  /** the messenger's code → its user, read by the publisher */
  messengerUser(code: string): Promise<MessengerUser>;
  /** signs in as the messenger user the publisher just verified for this device */
  messengerLogin(user: MessengerUser): Promise<Member>;
  /** the signed-in member's new nickname (trimmed by the publisher): the record, and whether it waits for review */
  rename(uid: string, nickname: string): Promise<Renamed>;
  /** the signed-in member's new avatar (a picture as a data URL); answers the record with its new address */
  uploadAvatar(dataUrl: string): Promise<Member>;
  /** ends the session on the publisher, then forgets the member here, whatever the publisher said */
  signOut(uid: string): Promise<void>;
  /** deletes the member's account on the publisher, then forgets the member here */
  deleteAccount(uid: string): Promise<void>;
  /** a member's public page and one page of what they said; null: no such member */
  memberView(uid: number, start: number, count: number): Promise<MemberProfile | null>;
}

/** base64 of the UTF-8 nickname (PUBLISHER_API §6.3: the oauth nickname is base64) */
function base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function createAccountApi(core: Core): AccountApi {
  const { credentials } = core;
  const siteid = async () => (await core.session.config()).siteId;

  const signedIn = (member: Member): Member => {
    if (member.accessToken) {
      credentials.setMember(
        { accessToken: member.accessToken, refreshToken: member.refreshToken, userId: member.uid },
        core.now() + tokenLifetimeMs,
      );
    }
    return member;
  };

  return {
    getUserInfo: (uid) => core.call(ops.getUserInfo, { uid }),
    me: async () => {
      const member = credentials.member();
      return member ? core.call(ops.getUserInfo, { uid: member.userId }) : null;
    },
    rename: async (uid, nickname) => core.call(ops.modify, { uid, nickname, siteid: await siteid() }),
    uploadAvatar: (dataUrl) => core.call(ops.uploadPortrait, { picture: dataUrl }),
    signOut: async (uid) => {
      try {
        await core.call(ops.logout, { uid, devid: credentials.device(), siteid: await siteid() });
      } finally {
        // signed out here even when the publisher could not be told (its tokens then run out by themselves)
        credentials.signOut();
      }
    },
    deleteAccount: async (uid) => {
      await core.call(ops.cancel, { uid, siteid: await siteid() });
      credentials.signOut();
    },
    memberView: (uid, start, count) => core.call(ops.memberView, { userID: uid, start, count }),
    sendCode: async (phone, type) =>
      core.call(ops.sendCode, { phone, type, devid: credentials.device(), siteid: await siteid() }),
    loginByPhone: async (phone, code) =>
      signedIn(
        await core.call(ops.loginByPhone, {
          phone,
          code,
          devid: credentials.device(),
          siteid: await siteid(),
        }),
      ),
    login: async (phone, password, imageCode) =>
      signedIn(
        await core.call(ops.login, {
          phone,
          password: md5Hex(password),
          devid: credentials.device(),
          siteid: await siteid(),
          codeKey: imageCode?.codeKey,
          verifyCode: imageCode?.code,
        }),
      ),
    register: async ({ phone, code, password, nickname }) =>
      signedIn(
        await core.call(ops.register, {
          phone,
          code,
          password: md5Hex(password),
          nickname,
          devid: credentials.device(),
          siteid: await siteid(),
        }),
      ),
    bindPhone: async ({ uid, phone, code, password }) =>
      signedIn(
        await core.call(ops.oauthBindPhone, {
          uid,
          newPhone: phone,
          code,
          password: md5Hex(password),
          siteid: await siteid(),
        }),
      ),
    messengerUser: (code) => core.call(ops.getWxUserInfo, { code, device: credentials.device() }),
    messengerLogin: async (user) => {
      const member = signedIn(
        await core.call(ops.oauthLogin, {
          provider: 'tencent_wechat',
          oid: user.openid,
          unionid: user.unionid || undefined,
          nickname: base64(user.nickname),
          head: user.headimgurl || undefined,
          devid: credentials.device(),
        }),
      );
      // spec §8 10111: a messenger member's token is renewed by the refresh call
      credentials.setMessengerLogin(user.unionid);
      return member;
    },
  };
}
