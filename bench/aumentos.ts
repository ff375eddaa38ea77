import { parseArgs } from 'node:util';
import { log, mediana, motores, openDatabase, serverUrl, servirApi } from './base.js';

// "Actualizar precios" over a big catalogue (issue 47): the preview's first page, the whole preview (its export), the
// application of the increase today and its undoing, each over every active product of the demo plus --productos
// more, through HTTP as the admin calls them. Target: ≤ 2 s each at 10,000 products.

const { values } = parseArgs({
  options: { productos: { type: 'string', default: '10000' }, rondas: { type: 'string', default: '3' }, engines: { type: 'string' } },
});
const PRODUCTOS = Number(values.productos);
const RONDAS = Number(values.rondas);
const OBJETIVO_MS = 2_000;
const AUMENTO = 'Alcance=todos&Modo=porcentaje&Valor=8&Redondeo=10';

async function main() {
  const filas: string[] = [];
  for (const engine of motores(values.engines)) {
    const { db, close } = await openDatabase(engine, serverUrl, 'aumentos');
    try {
      await db.migrate.latest();
      await db.seed.run();
      await db.raw(
        `INSERT INTO productos (nombre, descripcion, precio, stock, categoria_id)
         SELECT 'Carbón de lote ' || g, 'Bolsa de carbón', 1000 + g % 5000, 10, (SELECT min(categoria_id) FROM categorias_producto)
         FROM generate_series(1, ?) AS g`,
        [PRODUCTOS],
      );
      const [{ n }] = await db('productos').where({ active: true }).count({ n: '*' });
      const { base, token, cerrar } = await servirApi(db);
      const pedir = async (metodo: string, ruta: string, cuerpo?: unknown) => {
        const inicio = performance.now();
        const res = await fetch(`${base}${ruta}`, {
          method: metodo,
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
          body: cuerpo === undefined ? undefined : JSON.stringify(cuerpo),
        });
        const json = (await res.json()) as { data: { AumentoID: number; Version: number; Productos: number } };
        if (!res.ok) throw new Error(`${metodo} ${ruta}: ${res.status} ${JSON.stringify(json)}`);
        return { ms: performance.now() - inicio, data: json.data };
      };
      const tiempos: Record<string, number[]> = {};
      const anotar = (etiqueta: string, ms: number) => {
        tiempos[etiqueta] ??= [];
        tiempos[etiqueta].push(ms);
      };
      for (let ronda = 0; ronda < RONDAS; ronda++) {
        anotar(
          'GET /api/aumentos-precio/vista-previa (primera página)',
          (await pedir('GET', `/aumentos-precio/vista-previa?${AUMENTO}&page=1&limit=25`)).ms,
        );
        anotar(
          'GET /api/aumentos-precio/vista-previa (todos: la exportación)',
          (await pedir('GET', `/aumentos-precio/vista-previa?${AUMENTO}`)).ms,
        );
        const aplicado = await pedir('POST', '/aumentos-precio', { Alcance: 'todos', Modo: 'porcentaje', Valor: 8, Redondeo: 10 });
        anotar('POST /api/aumentos-precio (hoy: se aplica)', aplicado.ms);
        const { AumentoID, Version } = aplicado.data;
        anotar('POST /api/aumentos-precio/{id}/deshacer', (await pedir('POST', `/aumentos-precio/${AumentoID}/deshacer`, { Version })).ms);
      }
      for (const [etiqueta, medidos] of Object.entries(tiempos)) {
        const medio = mediana(medidos);
        const fila = `| ${engine === 'pg' ? 'PostgreSQL' : 'PGlite'} | ${etiqueta} | ${Number(n).toLocaleString('es-AR')} | ${Math.round(medio).toLocaleString('es-AR')} ms | ≤ 2.000 ms ${medio <= OBJETIVO_MS ? '✓' : '✗'} |`;
        log(fila);
        filas.push(fila);
      }
      cerrar();
    } finally {
      await close();
    }
  }
  process.stdout.write(
    `| Motor | Pedido | Productos activos | Mediana (${RONDAS} rondas) | Objetivo |\n|---|---|---|---|---|\n${filas.join('\n')}\n`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
