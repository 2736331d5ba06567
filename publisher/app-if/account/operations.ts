import { oauthBindPhone } from './bind-phone.ts';
import { cancel } from './cancel.ts';
import { logout } from './logout.ts';
import { modify } from './modify.ts';
import { memberView } from './member-view.ts';
import { getWxUserInfo, oauthLogin } from './messenger.ts';
import { sendCode } from './send-code.ts';
import { login, loginByPhone, register } from './sign-in.ts';
import { uploadPortrait } from './upload-portrait.ts';
import { getUserInfo } from './user-info.ts';

/** The member: the record (app_if), signing up and in (single sign-on), their public page, and what they change of their own account. */
export const accountOperations = [
  getUserInfo,
  sendCode,
  loginByPhone,
  login,
  register,
  oauthBindPhone,
  getWxUserInfo,
  oauthLogin,
  memberView,
  modify,
  logout,
  cancel,
  uploadPortrait,
];
