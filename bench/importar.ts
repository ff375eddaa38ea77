import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { log, mediana, motores, openDatabase, serverUrl, servirApi } from './base.js';

const { values } = parseArgs({
  options: { filas: { type: 'string', default: '10000' }, rondas: { type: 'string', default: '3' }, engines: { type: 'string' } },
});
const FILAS = Number(values.filas);
const RONDAS = Number(values.rondas);
const OBJETIVO_MS = 10_000;
const engines = motores(values.engines);

const filasDe = (recurso: string, marca: string) =>
  Array.from({ length: FILAS }, (_, i) =>
    recurso === 'clientes'
      ? {
          Nombre: `Cliente ${marca} ${i}`,
          Apellido: 'Importado',
          Telefono: '+54 11 4000-0000',
          Direccion: `Av. Rivadavia ${i}, CABA`,
          Email: `c${marca}.${i}@importado.com.ar`,
          CondicionIVA: 'Consumidor Final',
          LimiteCredito: 150000,
        }
      : { Nombre: `Carbón ${marca} ${i}`, Descripcion: 'Bolsa de carbón vegetal', Precio: 1500.5, Stock: 40, PesoKg: 4 },
  );

async function main() {
  const filasDeTabla: string[] = [];
  for (const engine of engines) {
    const { db, close } = await openDatabase(engine, serverUrl, 'importar');
    try {
      await db.migrate.latest();
      await db.seed.run();
      const { base, token, cerrar } = await servirApi(db);
      for (const recurso of ['clientes', 'productos']) {
        for (const validar of [true, false]) {
          const tiempos: number[] = [];
          for (let ronda = 0; ronda < RONDAS; ronda++) {
            const marca = randomBytes(4).toString('hex');
            const inicio = performance.now();
            const res = await fetch(`${base}/importaciones/${recurso}${validar ? '?validar=1' : ''}`, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
              body: JSON.stringify({ filas: filasDe(recurso, marca) }),
            });
            await res.json();
            tiempos.push(performance.now() - inicio);
            if (!res.ok) throw new Error(`${recurso}: ${res.status}`);
          }
          const medio = mediana(tiempos);
          const fila = `| ${engine === 'pg' ? 'PostgreSQL' : 'PGlite'} | POST /api/importaciones/${recurso}${validar ? '?validar=1' : ''} | ${FILAS.toLocaleString('es-AR')} | ${Math.round(medio).toLocaleString('es-AR')} ms | ≤ 10.000 ms ${medio <= OBJETIVO_MS ? '✓' : '✗'} |`;
          log(fila);
          filasDeTabla.push(fila);
        }
      }
      cerrar();
    } finally {
      await close();
    }
  }
  process.stdout.write(
    `| Motor | Pedido | Filas | Mediana (${RONDAS} rondas) | Objetivo |\n|---|---|---|---|---|\n${filasDeTabla.join('\n')}\n`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
