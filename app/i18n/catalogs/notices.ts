import { defineMessages } from '../define';

// The notices the platform layer raises itself (app/platform/platform.ts NoticeKey, spec §8), one
// `notice.<key>` per key; the shell hands noticeMessageKey() (app/i18n/errorMessage.ts) to the platform.
export const notices = defineMessages({
  zh: {
    'notice.loginExpiredReenter': '用户登录信息已过期，请重新进入本页面',
    'notice.messengerAuthFailed': '微信授权失败',
    'notice.messengerUserInfoFailed': '微信授权获取用户信息失败',
  },
  en: {
    'notice.loginExpiredReenter': 'Your login information has expired. Please open this page again',
    'notice.messengerAuthFailed': 'WeChat authorisation failed',
    'notice.messengerUserInfoFailed': 'WeChat authorisation could not get your user information',
  },
  de: {
    'notice.loginExpiredReenter': 'Ihre Anmeldedaten sind abgelaufen. Bitte öffnen Sie diese Seite erneut',
    'notice.messengerAuthFailed': 'WeChat-Autorisierung fehlgeschlagen',
    'notice.messengerUserInfoFailed': 'Die WeChat-Autorisierung konnte Ihre Benutzerdaten nicht abrufen',
  },
  fr: {
    'notice.loginExpiredReenter': 'Vos informations de connexion ont expiré. Veuillez rouvrir cette page',
    'notice.messengerAuthFailed': "Échec de l'autorisation WeChat",
    'notice.messengerUserInfoFailed': "L'autorisation WeChat n'a pas pu obtenir vos informations",
  },
  bo: {
    'notice.loginExpiredReenter': 'ནང་འཛུལ་གྱི་ཆ་འཕྲིན་དུས་ཚོད་ཡོལ་སོང་། ཤོག་ངོས་འདིར་ཡང་བསྐྱར་འཛུལ་རོགས།',
    'notice.messengerAuthFailed': 'འཕྲིན་ཕྲན་གྱི་དབང་སྤྲོད་མ་ཐུབ།',
    'notice.messengerUserInfoFailed': 'འཕྲིན་ཕྲན་གྱི་དབང་སྤྲོད་ཀྱིས་སྤྱོད་མཁན་གྱི་ཆ་འཕྲིན་ལེན་མ་ཐུབ།',
  },
});
