// The messenger's OAuth settings, the same a real deployment sets (docs/messenger-sign-in.md). Unset, they point at
// the stand-in this publisher serves itself (publisher/messenger-stand-in/), so `npm start` signs in end to end;
// pointing at the real service is these variables only.

export type MessengerSettings = {
  /** the official account's app id; getConfig hands it to the page as wxAppid */
  appId: string;
  /** the app secret: only ever on the publisher */
  secret: string;
  /** where the reader's browser goes to authorise (the messenger's connect/oauth2/authorize) */
  authorizeUrl: string;
  /** the server-to-server API base (sns/oauth2/access_token, sns/userinfo), ending in `/` */
  apiUrl: string;
  /** how long the publisher waits for the messenger's API */
  timeoutMs: number;
  /**
   * The JS-SDK ticket (jsapi_ticket) the share signature is made with. A real deployment fetches it with the
   * account's access token and renews it every 2 hours; here it is a configured stand-in (MESSENGER_JSAPI_TICKET).
   */
  jsapiTicket: string;
  /** true when the settings point at this publisher's own stand-in (it is then served) */
  standIn: boolean;
  /** how the publisher reaches the API (tests hand the stand-in's routes in directly) */
  fetch?: typeof fetch;
};

export const STAND_IN_PREFIX = '/messenger-stand-in/';

/** `selfUrl`: this publisher as the browser and the publisher itself reach it (http://host:port). */
export function readMessengerSettings(env: NodeJS.ProcessEnv, selfUrl: string): MessengerSettings {
  const self = selfUrl.replace(/\/$/, '');
  const apiUrl = env.MESSENGER_API_URL || `${self}${STAND_IN_PREFIX}`;
  return {
    appId: env.MESSENGER_APP_ID || 'wx0000000000000000',
    secret: env.MESSENGER_APP_SECRET || 'qinglan-stand-in-secret',
    authorizeUrl: env.MESSENGER_AUTHORIZE_URL || `${self}${STAND_IN_PREFIX}connect/oauth2/authorize`,
    apiUrl: apiUrl.endsWith('/') ? apiUrl : `${apiUrl}/`,
    timeoutMs: Number(env.MESSENGER_TIMEOUT_MS) || 5_000,
    jsapiTicket: env.MESSENGER_JSAPI_TICKET || 'qinglan-stand-in-jsapi-ticket',
    standIn: !env.MESSENGER_API_URL,
  };
}
