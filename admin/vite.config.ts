import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const API_PORT = process.env.API_PORT ?? '3001';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
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
