import Router from '@koa/router';
import { diaNegocio } from '#dominio/fechas';
import {
  type LibroIvaQuery,
  libroIvaQuerySchema,
  MENSAJES_LIBRO_IVA,
  mesAnterior,
  nombreArchivoLibroIva,
  ROLES_LIBRO_IVA,
  textoLibroIvaDigital,
} from '#dominio/libroIva';
import type { AppDeps } from '../deps.js';
import { requireRoles } from '../http/auth.js';
import { answerData, answerFile } from '../http/envelopes.js';
import { listAnswer } from '../http/listRoutes.js';
import { validate } from '../http/validation.js';
import { renglonLibroIvaMapper } from './mapper.js';
import { libroIvaService, ORDEN_LIBRO_IVA } from './service.js';

/** Windows-1252, as ARCA's import reads the files; their characters are all Latin-1's (textoLibroIvaDigital). */
const TEXTO_ARCA = 'text/plain; charset=windows-1252';

/** The Libro IVA Ventas (issue 45): Supervisor and Administrador read a month's book, its totals and its ARCA files. */
export function libroIvaRoutes({ db, config }: AppDeps) {
  const service = libroIvaService(db);
  const router = new Router({ prefix: '/libro-iva-ventas' });
  router.use(requireRoles(ROLES_LIBRO_IVA, MENSAJES_LIBRO_IVA.soloAdministracion));
  // No month asked for: the last one, the book being closed.
  const delMes = (query: Record<string, unknown>): LibroIvaQuery => ({
    Mes: validate(libroIvaQuerySchema, { Mes: query.Mes }).Mes ?? mesAnterior(diaNegocio(config.now(), config.zonaNegocio)),
  });

  router.get('/', listAnswer({ filterOf: delMes, mapper: renglonLibroIvaMapper, defaults: ORDEN_LIBRO_IVA, list: service.listar }));

  router.get('/totales', async (ctx) => {
    answerData(ctx, await service.totales(delMes(ctx.query)));
  });

  for (const [ruta, archivo] of [
    ['/comprobantes.txt', 'CBTE'],
    ['/alicuotas.txt', 'ALICUOTAS'],
  ] as const) {
    router.get(ruta, async (ctx) => {
      const query = delMes(ctx.query);
      const registros = await service.registrosDigitales(query);
      const lineas = archivo === 'CBTE' ? registros.comprobantes : registros.alicuotas;
      answerFile(ctx, nombreArchivoLibroIva(archivo, query.Mes), TEXTO_ARCA, Buffer.from(textoLibroIvaDigital(lineas), 'latin1'));
    });
  }

  return router;
}
