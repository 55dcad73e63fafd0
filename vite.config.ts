import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
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

export default defineConfig({
  root: webRoot,
  base: '/download/',
  plugins: [react()],
  build: {
    outDir,
    emptyOutDir: true,
    rolldownOptions: {
      input: {
        index: `${webRoot}/index.html`,
        login: `${webRoot}/login.html`,
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
