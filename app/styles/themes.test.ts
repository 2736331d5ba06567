// 跟随系统 draws the phone's dark mode in the very colours of 深色: CSS cannot name one block for a class and a
// media query both, so themes.css writes them twice and this holds the copies together.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const css = readFileSync(new URL('./themes.css', import.meta.url), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

/** The custom properties and color-scheme a block sets, by name. */
function declarations(block: string): Record<string, string> {
  return Object.fromEntries(
    block
      .split(';')
      .map((line) => line.trim())
      .filter(Boolean)
      .map((line) => {
        const at = line.indexOf(':');
        return [line.slice(0, at).trim(), line.slice(at + 1).trim()];
      }),
  );
}

function block(pattern: RegExp): Record<string, string> {
  const body = pattern.exec(css)?.[1];
  if (body === undefined) throw new Error(`no block for ${pattern}`);
  return declarations(body);
}

describe('themes.css', () => {
  it('follows the system with the dark colours when the phone is dark', () => {
    const dark = block(/^\.theme-dark \{([^}]*)\}/m);
    const systemDark = block(/@media \(prefers-color-scheme: dark\) \{\s*\.theme-system \{([^}]*)\}/);
    expect(dark['--color-bg']).toBe('#141414');
    expect(systemDark).toEqual(dark);
  });

  it('is light for the system theme where the browser cannot tell (outside the media query)', () => {
    expect(css).toMatch(/:root,\s*\.theme-light,\s*\.theme-system \{/);
  });
});
