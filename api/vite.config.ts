import { defineConfig } from 'vite';

// The production build of the API (npm run build:api): one ES module, api/dist/server.js, with our
// TypeScript (api/src, dominio through #dominio/*, migrations, seeds) compiled in and every package of
// node_modules left as an import, so node runs it without TypeScript. It must stay one folder below
// api/ as the sources are: api/src/raiz.ts finds the repository root (admin/dist, package.json) from there.
export default defineConfig({
  root: import.meta.dirname,
  build: {
    ssr: 'src/server.ts',
    outDir: 'dist',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
  },
});
