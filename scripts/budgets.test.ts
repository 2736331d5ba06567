// Byte budgets (issue 3, point 12): all the JavaScript a first load of a page needs — the client entry, the root
// route, the page's route module and everything they import statically — brotli-compressed, against its budget.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';

const buildDir = resolve('build');
const kb = 1000;
const budgets = { home: 130 * kb, 'routes/newsDetail': 100 * kb } as const;

interface AssetsManifest {
  url: string;
  entry: { module: string; imports: string[] };
  routes: Record<string, { module: string; imports?: string[] } | undefined>;
}

let manifest: AssetsManifest;

beforeAll(async () => {
  if (!existsSync(join(buildDir, 'server', 'index.js'))) {
    const build = spawnSync(join('node_modules', '.bin', 'react-router'), ['build'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('react-router build failed');
  }
  const server = (await import(pathToFileURL(join(buildDir, 'server', 'index.js')).href)) as {
    assets: AssetsManifest;
    publicPath: string;
  };
  manifest = server.assets;
}, 180_000);

/** The URLs a first load of the route fetches as scripts, each once. */
function firstLoadScripts(routeId: string): string[] {
  const root = manifest.routes.root!;
  const route = manifest.routes[routeId];
  if (!route) throw new Error(`no route ${routeId} in the build`);
  return [
    ...new Set([
      manifest.entry.module,
      ...manifest.entry.imports,
      root.module,
      ...(root.imports ?? []),
      route.module,
      ...(route.imports ?? []),
    ]),
  ];
}

function brotliBytes(url: string, basePath: string): number {
  const file = join(buildDir, 'client', url.slice(basePath.length));
  return brotliCompressSync(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

describe('first-load JavaScript, brotli', () => {
  for (const [routeId, budget] of Object.entries(budgets)) {
    it(`${routeId} stays within ${budget / kb} KB`, () => {
      const basePath = manifest.entry.module.slice(0, manifest.entry.module.indexOf('assets/'));
      const sizes = firstLoadScripts(routeId).map((url) => ({ url, bytes: brotliBytes(url, basePath) }));
      const total = sizes.reduce((sum, { bytes }) => sum + bytes, 0);
      console.log(
        `${routeId}: ${(total / kb).toFixed(1)} KB of ${budget / kb} KB\n` +
          sizes
            .map(
              ({ url, bytes }) =>
                `  ${(bytes / kb).toFixed(1).padStart(6)} KB  ${url.slice(basePath.length)}`,
            )
            .join('\n'),
      );
      expect(total).toBeLessThanOrEqual(budget);
    });
  }
});
