import type { Config } from '@react-router/dev/config';

// The base path is where real deployments serve the touch template (spec §2).
export const basePath = process.env.BASE_PATH ?? '/template/displayTemplate/news/';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  basename: basePath,
  // React Router 8's behaviours, opted into now (docs/adr-node20-pins.md): loaders read the page's URL from `url`,
  // the server hands them a RouterContextProvider (app/server/loadContext.ts)
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
