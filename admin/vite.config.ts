import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { build, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { ESTILO_DEL_ARMAZON, INGRESO_PREVIO_HTML } from './src/arranque/html';
import { CACHE_DE_CODIGO } from './src/common/cachesConDatos';

const API_PORT = process.env.API_PORT ?? '3001';

/**
 * node-polyglot (react-admin's i18n, on every signed-in page) requires polyfill packages for
 * Object.entries and Object.hasOwn, which bring get-intrinsic and about 35 kB of shims with them
 * (issue 12); every browser the build targets has both built in, so they resolve to the built-ins.
 */
const INCORPORADOS: Record<string, string> = { 'object.entries': 'Object.entries', hasown: 'Object.hasOwn' };
const PREFIJO = '\0incorporado:';
const incorporados: Plugin = {
  name: 'incorporados',
  enforce: 'pre',
  resolveId: (id) => (id in INCORPORADOS ? PREFIJO + id : null),
  load: (id) => (id.startsWith(PREFIJO) ? `module.exports = ${INCORPORADOS[id.slice(PREFIJO.length)]};` : null),
};

/**
 * dist/.vite/modulos.json: each chunk's modules with their size in it (minified, before gzip), for
 * the per-package breakdown of scripts/presupuesto-bundle.ts (DESGLOSE=1): the manifest names only chunks.
 */
const modulosPorChunk: Plugin = {
  name: 'modulos-por-chunk',
  apply: 'build',
  writeBundle({ dir }, bundle) {
    const modulos = Object.fromEntries(
      Object.values(bundle).flatMap((salida) =>
        salida.type === 'chunk'
          ? [[salida.fileName, Object.fromEntries(Object.entries(salida.modules).map(([id, { renderedLength }]) => [id, renderedLength]))]]
          : [],
      ),
    );
    fs.writeFileSync(path.join(dir!, '.vite/modulos.json'), JSON.stringify(modulos));
  },
};

/**
 * index.html carries, as JSON in #precarga-ingreso, the files the dashboard needs beyond the login
 * page's (App, layout, dashboard and what they import): the login page preloads them once someone
 * types (admin/src/login/precargaIngreso.ts).
 */
const PRIMERA_PANTALLA = /\/src\/(App\.tsx|layout\/Layout\.tsx|dashboard\/.*\.tsx)$/;
const precargaIngreso: Plugin = {
  name: 'precarga-ingreso',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(_html, { bundle, chunk }) {
      if (!bundle || !chunk) return;
      const delLogin = new Set([chunk.fileName, ...chunk.imports]);
      const archivos = new Set<string>();
      const agregar = (nombre: string) => {
        const salida = bundle[nombre];
        if (delLogin.has(nombre) || archivos.has(nombre) || salida?.type !== 'chunk') return;
        archivos.add(nombre);
        salida.imports.forEach(agregar);
      };
      for (const salida of Object.values(bundle)) {
        if (salida.type === 'chunk' && salida.facadeModuleId && PRIMERA_PANTALLA.test(salida.facadeModuleId)) agregar(salida.fileName);
      }
      const lista = JSON.stringify([...archivos].map((nombre) => `/${nombre}`));
      return [{ tag: 'script', attrs: { type: 'application/json', id: 'precarga-ingreso' }, children: lista, injectTo: 'body' }];
    },
  },
};

/** The shell's script (src/arranque/arranque.ts) built on its own, as one classic script with nothing to import. */
async function guionDelArmazon(): Promise<string> {
  const resultado = await build({
    configFile: false,
    root: import.meta.dirname,
    logLevel: 'warn',
    build: { write: false, minify: true, lib: { entry: 'src/arranque/arranque.ts', formats: ['iife'], name: 'arranque' } },
  });
  const [{ output }] = Array.isArray(resultado) ? resultado : [resultado as Exclude<typeof resultado, { close: unknown }>];
  return output[0].code;
}

/**
 * The HTML shell (issue 46): index.html paints without waiting for the app's code. Inside #root, the login form
 * (usable as it arrives); in head, its style and the kept view's; at the end of body, inline, the shell's script, which
 * runs as the page is parsed, before the modules: it asks the first screen's data and paints the last figures seen. The
 * server allows that one inline script by its hash (api/src/http/armazon.ts).
 */
const armazon: Plugin = {
  name: 'armazon',
  transformIndexHtml: {
    order: 'pre',
    async handler(html) {
      return {
        html: html.replace('<div id="root"></div>', `<div id="root">${INGRESO_PREVIO_HTML}</div>`),
        tags: [
          { tag: 'style', children: ESTILO_DEL_ARMAZON, injectTo: 'head' },
          { tag: 'script', children: await guionDelArmazon(), injectTo: 'body' },
        ],
      };
    },
  },
};

/**
 * A brotli copy (quality 11) and a gzip copy (level 9) beside every hashed script and style sheet, which the server
 * sends to a browser that accepts them (koa-static): brotli is 13 % fewer bytes than gzip for the login page; the gzip
 * copy is for browsers without brotli, 6 kB smaller on the way to the dashboard than koa-compress's gzip per request
 * (which flushes as it goes), and neither costs the server a compression per request.
 */
const precomprimidos: Plugin = {
  name: 'precomprimidos',
  apply: 'build',
  writeBundle({ dir }, bundle) {
    for (const nombre of Object.keys(bundle)) {
      if (!/^assets\/.+\.(js|css)$/.test(nombre)) continue;
      const ruta = path.join(dir!, nombre);
      const contenido = fs.readFileSync(ruta);
      fs.writeFileSync(`${ruta}.br`, zlib.brotliCompressSync(contenido, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
      fs.writeFileSync(`${ruta}.gz`, zlib.gzipSync(contenido, { level: 9 }));
    }
  },
};

/** The brown of the brand (primary.main in src/layout/theme.ts, the favicon's background). */
const MARRON = '#5d4037';

/** The driver's screen, which works without signal (its sheet and its queue are kept on the phone): it must open offline even the first time. */
const SIN_SENAL = /\/src\/mi-recorrido\/MiRecorrido\.tsx$/;

/**
 * What the service worker precaches besides index.html: the login page's files (the entry, what it
 * imports, its CSS), the first signed-in screen's (App, layout, dashboard) and the driver's, from Vite's manifest.
 * Precached scripts get V8's code cache at install, which a slow phone feels on every later start;
 * every other chunk is cached the first time the app loads it.
 */
function delInicio(dist: string): Set<string> {
  const manifiesto: Record<string, { file: string; isEntry?: boolean; imports?: string[]; css?: string[] }> = JSON.parse(
    fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'),
  );
  const archivos = new Set<string>();
  const agregar = (clave: string) => {
    const { file, imports = [], css = [] } = manifiesto[clave];
    if (archivos.has(file)) return;
    archivos.add(file);
    for (const hoja of css) archivos.add(hoja);
    imports.forEach(agregar);
  };
  for (const [clave, { isEntry }] of Object.entries(manifiesto)) {
    if (isEntry || PRIMERA_PANTALLA.test(`/${clave}`) || SIN_SENAL.test(`/${clave}`)) agregar(clave);
  }
  return archivos;
}

/**
 * The installable app (issue 36): manifest and a Workbox service worker. API answers are never
 * cached: /api/ is left to the network (no route matches it) and the server sends them no-store.
 */
const appInstalable = VitePWA({
  registerType: 'prompt',
  injectRegister: false,
  manifest: {
    name: 'CarbonSur · Gestión',
    short_name: 'CarbonSur',
    description: 'Pedidos, stock, flota y cuentas de CarbonSur',
    lang: 'es',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: MARRON,
    background_color: '#f7f3f0',
    icons: [
      { src: '/icono-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icono-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icono-enmascarable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png}'],
    manifestTransforms: [
      async (entradas) => {
        const inicio = delInicio(path.join(import.meta.dirname, 'dist'));
        return { manifest: entradas.filter(({ url }) => !url.startsWith('assets/') || inicio.has(url)) };
      },
    ],
    // Hashed names never change content: the browser's HTTP cache may answer the worker's install.
    dontCacheBustURLsMatching: /^assets\//,
    navigateFallback: 'index.html',
    navigateFallbackDenylist: [/^\/api\//],
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
        handler: 'CacheFirst',
        options: { cacheName: CACHE_DE_CODIGO, expiration: { maxEntries: 400 } },
      },
    ],
  },
});

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), incorporados, armazon, modulosPorChunk, precargaIngreso, precomprimidos, appInstalable],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    // Which chunk each module and route needs, for the size budget (scripts/presupuesto-bundle.ts),
    // which also prints every chunk's gzip size: Vite's own report would repeat it.
    manifest: true,
    reportCompressedSize: false,
  },
  server: {
    port: 3000,
    proxy: { '/api': `http://localhost:${API_PORT}` },
  },
});
