import type { PGlite } from '@electric-sql/pglite';

// PostgreSQL asks for a relation's size (an lseek to its end) each time it plans a query on it and
// each time a scan of it starts. Under PGlite's Node file system (Emscripten's NODEFS) every such
// lseek is an fstat system call: about 80 for a page of orders, 7% of the server's CPU under load
// (docs/decisiones.md, Rendimiento).
// While nothing is written no size can change, so the sizes are kept here, and any write, truncation,
// creation, rename or removal of any file forgets them all. Only this process touches the data
// directory while PGlite has it open (a second one would corrupt it anyway).

const SEEK_END = 2;

/** Emscripten's file node: the same object for every open stream of one path. */
type Nodo = object;
interface Flujo {
  node: Nodo;
}
type Operacion = (this: unknown, ...args: never[]) => unknown;
interface OperacionesDeFlujo {
  llseek(this: unknown, flujo: Flujo, desplazamiento: number, desde: number): number;
  [nombre: string]: Operacion;
}
interface Montaje {
  opts?: { root?: string };
  type: { stream_ops?: OperacionesDeFlujo; node_ops?: Record<string, Operacion> };
}

// The operations that can change a file's size or which file a path names.
const CAMBIAN_ARCHIVOS = {
  stream_ops: ['write', 'setattr', 'msync'],
  node_ops: ['setattr', 'mknod', 'rename', 'unlink', 'symlink'],
} as const;

/**
 * Keeps file sizes in memory for a PGlite with a data directory; true once done. False for an
 * in-memory PGlite (MEMFS knows its sizes already) or a PGlite whose file system is not the NODEFS
 * this was written for (a test checks it is done on the version in use).
 */
export function recordarTamanos(pglite: PGlite): boolean {
  const montajes: Montaje[] = pglite.Module.FS.root.mount.mounts;
  const nodefs = montajes.find((m) => m.opts?.root && m.type.stream_ops?.llseek && m.type.node_ops)?.type;
  if (!nodefs?.stream_ops || !nodefs.node_ops) return false;
  const { stream_ops: flujo, node_ops: nodo } = nodefs;
  if (CAMBIAN_ARCHIVOS.stream_ops.some((op) => !flujo[op]) || CAMBIAN_ARCHIVOS.node_ops.some((op) => !nodo[op])) return false;

  let tamanos = new WeakMap<Nodo, number>();
  const llseek = flujo.llseek;
  flujo.llseek = function (this: unknown, f: Flujo, desplazamiento: number, desde: number) {
    // PostgreSQL asks for the end as lseek(fd, 0, SEEK_END); anything else goes to NODEFS as it came.
    if (desde !== SEEK_END || desplazamiento !== 0) return llseek.call(this, f, desplazamiento, desde);
    let tamano = tamanos.get(f.node);
    if (tamano === undefined) {
      tamano = llseek.call(this, f, 0, SEEK_END);
      tamanos.set(f.node, tamano);
    }
    return tamano;
  };
  const olvidandoAntes = (operaciones: Record<string, Operacion>, nombre: string) => {
    const original = operaciones[nombre];
    operaciones[nombre] = function (this: unknown, ...args: never[]) {
      tamanos = new WeakMap();
      return original.apply(this, args);
    };
  };
  for (const op of CAMBIAN_ARCHIVOS.stream_ops) olvidandoAntes(flujo, op);
  for (const op of CAMBIAN_ARCHIVOS.node_ops) olvidandoAntes(nodo, op);
  return true;
}
