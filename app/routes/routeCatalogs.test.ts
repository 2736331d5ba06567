// Every catalog key a page can use belongs to an area its loaders send: the root's (every page) or the
// route's own (its handle's `catalogs`). The translator would show a key it was not sent as the key itself;
// this walks each route module's imports, as the bundler does, and finds such a key before a reader does.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { RouteHandle } from '~/features/shell/routeHandle';
import { catalogAreas, rootAreas } from '~/i18n/messages.server';
import routes from '~/routes';

const appDir = fileURLToPath(new URL('..', import.meta.url));
const catalogDir = join(appDir, 'i18n', 'catalogs');
const areas = catalogAreas();
const keys = new Set(areas.flatMap((area) => area.keys));

// value imports, re-exports, dynamic imports and side-effect imports; `import type` carries no words
const importPattern =
  /\b(?:import|export)\s+(?!type\s)[^'";]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|\bimport\s+['"]([^'"]+)['"]/g;
// a whole key in quotes, or the fixed head of a template literal (`article.role.${role}`)
const keyPattern = /(['"`])([a-z][a-zA-Z]*\.[\w.]+)\1|`([a-z][a-zA-Z]*\.[\w.]*)\$\{/g;
// comments name keys too (`lists.reads`) without using them; a URL's // is not a comment
const commentPattern = /\/\*[\s\S]*?\*\/|(?<![:'"`])\/\/.*$/gm;

function resolveImport(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('~/')
    ? join(appDir, specifier.slice(2))
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  return [base, `${base}.ts`, `${base}.tsx`].find(
    (path) => /\.tsx?$/.test(path) && existsSync(path) && statSync(path).isFile(),
  );
}

/** Every module of the app a module reaches, itself included. */
function reachable(entry: string): string[] {
  const seen = new Set([entry]);
  for (const file of seen) {
    for (const match of readFileSync(file, 'utf8').matchAll(importPattern)) {
      const target = resolveImport(file, (match[1] ?? match[2] ?? match[3])!);
      if (target) seen.add(target);
    }
  }
  return [...seen];
}

/** The catalog areas whose keys the modules name, with where each is first named. */
function areasUsedBy(files: string[]): Map<string, string> {
  const used = new Map<string, string>();
  for (const file of files) {
    if (file.startsWith(catalogDir)) continue;
    for (const match of readFileSync(file, 'utf8').replace(commentPattern, '').matchAll(keyPattern)) {
      const whole = match[2];
      const head = match[3];
      const isKey = whole ? keys.has(whole) : [...keys].some((key) => key.startsWith(head!));
      if (!isKey) continue;
      const area = (whole ?? head)!.split('.')[0]!;
      if (!used.has(area)) used.set(area, `${whole ?? `${head}…`} in ${relative(appDir, file)}`);
    }
  }
  return used;
}

const routeModules = import.meta.glob<{ handle?: RouteHandle }>(['./*.tsx', './*.ts', '!./*.test.ts']);

describe('catalog areas each page is sent', () => {
  it('the root uses only the areas it sends to every page', () => {
    const used = areasUsedBy(reachable(join(appDir, 'root.tsx')));
    for (const [area, where] of used) expect(rootAreas, where).toContain(area);
  });

  for (const route of routes) {
    it(`${route.id ?? route.file} is sent every area its page uses, and no other`, async () => {
      const module = await routeModules[`./${route.file.replace(/^routes\//, '')}`]!();
      const sent = [...rootAreas, ...(module.handle?.catalogs ?? [])];
      const used = areasUsedBy(reachable(join(appDir, route.file)));
      for (const [area, where] of used) expect(sent, where).toContain(area);
      for (const area of module.handle?.catalogs ?? [])
        expect([...used.keys()], `${area} is sent`).toContain(area);
    });
  }

  it('finds the keys it looks for (a page of lists words is seen to need lists)', () => {
    const used = areasUsedBy(reachable(join(appDir, 'features', 'lists', 'ListItem.tsx')));
    expect([...used.keys()]).toContain('lists');
  });
});
