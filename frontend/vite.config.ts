import fs from 'node:fs';
import path from 'node:path';
import { brotliCompress, constants as zlibConstants, gzip, gzipSync } from 'node:zlib';
import { promisify } from 'node:util';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const backend = 'http://127.0.0.1:8090';
const outDir = path.resolve(import.meta.dirname, '../pb_public');
const alias = { '@': path.resolve(import.meta.dirname, 'src') };

/** EMBED_JS_BUDGET: the embed's JavaScript, gzipped, at most (issue 16: 30 KB). */
const EMBED_JS_BUDGET = 30 * 1024;

/**
 * EMBED_MODULES: all the embed may bundle: its own folder and the plain modules it shares
 * with the app (paths, the time format, the play and position rules and the player built on
 * them, whose state is in zustand's vanilla store). Anything else (React, the router, the PocketBase SDK, the app's components) fails
 * the build.
 */
const EMBED_MODULES = [
  /[\\/]frontend[\\/]embed\.html$/,
  /[\\/]src[\\/]embed[\\/]/,
  /[\\/]src[\\/]config[\\/]paths\.ts$/,
  /[\\/]src[\\/]lib[\\/]format\.ts$/,
  /[\\/]src[\\/]components[\\/]player[\\/](play-tracker|position-saver|listening-player)\.ts$/,
  /[\\/]node_modules[\\/]zustand[\\/]esm[\\/]vanilla\.mjs$/, // the players' state store
  /^\0?vite[\\/]/, // Vite's own helpers (the module preload polyfill)
];

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

/**
 * embedGuard fails the embed's build when it bundles anything but EMBED_MODULES, imports
 * another chunk, or its JavaScript is over budget gzipped.
 */
function embedGuard(): Plugin {
  return {
    name: 'selah-embed-guard',
    generateBundle(_options, bundle) {
      let gzipped = 0;
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        const stray = file.moduleIds.filter((id) => !EMBED_MODULES.some((re) => re.test(id)));
        if (stray.length > 0)
          this.error(`the embed bundles modules it must not: ${stray.join(', ')}`);
        if (file.imports.length > 0 || file.dynamicImports.length > 0)
          this.error(`the embed's ${file.fileName} imports other chunks`);
        gzipped += gzipSync(file.code).length;
      }
      if (gzipped > EMBED_JS_BUDGET)
        this.error(`the embed's JavaScript is ${gzipped} bytes gzipped, over ${EMBED_JS_BUDGET}`);
    },
  };
}

/**
 * embedBuild builds embed.html (the player for <iframe>s, /embed/...) after the app, as a
 * build of its own into the same folder. As a second input of the app's build it would share
 * chunks with the app: the entry group below takes every module an entry loads at once into
 * one chunk (React and the landing page included), and without it the modules both use
 * (config/paths) would become a chunk the landing page then fetches as a second script.
 * Built alone, it holds only what it imports, and none of the app's chunks change.
 */
function embedBuild(): Plugin {
  let target = outDir;
  return {
    name: 'selah-embed-build',
    apply: 'build',
    configResolved(config) {
      target = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await build({
        configFile: false,
        root: import.meta.dirname,
        publicDir: false,
        logLevel: 'warn',
        resolve: { alias },
        plugins: [embedGuard()],
        build: {
          outDir: target,
          emptyOutDir: false,
          modulePreload: false,
          rolldownOptions: { input: { embed: path.resolve(import.meta.dirname, 'embed.html') } },
        },
      });
    },
  };
}

/** PRECOMPRESS_TYPES: the built files worth compressing (text; images and audio are compressed already). */
const PRECOMPRESS_TYPES = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;

/** PRECOMPRESS_MIN: below about a kilobyte the encoding's overhead eats the gain (one packet either way). */
const PRECOMPRESS_MIN = 1024;

/**
 * precompress writes `name.br` (brotli, quality 11) and `name.gz` (gzip -9) beside every built
 * text file of at least PRECOMPRESS_MIN bytes, the app's and the embed's alike, once every build
 * has written its files (order: 'post' and sequential, so after embedBuild's closeBundle). The Go
 * server picks one by the request's Accept-Encoding (routes/static_serve.go): made once here at
 * the highest levels rather than on every request. A variant not smaller than its file is left out.
 */
function precompress(): Plugin {
  let target = outDir;
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  return {
    name: 'selah-precompress',
    apply: 'build',
    configResolved(config) {
      target = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const files = fs
          .readdirSync(target, { recursive: true, withFileTypes: true })
          .filter((f) => f.isFile() && PRECOMPRESS_TYPES.test(f.name))
          .map((f) => path.join(f.parentPath, f.name));
        await Promise.all(
          files.map(async (file) => {
            const raw = fs.readFileSync(file);
            if (raw.length < PRECOMPRESS_MIN) return;
            const variants: [string, Buffer][] = [
              [
                '.br',
                await brotli(raw, {
                  params: {
                    [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
                    [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
                    [zlibConstants.BROTLI_PARAM_SIZE_HINT]: raw.length,
                  },
                }),
              ],
              ['.gz', await gz(raw, { level: 9 })],
            ];
            for (const [ext, body] of variants) {
              if (body.length < raw.length) fs.writeFileSync(file + ext, body);
            }
          }),
        );
      },
    },
  };
}

/**
 * SERVER_PAGES: paths the Go server answers itself (API and feeds, public pages, embeds,
 * sitemap, robots, PocketBase's dashboard, the share image). The service worker never answers
 * a navigation to them with the app's cached index.html.
 */
const SERVER_PAGES = [
  /^\/api\//,
  /^\/m\//,
  /^\/c\//,
  /^\/embed\//,
  /^\/sitemap/,
  /^\/robots\.txt$/,
  /^\/_\//,
  /^\/share-image\.png/,
];

/**
 * pwa makes the app installable: the web app manifest (manifest.webmanifest) and a Workbox
 * service worker (sw.js) that precaches the app shell, so /app and its client routes open
 * without a network (navigations fall back to the cached index.html, except SERVER_PAGES).
 * The embed (built apart, embedBuild) is neither precached nor controlled differently: its
 * pages are server pages. The app registers the worker itself (src/app/service-worker.ts);
 * audio kept for offline listening lives in IndexedDB (src/features/offline), not here.
 */
function pwa() {
  return VitePWA({
    registerType: 'autoUpdate',
    injectRegister: false,
    manifest: {
      id: '/app',
      name: 'Selah',
      short_name: 'Selah',
      description: 'Listen to gospel songs, podcasts and sermons, online and offline.',
      lang: 'en',
      start_url: '/app',
      scope: '/',
      display: 'standalone',
      theme_color: '#c9a227',
      background_color: '#ffffff',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        {
          src: '/icons/icon-512-maskable.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
      shortcuts: [
        { name: 'Browse', url: '/app', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
        {
          name: 'Library',
          url: '/app/library',
          icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }],
        },
      ],
    },
    workbox: {
      // The app shell: the entry, the lazy areas, styles, fonts and icons; not the embed's
      // files, nor the .br/.gz copies (the server picks those by Accept-Encoding).
      globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
      globIgnores: ['embed.html', 'assets/embed-*'],
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      navigateFallback: 'index.html',
      navigateFallbackDenylist: SERVER_PAGES,
      // Covers seen online (thumbnails and art under /api/files), kept for the offline screens.
      runtimeCaching: [
        {
          urlPattern: ({ url, request }) =>
            url.pathname.startsWith('/api/files/') && request.destination === 'image',
          handler: 'StaleWhileRevalidate',
          options: {
            cacheName: 'selah-covers',
            expiration: { maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600 },
            cacheableResponse: { statuses: [200] },
          },
        },
      ],
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      skipWaiting: true,
    },
  });
}

/**
 * embedDevPages serves embed.html for /embed/media/{id} and /embed/episodes/{id} under
 * `vite dev`, as the Go server does in production (the SPA fallback would send index.html).
 */
function embedDevPages(): Plugin {
  return {
    name: 'selah-embed-dev-pages',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.url && /^\/embed\/(media|episodes)\/[^/?]+/.test(req.url)) {
          const query = req.url.indexOf('?');
          req.url = `/embed.html${query >= 0 ? req.url.slice(query) : ''}`;
        }
        next();
      });
    },
  };
}

/**
 * productionRouter: react-router's package exports only its development build (dev warnings
 * and checks kept, 376 KB of source in the landing's one script); a production build of the app
 * uses the production build the package ships beside it (dist/production). Tests and `vite dev`
 * keep the development build and its warnings.
 */
const routerDist = path.resolve(import.meta.dirname, 'node_modules/react-router/dist/production');
const productionRouter = [
  { find: /^react-router$/, replacement: path.join(routerDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(routerDist, 'dom-export.mjs') },
];

/** productionRouterBuild applies productionRouter to production builds only. */
function productionRouterBuild(): Plugin {
  return {
    name: 'selah-production-router',
    enforce: 'pre',
    config: (_config, { command, mode }) =>
      command === 'build' && mode === 'production' ? { resolve: { alias: productionRouter } } : undefined,
  };
}

export default defineConfig({
  plugins: [
    productionRouterBuild(),
    react(),
    tailwindcss(),
    keepGitkeep(),
    embedBuild(),
    embedDevPages(),
    pwa(),
    precompress(),
  ],
  resolve: { alias },
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
