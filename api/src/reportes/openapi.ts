import { reporteCobranzasQuerySchema, reporteCobranzasSchema } from '#dominio/reporteCobranzas';
import { reporteFlotaQuerySchema, reporteFlotaSchema } from '#dominio/reporteFlota';
import {
  MENSAJES_REPORTES,
  reporteStockQuerySchema,
  reporteStockSchema,
  reporteVentasQuerySchema,
  reporteVentasSchema,
  ROLES_REPORTES,
  SOLO_QUIEN_VE_REPORTES,
} from '#dominio/reportes';
import { conDatos, type Recurso } from '../openapi/operacion.js';

export const reportesDoc: Recurso = {
  etiqueta: 'Reportes',
  descripcion:
    'Ventas, margen bruto, cobranzas, flota y stock valorizado, leídos de los resúmenes que mantienen las escrituras (nunca recorren los pedidos). ' +
    `Una venta cuenta el día de su pedido mientras no esté Cancelado. Un Empleado recibe 403 ('${SOLO_QUIEN_VE_REPORTES}').`,
  operaciones: [
    {
      metodo: 'get',
      ruta: '/reportes/ventas',
      operationId: 'obtenerReporteDeVentas',
      resumen: 'Ventas y margen bruto de un período',
      descripcion:
        'Por día, semana o mes (cada período, los vacíos en cero), o por cliente, producto, categoría o chofer (los 20 de mayor importe y "Otros"), ' +
        'contra el período anterior o el mismo del año pasado. Por chofer (Agrupar=chofer), lo que vendieron los pedidos de las paradas que ' +
        'entregó (entera o parcialmente), en el día de su hoja de ruta y no en el del pedido: sus pedidos son esas paradas, sus kilos los ' +
        'entregados, y las notas de crédito no se restan. Filtros: un cliente (por período), o un producto o una categoría (no por cliente ni por ' +
        `chofer: '${MENSAJES_REPORTES.productoConChofer}').`,
      acceso: ROLES_REPORTES,
      filtros: reporteVentasQuerySchema,
      respuesta: { descripcion: 'El reporte', schema: conDatos(reporteVentasSchema) },
    },
    {
      metodo: 'get',
      ruta: '/reportes/cobranzas',
      operationId: 'obtenerReporteDeCobranzas',
      resumen: 'Lo cobrado contra lo entregado en un período',
      descripcion:
        'Por día, semana o mes (cada período, los vacíos en cero): lo entregado a cuenta, lo cobrado por medio de pago, el saldo de los clientes ' +
        'al cierre, los días de cobro y los días de calle; contra el período anterior o el mismo del año pasado. Y los clientes que pagan más lento ' +
        'que en el período comparado (o el anterior, sin comparación).',
      acceso: ROLES_REPORTES,
      filtros: reporteCobranzasQuerySchema,
      respuesta: { descripcion: 'El reporte', schema: conDatos(reporteCobranzasSchema) },
    },
    {
      metodo: 'get',
      ruta: '/reportes/flota',
      operationId: 'obtenerReporteDeFlota',
      resumen: 'El costo por km y por kilo entregado de cada vehículo',
      descripcion:
        'Cada vehículo con algo en el período: km, mantenimiento y combustible, costo por km; hojas de ruta, paradas y kilos entregados, costo por ' +
        'kilo; contra el período anterior o el mismo del año pasado. Y lo que entregó cada chofer.',
      acceso: ROLES_REPORTES,
      filtros: reporteFlotaQuerySchema,
      respuesta: { descripcion: 'El reporte', schema: conDatos(reporteFlotaSchema) },
    },
    {
      metodo: 'get',
      ruta: '/reportes/stock-valorizado',
      operationId: 'obtenerReporteDeStockValorizado',
      resumen: 'El stock valorizado a costo promedio, hoy o un día pasado',
      descripcion:
        'Cada producto con stock, su costo promedio y su valor, por categoría y en total, con su última venta y si lleva SinVentasDias sin vender.',
      acceso: ROLES_REPORTES,
      filtros: reporteStockQuerySchema,
      respuesta: { descripcion: 'El stock valorizado', schema: conDatos(reporteStockSchema) },
    },
  ],
};
