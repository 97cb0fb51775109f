import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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
    async closeBundle() {
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
  };
}

const apiPort = Number(process.env.TINIES_API_PORT ?? 3001);

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  build: {
    outDir: OUT_DIR,
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    // Every browser that runs this build supports <link rel="modulepreload">.
    modulePreload: { polyfill: false },
  },
  server: {
    proxy: {
      '/api': { target: `http://127.0.0.1:${apiPort}`, ws: true },
    },
  },
});
