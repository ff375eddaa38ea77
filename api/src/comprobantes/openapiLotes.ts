import { ROLES_FACTURAR } from '#dominio/facturacion';
import {
  estadoArcaSchema,
  loteCreateSchema,
  lotePreviaFilterSchema,
  lotePreviaSchema,
  loteSchema,
  ROLES_REINTENTAR,
  reintentoSchema,
} from '#dominio/lotes';
import { conDatos, escrito, type Operacion } from '../openapi/operacion.js';

// "Facturar entregas" and ARCA's pending ones (decision 98): their part of the Comprobantes reference.

export const operacionesDeLotes: Operacion[] = [
  {
    metodo: 'get',
    ruta: '/comprobantes/lotes/previa',
    operationId: 'previaLoteDeFacturacion',
    resumen: 'Cuántas entregas de un día facturaría un lote',
    descripcion:
      'Los pedidos que pasaron a Completado ese día de negocio y todavía no tienen factura, y el lote de ese día en curso si hay uno.',
    acceso: ROLES_FACTURAR,
    filtros: lotePreviaFilterSchema,
    respuesta: { descripcion: 'La previa del lote', schema: conDatos(lotePreviaSchema) },
  },
  {
    metodo: 'post',
    ruta: '/comprobantes/lotes',
    operationId: 'facturarEntregas',
    resumen: 'Facturar las entregas de un día',
    descripcion:
      'Una Factura por pedido (la letra según el cliente) de cada pedido completado ese día y sin factura, escritas Pendiente de CAE en una ' +
      'transacción antes de responder 202; el envío a ARCA, en lotes del tamaño que ARCA admite, sigue en segundo plano y se lee con ' +
      "GET /comprobantes/lotes/{id}. Un pedido sin factura posible (una A sin CUIT) queda en Resultados con su motivo. 409: 'Ya se están " +
      "facturando las entregas del 02/12/2026 (lote 7)' o 'No hay entregas sin facturar del 02/12/2026'. 503 sin ARCA configurado.",
    acceso: ROLES_FACTURAR,
    cuerpo: loteCreateSchema,
    respuesta: { estado: 202, descripcion: 'El lote, con sus facturas pendientes', schema: escrito(loteSchema) },
    errores: [409, 503],
    idempotente: 'opcional',
  },
  {
    metodo: 'get',
    ruta: '/comprobantes/lotes/{id}',
    operationId: 'obtenerLoteDeFacturacion',
    resumen: 'El avance de un lote de facturación',
    descripcion: 'Cuántas facturas autorizó ARCA, cuántas siguen pendientes y cuántas rechazó, y el resultado de cada pedido.',
    acceso: ROLES_FACTURAR,
    respuesta: { descripcion: 'El lote', schema: conDatos(loteSchema) },
  },
  {
    metodo: 'get',
    ruta: '/comprobantes/estado-arca',
    operationId: 'obtenerEstadoArca',
    resumen: 'Comprobantes pendientes de CAE y el último envío',
    descripcion:
      'El servidor reenvía los pendientes cada ARCA_REINTENTO_SEGUNDOS; acá se ve cuántos quedan, cuándo fue el último envío y su error.',
    acceso: ROLES_REINTENTAR,
    respuesta: { descripcion: 'El estado del envío a ARCA', schema: conDatos(estadoArcaSchema) },
  },
  {
    metodo: 'post',
    ruta: '/comprobantes/estado-arca/reintento',
    operationId: 'reintentarEnvioArca',
    resumen: 'Reintentar ahora el envío de los pendientes',
    descripcion:
      'Envía ya todos los comprobantes Pendiente de CAE (primero consulta los que ya llevaban número) y responde qué pasó con ellos. ' +
      'Repetirlo no duplica nada: un autorizado ya no está pendiente. 503 sin ARCA configurado.',
    acceso: ROLES_REINTENTAR,
    respuesta: { descripcion: 'Lo que respondió ARCA', schema: escrito(reintentoSchema) },
    errores: [503],
  },
];
