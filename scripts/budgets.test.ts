// Byte budgets (issue 3, point 12; issue 8: every route): every JavaScript file a first load of a page fetches
// before it is interactive, each brotli-compressed at quality 11 (what the server precompresses and sends), summed
// against the page's budget. Every route of the server build is checked: 100 KB unless its handle declares
// `firstLoadBudgetKB`, which needs a `budgetReason` beside it. KB here are decimal: 1 KB = 1,000 bytes.
//
// The list mirrors React Router's <Scripts> for the page's matches (root + the page's route): the React
// Router manifest script when route discovery is "initial" (with "lazy", the default, the page inlines a
// partial manifest instead and never fetches the file), the client entry and its imports, each matched
// route's module with its split client modules and imports — the <link rel="modulepreload"> set of the
// server HTML. Then every file's own static imports are followed, so a chunk the build manifest leaves out
// is still counted. Chunks reached only by dynamic import() (the idle shell, the protocol client for the
// read count) load after hydration: they are printed, outside the budget. The inline scripts of the HTML
// (router context, partial manifest, loader data) travel in the document, not as JavaScript files.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, posix, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const buildDir = resolve('build');
/** decimal kilobytes */
const kb = 1000;
/** a route's first-load budget unless its handle declares another */
const defaultBudgetKB = 100;

interface RouteAssets {
  module: string;
  imports?: string[];
  clientActionModule?: string;
  clientLoaderModule?: string;
  clientMiddlewareModule?: string;
  hydrateFallbackModule?: string;
}

interface AssetsManifest {
  url: string;
  entry: { module: string; imports: string[] };
  routes: Record<string, RouteAssets | undefined>;
}

/** what a route may declare about its budget (app/features/shell/routeHandle.ts) */
interface BudgetHandle {
  firstLoadBudgetKB?: number;
  budgetReason?: string;
}

interface ServerBuildExports {
  assets: AssetsManifest;
  routes: Record<string, { module: { handle?: BudgetHandle } } | undefined>;
  publicPath: string;
  ssr: boolean;
  routeDiscovery: { mode: 'lazy' | 'initial' };
}

/** The server build (made first when missing), read before the tests are collected: its routes are the tests. */
async function serverBuild(): Promise<ServerBuildExports> {
  if (!existsSync(join(buildDir, 'server', 'index.js'))) {
    const build = spawnSync(join('node_modules', '.bin', 'react-router'), ['build'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('react-router build failed');
  }
  return (await import(pathToFileURL(join(buildDir, 'server', 'index.js')).href)) as ServerBuildExports;
}

const server = await serverBuild();

function fileOf(url: string): string {
  if (!url.startsWith(server.publicPath)) throw new Error(`${url} is not under ${server.publicPath}`);
  return join(buildDir, 'client', url.slice(server.publicPath.length));
}

const staticImport = /(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+\.js)["']/g;
const dynamicImport = /\bimport\(\s*["'](\.{1,2}\/[^"']+\.js)["']\s*\)/g;

function importsOf(url: string, pattern: RegExp): string[] {
  const code = readFileSync(fileOf(url), 'utf8');
  return [...code.matchAll(pattern)].map((m) => posix.join(posix.dirname(url), m[1]!));
}

/** What <Scripts> references for the root + route matches: the manifest script, modulepreloads, route modules. */
function referencedScripts(routeId: string): string[] {
  const { assets, routeDiscovery, ssr } = server;
  const fetchesManifest = !(routeDiscovery.mode === 'lazy' && ssr);
  const routes = [assets.routes.root, assets.routes[routeId]];
  if (!routes[1]) throw new Error(`no route ${routeId} in the build`);
  return [
    ...(fetchesManifest ? [assets.url] : []),
    assets.entry.module,
    ...assets.entry.imports,
    ...routes.flatMap((route) => [
      route!.clientActionModule,
      route!.clientLoaderModule,
      route!.clientMiddlewareModule,
      route!.hydrateFallbackModule,
      route!.module,
      ...(route!.imports ?? []),
    ]),
  ].filter((url): url is string => url !== undefined);
}

/** The first-load set (referenced + their static imports, each once) and what they import dynamically. */
function firstLoad(routeId: string): { scripts: string[]; later: string[] } {
  const scripts = new Set<string>();
  const pending = referencedScripts(routeId);
  while (pending.length > 0) {
    const url = pending.shift()!;
    if (scripts.has(url)) continue;
    scripts.add(url);
    pending.push(...importsOf(url, staticImport));
  }
  const later = new Set<string>();
  const lazy = [...scripts].flatMap((url) => importsOf(url, dynamicImport));
  while (lazy.length > 0) {
    const url = lazy.shift()!;
    if (scripts.has(url) || later.has(url)) continue;
    later.add(url);
    lazy.push(...importsOf(url, staticImport), ...importsOf(url, dynamicImport));
  }
  return { scripts: [...scripts], later: [...later] };
}

function brotliBytes(url: string): number {
  return brotliCompressSync(readFileSync(fileOf(url)), {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
  }).length;
}

function table(rows: { url: string; bytes: number }[]): string {
  return rows
    .map(
      ({ url, bytes }) =>
        `  ${bytes.toLocaleString('en').padStart(7)} B  ${url.slice(server.publicPath.length)}`,
    )
    .join('\n');
}

describe('first-load JavaScript, brotli quality 11, decimal KB', () => {
  const routeIds = Object.keys(server.routes).filter((id) => id !== 'root');

  it('checks the routes of the server build', () => {
    expect(routeIds.length).toBeGreaterThan(0);
  });

  for (const routeId of routeIds) {
    const handle = server.routes[routeId]?.module.handle ?? {};
    const budget = (handle.firstLoadBudgetKB ?? defaultBudgetKB) * kb;
    it(`${routeId} stays within ${budget / kb} KB (${budget.toLocaleString('en')} B)`, () => {
      if (handle.firstLoadBudgetKB !== undefined)
        expect(
          handle.budgetReason?.trim(),
          `${routeId} declares a budget without a budgetReason`,
        ).toBeTruthy();
      const { scripts, later } = firstLoad(routeId);
      const sizes = scripts.map((url) => ({ url, bytes: brotliBytes(url) }));
      const total = sizes.reduce((sum, { bytes }) => sum + bytes, 0);
      const laterSizes = later.map((url) => ({ url, bytes: brotliBytes(url) }));
      console.log(
        `${routeId}: ${total.toLocaleString('en')} B of ${budget.toLocaleString('en')} B ` +
          `(${(total / kb).toFixed(1)} KB of ${budget / kb} KB), ${sizes.length} files\n${table(sizes)}` +
          (laterSizes.length > 0
            ? `\n  after hydration, by dynamic import (on idle or on demand, not in the budget):\n${table(laterSizes)}`
            : ''),
      );
      expect(sizes.length).toBeGreaterThan(2);
      expect(total).toBeLessThanOrEqual(budget);
    });
  }
});

// Issue 12: what only the native app, the messenger or a PDF needs never rides on a page's first load. Each is
// recognised by a string only its code holds: the app's link scheme, the messenger's JS bridge, pdf.js.
const contextOnlyCode = {
  'app bridge': 'xyapp://',
  'messenger sign-in': 'WeixinJSBridge',
  'PDF viewer': 'pdfjs',
};

describe('no app bridge, messenger or PDF code on a first load', () => {
  for (const routeId of Object.keys(server.routes).filter((id) => id !== 'root')) {
    it(`${routeId}`, () => {
      const found = firstLoad(routeId).scripts.flatMap((url) => {
        const code = readFileSync(fileOf(url), 'utf8');
        return Object.entries(contextOnlyCode)
          .filter(([, marker]) => code.includes(marker))
          .map(([what]) => `${what} in ${url}`);
      });
      expect(found).toEqual([]);
    });
  }
});
