// Where the browser tests find their servers; playwright.config.ts starts them on these ports.
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const publisherPort = Number(process.env.E2E_PUBLISHER_PORT) || 8080;
export const appPort = Number(process.env.E2E_APP_PORT) || 3000;
/** a second app server whose publisher is a closed port */
export const downPort = Number(process.env.E2E_DOWN_PORT) || 3001;
export const basePath = '/template/displayTemplate/news/';
export const publisherUrl = `http://127.0.0.1:${publisherPort}`;
export const appUrl = `http://127.0.0.1:${appPort}`;
export const downUrl = `http://127.0.0.1:${downPort}`;
/** the publisher's throwaway data, emptied at each start */
export const publisherData = join(tmpdir(), `touch-e2e-publisher-${publisherPort}`);
/**
 * Everything the e2e servers write (e2e/support/servers.mjs), emptied each time they start: a run that reuses
 * running servers (outside CI) reads what they wrote since they started.
 */
export const serverLog = join('test-results', `e2e-servers-${appPort}.log`);
/** The publisher's editor API token in the browser tests (servers.mjs starts the publisher with it). */
export const editorToken = 'e2e-editor-token';
