// npm run build, after vite build: prints each chunk's size and fails (exit 1) when a route of
// scripts/presupuesto.ts needs more JavaScript than its budget. With DESGLOSE=1 it also prints what
// each route downloads by package (docs/rendimiento.md, issue 12).
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { FUERA_DE_LAS_RUTAS, RUTAS_PRESUPUESTADAS } from './presupuesto';

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

const tamanosGzip = (file: string) => tamanos.get(file)!.gzip;

const entrada = Object.keys(manifest).find((clave) => manifest[clave].isEntry);
if (!entrada) throw new Error('el manifiesto de Vite no tiene entrada');
// What main.tsx opens once there is a session: its dynamic imports, but the pages no signed-in route opens.
const conLaSesion = (manifest[entrada].dynamicImports ?? []).filter((clave) => !FUERA_DE_LAS_RUTAS.includes(clave));

let excedido = false;
console.log();
for (const { nombre, presupuestoKb, conSesion, pantallas } of RUTAS_PRESUPUESTADAS) {
  const archivos = archivosDe([entrada, ...(conSesion ? conLaSesion : []), ...pantallas]);
  const gzip = [...archivos].reduce((total, file) => total + tamanosGzip(file), 0);
  const dentro = gzip <= presupuestoKb * 1000;
  excedido ||= !dentro;
  console.log(
    `${dentro ? 'ok' : 'EXCEDIDO'}  ${nombre}: ${kB(gzip).trim()} kB gzip en ${archivos.size} archivos (presupuesto ${presupuestoKb} kB)`,
  );
}
if (process.env.DESGLOSE) {
  // Each chunk's gzip shared among its modules by their minified size: an estimate (gzip does not
  // compress every module alike), good for seeing what weighs.
  const modulos: Record<string, Record<string, number>> = JSON.parse(fs.readFileSync(path.join(DIST, '.vite/modulos.json'), 'utf8'));
  const paquete = (id: string) => {
    const enDependencia = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
    if (enDependencia) return enDependencia[1];
    const propio = path.relative(path.resolve('.'), id.replace(/^\0/, ''));
    return propio.startsWith('admin/src/') ? propio.split('/').slice(0, 3).join('/') : propio.split('/')[0];
  };
  for (const { nombre, conSesion, pantallas } of RUTAS_PRESUPUESTADAS) {
    const porPaquete = new Map<string, number>();
    for (const file of archivosDe([entrada, ...(conSesion ? conLaSesion : []), ...pantallas])) {
      const tamanosModulos = Object.entries(modulos[file] ?? {});
      const total = tamanosModulos.reduce((suma, [, largo]) => suma + largo, 0) || 1;
      for (const [id, largo] of tamanosModulos) {
        porPaquete.set(paquete(id), (porPaquete.get(paquete(id)) ?? 0) + (tamanosGzip(file) * largo) / total);
      }
    }
    const ordenados = [...porPaquete].sort(([, a], [, b]) => b - a);
    const menores = ordenados.filter(([, gzip]) => gzip < 1000);
    console.log(`\n${nombre}, por paquete (kB gzip, estimado):`);
    for (const [nombrePaquete, gzip] of ordenados.filter(([, gzip]) => gzip >= 1000)) console.log(`${kB(gzip)}  ${nombrePaquete}`);
    console.log(`${kB(menores.reduce((suma, [, gzip]) => suma + gzip, 0))}  otros ${menores.length}, de menos de 1 kB cada uno`);
  }
}
if (excedido) process.exit(1);
