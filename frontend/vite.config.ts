import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const backend = 'http://127.0.0.1:8090';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': path.resolve(import.meta.dirname, 'src') },
  },
  build: {
    outDir: '../pb_public',
    emptyOutDir: true,
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
