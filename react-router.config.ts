import type { Config } from '@react-router/dev/config';

// The base path is where real deployments serve the touch template (spec §2).
export const basePath = process.env.BASE_PATH ?? '/template/displayTemplate/news/';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  basename: basePath,
} satisfies Config;
