import { z } from 'zod';
import { authDoc } from '../auth/openapi.js';
import { clientesDoc } from '../clientes/openapi.js';
import { configuracionDoc } from '../configuracion/openapi.js';
import { dashboardDoc } from '../dashboard/openapi.js';
import { historialPedidosProveedoresDoc } from '../historial-pedidos-proveedores/openapi.js';
import { historialPedidosDoc } from '../historial-pedidos/openapi.js';
import { pedidosProveedoresDoc } from '../pedidos-proveedores/openapi.js';
import { pedidosDoc } from '../pedidos/openapi.js';
import { productosDoc } from '../productos/openapi.js';
import { categoriasDoc } from '../categorias/openapi.js';
import { preciosDoc } from '../precios/openapi.js';
import { listasDoc } from '../listas/openapi.js';
import { proveedoresDoc } from '../proveedores/openapi.js';
import { saludDoc } from '../salud/openapi.js';
import { metricasDoc } from '../metricas/openapi.js';
import { stockDoc } from '../stock/openapi.js';
import { cuentasDoc } from '../cuentas/openapi.js';
import { cobrosDoc } from '../cobros/openapi.js';
import { correosDoc } from '../correos/openapi.js';
import { comprobantesDoc } from '../comprobantes/openapi.js';
import { hojasDeRutaDoc } from '../hojas-de-ruta/openapi.js';
import { entregasDoc } from '../entregas/openapi.js';
import { cuentasACobrarDoc } from '../cuentas-a-cobrar/openapi.js';
import { libroIvaDoc } from '../libro-iva/openapi.js';
import { auditoriaDoc } from '../auditoria/openapi.js';
import { importacionesDoc } from '../importaciones/openapi.js';
import { inicioDoc } from '../inicio/openapi.js';
import { respaldosDoc } from '../respaldos/openapi.js';
import { reportesDoc } from '../reportes/openapi.js';
import { usuariosDoc } from '../usuarios/openapi.js';
import { vehiculosDoc } from '../vehiculos/openapi.js';
import type { Recurso } from './operacion.js';

const referenciaDoc: Recurso = {
  etiqueta: 'Referencia',
  operaciones: [
    {
      metodo: 'get',
      ruta: '/openapi.json',
      operationId: 'obtenerDocumentoOpenApi',
      resumen: 'Obtener este documento OpenAPI',
      descripcion: 'La misma referencia se lee en /api/docs.',
      acceso: 'publica',
      respuesta: { descripcion: 'El documento OpenAPI 3.1', schema: z.looseObject({ openapi: z.string() }) },
    },
  ],
};

/** Every documented resource, in the reference's order. A new route is documented in its resource's openapi.ts. */
export const RECURSOS: readonly Recurso[] = [
  authDoc,
  usuariosDoc,
  clientesDoc,
  productosDoc,
  categoriasDoc,
  preciosDoc,
  listasDoc,
  stockDoc,
  cuentasDoc,
  cobrosDoc,
  correosDoc,
  comprobantesDoc,
  libroIvaDoc,
  cuentasACobrarDoc,
  pedidosDoc,
  historialPedidosDoc,
  hojasDeRutaDoc,
  entregasDoc,
  proveedoresDoc,
  pedidosProveedoresDoc,
  historialPedidosProveedoresDoc,
  importacionesDoc,
  vehiculosDoc,
  dashboardDoc,
  inicioDoc,
  auditoriaDoc,
  respaldosDoc,
  reportesDoc,
  configuracionDoc,
  saludDoc,
  metricasDoc,
  referenciaDoc,
];
