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

/**
 * `import { EditOutlined } from '@ant-design/icons'` in the area's code becomes an import of
 * that icon's own module: the package's index imports every icon (~800), so the module graph
 * (read by chunkGroups below) would say every file importing one icon reaches them all.
 */
function directIconImports(): Plugin {
  // A whole import statement at the start of a line; its lines are kept, so the file's other lines keep their numbers.
  const named = /^import\s*\{([^}]*)\}\s*from\s*'@ant-design\/icons';/gm;
  const ICON = /^[A-Za-z0-9]+(Outlined|Filled|TwoTone)$/;
  return {
    name: 'direct-icon-imports',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/](web|core)[\\/].*\.tsx?$/.test(id) || !code.includes("'@ant-design/icons'")) return null;
      return code.replace(named, (statement, list: string) => {
        const items = list
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean)
          .map((item) => item.split(/\s+as\s+/));
        // Anything but icons (a provider, a type) keeps the package's own import.
        if (!items.every(([icon]) => ICON.test(icon!))) return statement;
        const lines = statement.split('\n').length - 1;
        return items.map(([icon, local = icon]) => `import ${local} from '@ant-design/icons/${icon}';`).join(' ') + '\n'.repeat(lines);
      });
    },
  };
}

/**
 * The download page is a chunk of its own (routes.tsx lazyPage), so the other pages do not
 * carry it. Left to the default splitting, the modules it shares with them (the area's
 * controls, icons, API hooks) would be cut into one small chunk per set of pages importing
 * them — ~40 files on '/', each compressed alone, 16 KB more. Two groups keep them together,
 * from the module graph once it is complete:
 * - `page-common`: what the download page reaches statically that the area's entry does not
 *   carry, when another chunk imports it too (with what it imports in turn);
 * - `entry-common`: what the sign-in page shares with the area's entry or the download page, so
 *   that it is one file and the sign-in page never loads `page-common` for a module or two.
 * Every other page then loads the entry, both groups and its own chunk (−8 to −12 KB each,
 * '/' and the sign-in page no heavier: scripts/check-budgets.ts).
 */
function chunkGroups(): { plugin: Plugin; page: (id: string) => boolean; entry: (id: string) => boolean } {
  const page = new Set<string>();
  const entry = new Set<string>();
  const plugin: Plugin = {
    name: 'chunk-groups',
    apply: 'build',
    buildEnd() {
      page.clear();
      entry.clear();
      const reach = (from: readonly string[]): Set<string> => {
        const seen = new Set<string>();
        const todo = [...from];
        while (todo.length > 0) {
          const id = todo.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          todo.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      const ids = [...this.getModuleIds()];
      const find = (suffix: string) => {
        const found = ids.filter((id) => id.endsWith(suffix));
        if (found.length === 0) throw new Error(`chunkGroups: the build has no module ${suffix} (vite.config.ts names it)`);
        return found;
      };
      const area = reach(find('/web/index.html'));
      const login = reach(find('/web/login.html'));
      const download = reach(find('/web/pages/download/DownloadPage.tsx'));
      for (const id of download) if (!area.has(id) && !login.has(id)) page.add(id);
      for (const id of login) if (area.has(id) || download.has(id)) entry.add(id);
    },
  };
  return { plugin, page: (id) => page.has(id), entry: (id) => entry.has(id) };
}

const groups = chunkGroups();

export default defineConfig({
  root: webRoot,
  base: '/download/',
  plugins: [withoutUnusedUniqueTooltips(), directIconImports(), react(), groups.plugin, precompress(outDir)],
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
        // React, which both pages load, in a chunk of its own: it stays cached
        // across releases of the app code. Then the two shared groups of
        // chunkGroups() above. antd is left to the default splitting so lazy
        // pages keep their components (ColorPicker, …).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            { name: 'entry-common', test: groups.entry, priority: 2 },
            { name: 'page-common', test: groups.page, minShareCount: 2, priority: 1 },
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
