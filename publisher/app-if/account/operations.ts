import { oauthBindPhone } from './bind-phone.ts';
import { getWxUserInfo, oauthLogin } from './messenger.ts';
import { sendCode } from './send-code.ts';
import { login, loginByPhone, register } from './sign-in.ts';
import { getUserInfo } from './user-info.ts';

/** The member: the record (app_if) and signing up and in (single sign-on). */
export const accountOperations = [
  getUserInfo,
  sendCode,
  loginByPhone,
  login,
  register,
  oauthBindPhone,
  getWxUserInfo,
  oauthLogin,
];
