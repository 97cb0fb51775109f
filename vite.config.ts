import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type LogLevel, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { SOURCE_ALIAS } from './scripts/source-alias.ts';
import { withAppPages } from './src/app/pwa/precache-pages.ts';

const OUT_DIR = 'dist/client';
const COMPRESSIBLE = /\.(js|css|html|svg|txt|json|webmanifest)$/;
const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Writes .gz and .br beside each text asset so the server never compresses them per request. */
function precompress(): Plugin {
  let ssr = false;
  let outDir = OUT_DIR;
  return {
    name: 'tinies:precompress',
    apply: 'build',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
      outDir = config.build.outDir;
    },
    // NOTE: last and alone, so the files other plugins write when the bundle closes (the
    // service worker) are compressed too.
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (ssr) return;
        const files = await readdir(outDir, { recursive: true });
        await Promise.all(
          files
            .filter((file) => COMPRESSIBLE.test(file))
            .map(async (file) => {
              const path = join(outDir, file);
              const body = await readFile(path);
              const [gz, br] = await Promise.all([
                gzipAsync(body, { level: 9 }),
                brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
              ]);
              await Promise.all([writeFile(`${path}.gz`, gz), writeFile(`${path}.br`, br)]);
            }),
        );
      },
    },
  };
}

/**
 * The service worker (src/app/pwa/service-worker.ts), built into `/service-worker.js`
 * with this build's precache list injected. The web manifest and the icons are plain
 * files in public/, linked from index.html; the page registers the worker itself
 * (src/app/pwa/app-updates.tsx), after load.
 */
function serviceWorker() {
  let logLevel: LogLevel | undefined;
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/app/pwa',
    filename: 'service-worker.ts',
    injectRegister: false,
    manifest: false,
    injectManifest: {
      rollupFormat: 'iife',
      // Every chunk, lazily loaded tool pages included, and the files of the shell.
      // index.html only feeds the pages' revision (see withAppPages).
      globPatterns: [
        'assets/**/*.{js,css,woff2,svg,png,webp}',
        '*.{svg,webmanifest}',
        'index.html',
      ],
      manifestTransforms: [withAppPages],
    },
    integration: {
      // The worker's own build speaks as loudly as the app's (`--quiet`: warnings only).
      configureOptions: (config) => {
        logLevel = config.logLevel;
      },
      configureCustomSWViteBuild: (config) => {
        config.logLevel = logLevel;
        config.resolve = { ...config.resolve, alias: SOURCE_ALIAS };
      },
    },
  });
}

const apiPort = Number(process.env.TINIES_API_PORT ?? 3001);

export default defineConfig({
  plugins: [react(), tailwindcss(), serviceWorker(), precompress()],
  resolve: { alias: SOURCE_ALIAS },
  build: {
    outDir: OUT_DIR,
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    // Every browser that runs this build supports <link rel="modulepreload">.
    modulePreload: { polyfill: false },
    sourcemap: process.env.TINIES_SOURCEMAP === '1',
  },
  server: {
    proxy: {
      '/api': { target: `http://127.0.0.1:${apiPort}`, ws: true },
    },
  },
});
