import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

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

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), incorporados, modulosPorChunk],
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
