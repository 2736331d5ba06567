/** SSO error keys (docs/publisher-interface.md) with the text shown to people and the HTTP status we answer with. */
export const SSO_ERRORS = {
  param_error: { http: 400, text: '参数不正确' },
  phone_format_error: { http: 400, text: '手机号格式不正确' },
  code_error: { http: 200, text: '验证码不正确' },
  code_expired: { http: 200, text: '验证码已过期，请重新获取' },
  // an unknown number answers this too: sign-in tells no one which numbers have an account
  password_error: { http: 200, text: '手机号或密码错误' },
  user_not_exist: { http: 200, text: '用户不存在' },
  user_exists: { http: 200, text: '该手机号已注册' },
  too_many_requests: { http: 429, text: '操作过于频繁，请稍后再试' },
  // login past the phone's ceiling of wrong guesses: send the image code (codeKey, verifyCode) with the password
  captcha_required: { http: 200, text: '请输入图片验证码' },
  captcha_error: { http: 200, text: '图片验证码错误，请重新输入' },
  token_invalid: { http: 200, text: '登录已过期，请重新登录' },
  sign_error: { http: 200, text: '签名不正确' },
  user_account_exception: { http: 200, text: '用户身份不合法' },
  nickname_empty: { http: 400, text: '请输入昵称' },
  nickname_too_long: { http: 400, text: '昵称最多20个字' },
  nickname_illegal: { http: 400, text: '昵称不能包含 < > 或换行等字符' },
  // the moderation pipeline said no (a banned word, a banned member): its message is sent instead of this one
  nickname_refused: { http: 200, text: '昵称包含不允许的内容，请修改' },
} as const;

export type SsoErrorKey = keyof typeof SSO_ERRORS;

export class SsoError extends Error {
  constructor(
    readonly key: SsoErrorKey,
    readonly detail?: string,
  ) {
    super(detail ?? SSO_ERRORS[key].text);
  }
}
