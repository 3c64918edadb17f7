import fs from 'node:fs';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const backend = 'http://127.0.0.1:8090';
const outDir = path.resolve(import.meta.dirname, '../pb_public');

/** keepGitkeep puts back pb_public/.gitkeep, which emptyOutDir removes (git tracks the folder by it). */
function keepGitkeep(): Plugin {
  return {
    name: 'selah-keep-gitkeep',
    apply: 'build',
    writeBundle() {
      fs.writeFileSync(path.join(outDir, '.gitkeep'), '');
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), keepGitkeep()],
  resolve: {
    alias: { '@': path.resolve(import.meta.dirname, 'src') },
  },
  build: {
    outDir,
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically (React, the router, the landing page) goes into
        // the entry chunk itself, rather than into a few small shared chunks it would preload, so a
        // first visit to "/" fetches one script. The app's areas stay lazy chunks of their own.
        codeSplitting: {
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
    },
  },
  server: {
    proxy: {
      // /api covers our routes, PocketBase's REST and files, and the SSE stream at /api/realtime.
      '/api': { target: backend, changeOrigin: true },
      '/_/': { target: backend, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: backend, changeOrigin: true },
      '/_/': { target: backend, changeOrigin: true },
    },
  },
});
