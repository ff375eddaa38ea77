// npm run build, after vite build: prints each chunk's size and fails (exit 1) when a route of
// scripts/presupuesto.ts needs more JavaScript than its budget.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { RUTAS_PRESUPUESTADAS } from './presupuesto';

interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const DIST = path.resolve('admin/dist');
const manifest: Record<string, Chunk> = JSON.parse(fs.readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8'));

const kB = (bytes: number) => (bytes / 1000).toFixed(2).padStart(9);

const tamanos = new Map(
  Object.values(manifest)
    .filter(({ file }) => file.endsWith('.js'))
    .map(({ file }) => {
      const contenido = fs.readFileSync(path.join(DIST, file));
      return [file, { raw: contenido.length, gzip: gzipSync(contenido).length }];
    }),
);

/** The JavaScript files the browser downloads to run these modules: each one and its static imports. */
function archivosDe(claves: string[]): Set<string> {
  const archivos = new Set<string>();
  const visitar = (clave: string) => {
    const chunk = manifest[clave];
    if (!chunk) throw new Error(`${clave} no está en el manifiesto de Vite`);
    if (archivos.has(chunk.file)) return;
    archivos.add(chunk.file);
    chunk.imports?.forEach(visitar);
  };
  claves.forEach(visitar);
  return archivos;
}

console.log(`${'kB'.padStart(9)} ${'kB gzip'.padStart(9)}  chunk`);
for (const [file, { raw, gzip }] of [...tamanos].sort(([, a], [, b]) => b.gzip - a.gzip)) {
  console.log(`${kB(raw)} ${kB(gzip)}  ${file}`);
}

const entrada = Object.keys(manifest).find((clave) => manifest[clave].isEntry);
if (!entrada) throw new Error('el manifiesto de Vite no tiene entrada');
let excedido = false;
console.log();
for (const { nombre, presupuestoKb, conSesion, pantallas } of RUTAS_PRESUPUESTADAS) {
  const archivos = archivosDe([entrada, ...(conSesion ? (manifest[entrada].dynamicImports ?? []) : []), ...pantallas]);
  const gzip = [...archivos].reduce((total, file) => total + tamanos.get(file)!.gzip, 0);
  const dentro = gzip <= presupuestoKb * 1000;
  excedido ||= !dentro;
  console.log(
    `${dentro ? 'ok' : 'EXCEDIDO'}  ${nombre}: ${kB(gzip).trim()} kB gzip en ${archivos.size} archivos (presupuesto ${presupuestoKb} kB)`,
  );
}
if (excedido) process.exit(1);
