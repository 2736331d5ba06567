// Bundles the publisher into one file, publisher/dist/main.mjs, so a start skips tsx and the loading of a few
// hundred modules: `node publisher/build.mjs`. publisher/start.mjs runs the bundle when it is newer than every
// source file, and the sources through tsx otherwise.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));

await build({
  entryPoints: [`${here}main.ts`],
  outfile: `${here}dist/main.mjs`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // PGlite finds its .wasm and .data beside its own files, sharp is native, sm-crypto is loaded only on an
  // encrypted payload, the AWS SDK only with an object store: they stay packages, resolved from node_modules at run
  // time.
  external: [
    '@electric-sql/pglite',
    'sharp',
    'sm-crypto-v2',
    '@aws-sdk/client-s3',
    '@aws-sdk/s3-request-presigner',
  ],
  // Bundled CommonJS (fastify and friends) calls require() for Node's own modules.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  legalComments: 'none',
  logLevel: 'warning',
});
console.log('publisher: bundled to publisher/dist/main.mjs');
