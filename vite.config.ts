import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The download area (web/index.html, served under /download/) and the sign-in
 * page (web/login.html, served by the server at /login). Both are built with
 * base '/download/', so every asset lives under /download/assets/ whichever
 * page loads it.
 */
const webRoot = fileURLToPath(new URL('./web', import.meta.url));
const outDir = fileURLToPath(new URL('./dist/web', import.meta.url));
/** Where `vite` (dev) forwards API calls; the Fastify server in development. */
const apiTarget = process.env.VITE_API_TARGET ?? 'http://127.0.0.1:3000';

/** Files worth compressing: text assets of at least 1 KB. */
const COMPRESSIBLE = /\.(js|css|svg|json|webmanifest|txt)$/;

/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy beside every text
 * asset of the build, once, so the server sends them as they are
 * (@fastify/static preCompressed: br, then gzip, then the file) and never
 * compresses on a request.
 */
function precompress(dir: string): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    closeBundle() {
      const walk = (d: string): string[] => readdirSync(d).flatMap((name) => (statSync(join(d, name)).isDirectory() ? walk(join(d, name)) : [join(d, name)]));
      for (const file of walk(dir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const body = readFileSync(file);
        if (body.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }));
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

/**
 * antd's ConfigProvider wraps the app in the tooltips' UniqueProvider only
 * when `tooltip.unique` is configured, which this app never does, but its
 * static import still brings the whole positioning engine (@rc-component/trigger,
 * ~10 KB brotli with its motion and portal) into every page's first load.
 * ConfigProvider's import of it is answered with a pass-through; Tooltip's
 * own import (pages that show tooltips, loaded with them) is untouched.
 */
function withoutUnusedUniqueTooltips(): Plugin {
  const stub = '\0antd-unique-tooltips-unused';
  return {
    name: 'antd-unique-tooltips-unused',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '../tooltip/UniqueProvider' && importer && /[\\/]antd[\\/]es[\\/]config-provider[\\/]index\.js$/.test(importer)) return stub;
      return null;
    },
    load(id) {
      return id === stub ? 'export default function UniqueProvider({ children }) { return children; }' : null;
    },
  };
}

export default defineConfig({
  root: webRoot,
  base: '/download/',
  plugins: [withoutUnusedUniqueTooltips(), react(), precompress(outDir)],
  build: {
    outDir,
    emptyOutDir: true,
    // .vite/manifest.json: the server reads it to preload the site's language chunk (server/http/pages.ts).
    manifest: true,
    rolldownOptions: {
      input: {
        index: `${webRoot}/index.html`,
        login: `${webRoot}/login.html`,
      },
      // Packages whose modules are plain definitions but whose package.json
      // does not say so: without this, antd's shared context (every popover
      // and modal imports form/context for FormProvider) drags the whole form
      // engine and its validator into the first load.
      // lottie-web's player (the Lottie result's preview, loaded with it) keeps a direct eval for After
      // Effects expressions, which our Lottie files never have: nothing to say about it at every build.
      onwarn(warning, warn) {
        if (warning.code === 'EVAL' && /[\\/]lottie-web[\\/]/.test(warning.id ?? '')) return;
        warn(warning);
      },
      treeshake: {
        moduleSideEffects: [{ test: /node_modules[\\/]@rc-component[\\/](form|async-validator)[\\/]/, sideEffects: false }],
      },
      output: {
        // Libraries both pages load, in chunks of their own: they stay cached
        // across releases of the app code. antd is left to the default
        // splitting so lazy pages keep their components (ColorPicker, …).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/oss': apiTarget,
      '/img': apiTarget,
      '/static': apiTarget,
    },
  },
});
