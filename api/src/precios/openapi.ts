import {
  aumentoInputSchema,
  aumentoSchema,
  cambioDePreciosSchema,
  precioHistorialSchema,
  precioPrevistoSchema,
  ROLES_AUMENTO,
} from '#dominio/precios';
import { margenesSchema, ROLES_COSTOS } from '#dominio/margenes';
import { conDatos, escrito, pagina, type Recurso } from '../openapi/operacion.js';
import { aumentoMapper, precioPrevistoMapper } from './aumentos.js';
import { precioHistorialMapper } from './historial.js';

export const preciosDoc: Recurso = {
  etiqueta: 'Precios',
  descripcion:
    'El historial de precios de cada producto y "Actualizar precios": un aumento (porcentaje o monto fijo, con redondeo) sobre los productos activos ' +
    'de todos, una categoría, un proveedor o una selección, desde hoy (se aplica en el acto, en una transacción) o desde un día posterior ' +
    '(queda Programado y se aplica solo al empezar ese día del negocio). Se deshace entero mientras está programado o el mismo día en que se aplicó.',
  operaciones: [
    {
      metodo: 'get',
      ruta: '/productos/{id}/precios',
      operationId: 'listarPreciosDeProducto',
      resumen: 'Listar el historial de precios de un producto',
      descripcion:
        'Los más nuevos primero: quién, cuándo, el precio anterior y el nuevo, y de dónde vino (alta, edición, importación, aumento o aumento deshecho).',
      lista: precioHistorialMapper,
      respuesta: { descripcion: 'Una página del historial', schema: pagina(precioHistorialSchema) },
    },
    {
      metodo: 'get',
      ruta: '/productos/{id}/margenes',
      operationId: 'obtenerMargenesDeProducto',
      resumen: 'El costo de un producto y su margen en cada lista',
      descripcion:
        'El costo promedio ponderado (sin IVA) y, por cada lista activa (la general primero), el precio de una unidad, ese precio sin IVA y el margen sobre el costo.',
      acceso: ROLES_COSTOS,
      respuesta: { descripcion: 'El costo y los márgenes', schema: conDatos(margenesSchema) },
    },
    {
      metodo: 'get',
      ruta: '/aumentos-precio',
      operationId: 'listarAumentosDePrecios',
      resumen: 'Listar los aumentos de precios',
      descripcion: 'Los más nuevos primero, aplicados, programados y deshechos.',
      acceso: ROLES_AUMENTO,
      lista: aumentoMapper,
      respuesta: { descripcion: 'Una página de aumentos', schema: pagina(aumentoSchema) },
    },
    {
      metodo: 'get',
      ruta: '/aumentos-precio/vista-previa',
      operationId: 'previsualizarAumentoDePrecios',
      resumen: 'Ver cómo quedarían los precios',
      descripcion:
        'Cada producto que cubriría el aumento con su precio actual y el nuevo, calculados como se aplicarían. Sin page, todos (la exportación). ' +
        'ProductoIDs va repetido o separado por comas.',
      acceso: ROLES_AUMENTO,
      filtros: cambioDePreciosSchema,
      lista: precioPrevistoMapper,
      respuesta: { descripcion: 'Una página de precios previstos', schema: pagina(precioPrevistoSchema) },
    },
    {
      metodo: 'get',
      ruta: '/aumentos-precio/{id}',
      operationId: 'obtenerAumentoDePrecios',
      resumen: 'Obtener un aumento de precios',
      acceso: ROLES_AUMENTO,
      respuesta: { descripcion: 'El aumento', schema: conDatos(aumentoSchema) },
    },
    {
      metodo: 'post',
      ruta: '/aumentos-precio',
      operationId: 'crearAumentoDePrecios',
      resumen: 'Aplicar o programar un aumento de precios',
      descripcion:
        'Sin VigenteDesde o con hoy, se aplica en el acto: 400 si ningún producto activo coincide, si no cambia ningún precio o si alguno quedaría negativo. ' +
        'Con un día posterior queda Programado; anterior a hoy: 400. Cada precio cambiado queda en el historial del producto, y el aumento en la auditoría.',
      acceso: ROLES_AUMENTO,
      cuerpo: aumentoInputSchema,
      respuesta: { estado: 201, descripcion: 'El aumento aplicado o programado', schema: escrito(aumentoSchema) },
      idempotente: 'opcional',
    },
    {
      metodo: 'post',
      ruta: '/aumentos-precio/{id}/deshacer',
      operationId: 'deshacerAumentoDePrecios',
      resumen: 'Deshacer un aumento de precios',
      descripcion:
        'Uno programado se cancela; uno aplicado, solo el mismo día del negocio, vuelve cada precio que cambió al anterior (409 si alguno cambió otra vez ' +
        'después, nombrándolos; 409 otro día o si ya fue deshecho).',
      acceso: ROLES_AUMENTO,
      version: aumentoSchema,
      respuesta: { descripcion: 'El aumento deshecho', schema: escrito(aumentoSchema) },
      errores: [409],
    },
  ],
};
