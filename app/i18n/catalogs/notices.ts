import { defineMessages } from '../define';

// The notices the platform layer raises itself (app/platform/platform.ts NoticeKey, spec §8), one
// `notices.<key>` per key; the shell hands noticeMessageKey() (app/i18n/errorMessage.ts) to the platform.
export const notices = defineMessages('notices', {
  zh: {
    'notices.loginExpiredReenter': '用户登录信息已过期，请重新进入本页面',
    'notices.messengerAuthFailed': '微信授权失败',
    'notices.messengerUserInfoFailed': '微信授权获取用户信息失败',
  },
  en: {
    'notices.loginExpiredReenter': 'Your login information has expired. Please open this page again',
    'notices.messengerAuthFailed': 'WeChat authorisation failed',
    'notices.messengerUserInfoFailed': 'WeChat authorisation could not get your user information',
  },
  de: {
    'notices.loginExpiredReenter': 'Ihre Anmeldedaten sind abgelaufen. Bitte öffnen Sie diese Seite erneut',
    'notices.messengerAuthFailed': 'WeChat-Autorisierung fehlgeschlagen',
    'notices.messengerUserInfoFailed': 'Die WeChat-Autorisierung konnte Ihre Benutzerdaten nicht abrufen',
  },
  fr: {
    'notices.loginExpiredReenter': 'Vos informations de connexion ont expiré. Veuillez rouvrir cette page',
    'notices.messengerAuthFailed': "Échec de l'autorisation WeChat",
    'notices.messengerUserInfoFailed': "L'autorisation WeChat n'a pas pu obtenir vos informations",
  },
  bo: {
    'notices.loginExpiredReenter': 'ནང་འཛུལ་གྱི་ཆ་འཕྲིན་དུས་ཚོད་ཡོལ་སོང་། ཤོག་ངོས་འདིར་ཡང་བསྐྱར་འཛུལ་རོགས།',
    'notices.messengerAuthFailed': 'འཕྲིན་ཕྲན་གྱི་དབང་སྤྲོད་མ་ཐུབ།',
    'notices.messengerUserInfoFailed': 'འཕྲིན་ཕྲན་གྱི་དབང་སྤྲོད་ཀྱིས་སྤྱོད་མཁན་གྱི་ཆ་འཕྲིན་ལེན་མ་ཐུབ།',
  },
});
