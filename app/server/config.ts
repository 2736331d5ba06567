// The app server's settings, all from the environment.
import { basePath } from '../../react-router.config';

export interface ServerConfig {
  port: number;
  host: string;
  basePath: string;
  /** CSP frame-ancestors sources; the CMS preview frames our pages */
  frameAncestors: string;
  buildDir: string;
}

export function serverConfigFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: Number(env.PORT) || 3000,
    host: env.HOST || '0.0.0.0',
    basePath,
    frameAncestors: env.FRAME_ANCESTORS?.trim() || "'self'",
    buildDir: env.BUILD_DIR || 'build',
  };
}
