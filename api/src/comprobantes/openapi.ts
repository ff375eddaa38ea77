import { comprobanteFilterSchema, comprobanteSchema, facturaCreateSchema, ROLES_FACTURAR } from '#dominio/facturacion';
import { conDatos, escrito, lista, type Recurso } from '../openapi/operacion.js';
import { comprobanteMapper } from './mapper.js';
import { operacionesDeLotes } from './openapiLotes.js';

export const comprobantesDoc: Recurso = {
  etiqueta: 'Comprobantes',
  descripcion:
    'Facturas (y, más adelante, notas de crédito y débito) autorizadas por ARCA con su CAE. Sin certificado configurado, la demostración ' +
    'las autoriza con el ARCA local y quedan marcadas DePrueba (sin validez fiscal).',
  operaciones: [
    {
      metodo: 'get',
      ruta: '/comprobantes',
      operationId: 'listarComprobantes',
      resumen: 'Listar comprobantes',
      descripcion: 'Los más nuevos primero, con sus pedidos y líneas.',
      lista: comprobanteMapper,
      filtros: comprobanteFilterSchema,
      respuesta: { descripcion: 'Los comprobantes', schema: lista(comprobanteSchema) },
    },
    {
      metodo: 'get',
      ruta: '/comprobantes/{id}',
      operationId: 'obtenerComprobante',
      resumen: 'Obtener un comprobante',
      descripcion: 'Con sus pedidos, sus líneas tal como se vendieron y lo que respondió ARCA.',
      respuesta: { descripcion: 'El comprobante', schema: conDatos(comprobanteSchema) },
    },
    {
      metodo: 'post',
      ruta: '/comprobantes',
      operationId: 'facturarPedidos',
      resumen: 'Facturar pedidos completados',
      descripcion:
        'Una Factura (letra según la condición de IVA de la empresa y del cliente) de uno o varios pedidos Completados de un mismo cliente, ' +
        'enviada a ARCA en el acto: Autorizado con su CAE, Rechazado con las observaciones de ARCA (el número no se consume y los pedidos quedan ' +
        'libres), o Pendiente de CAE si ARCA no respondió (el servidor la reenvía solo). Un pedido ya facturado, o no Completado: 409. Sin ARCA ' +
        'configurado (producción sin certificado): 503.',
      acceso: ROLES_FACTURAR,
      cuerpo: facturaCreateSchema,
      respuesta: { estado: 201, descripcion: 'La factura', schema: escrito(comprobanteSchema) },
      errores: [409, 503],
    },
    ...operacionesDeLotes,
  ],
};
