import {
  listaCreateSchema,
  listaEnListaSchema,
  precioDeListaSchema,
  vigenteDesdeSchema,
  listaFilterSchema,
  listaRepetida,
  listaSchema,
  listaUpdateSchema,
  ROLES_LISTAS,
} from '#dominio/listas';
import { escrito, pagina, type Recurso } from '../openapi/operacion.js';
import { operacionesDeRecursoActivo } from '../openapi/recursoActivo.js';
import { precioDeListaMapper } from './impresa.js';
import { listaMapper } from './mapper.js';

export const listasDoc: Recurso = {
  etiqueta: 'Listas de precios',
  descripcion:
    'Una lista es un porcentaje sobre (o bajo) el Precio de cada producto, redondeado, o precios propios por producto (el que no nombra lleva su Precio); ' +
    'cualquiera puede dar escalas por cantidad (desde N unidades, un precio o un porcentaje menos). La "Lista general" (EsGeneral) es la de los clientes sin lista: ' +
    'los precios de los productos; de ella cambian el nombre, el redondeo y las escalas. Items y Escalas, si vienen, reemplazan los de la lista. ' +
    'No se inactiva una lista que tienen clientes (409). Con `VigenteDesde` posterior a hoy, una edición programa sus precios (Tipo, Porcentaje, Redondeo, Items, Escalas) ' +
    'para ese día en lugar de cambiarlos: rigen solos al comenzar ese día del negocio (uno por día: otro para el mismo día lo reemplaza). ' +
    'La leen todos los roles; la escriben Supervisor y Administrador.',
  operaciones: [
    {
      metodo: 'get',
      ruta: '/listas-precio/{id}/precios',
      operationId: 'listarPreciosDeLista',
      resumen: 'Los precios de una lista desde un día',
      descripcion:
        'Cada producto activo, por categoría y nombre, con su precio en la lista desde el día `desde` (hoy si no viene): un día posterior cuenta los aumentos y los precios de la lista programados hasta él. Con sus escalas en palabras. Lo que exporta el admin a Excel.',
      filtros: vigenteDesdeSchema,
      lista: precioDeListaMapper,
      respuesta: { descripcion: 'Una página de los precios de la lista', schema: pagina(precioDeListaSchema) },
    },
    {
      metodo: 'get',
      ruta: '/listas-precio/{id}/pdf',
      operationId: 'imprimirListaDePrecios',
      resumen: 'Imprimir una lista de precios',
      descripcion: 'Los mismos precios en el papel del remito (A4), "Vigente desde" ese día.',
      filtros: vigenteDesdeSchema,
      respuesta: { descripcion: 'El PDF, con nombre de archivo en Content-Disposition', tipo: 'application/pdf' },
    },
    {
      metodo: 'delete',
      ruta: '/listas-precio/{id}/programadas/{programadaId}',
      operationId: 'cancelarPreciosProgramadosDeLista',
      resumen: 'Cancelar precios programados de una lista',
      descripcion: 'Los precios programados para ese día no van a regir (404 si ya rigieron o fueron cancelados).',
      acceso: ROLES_LISTAS,
      respuesta: { descripcion: 'La lista, sin ese cambio programado', schema: escrito(listaSchema) },
    },
    ...operacionesDeRecursoActivo({
      ruta: '/listas-precio',
      singular: 'lista de precios',
      plural: 'listas de precios',
      registro: listaSchema,
      enLista: listaEnListaSchema,
      mapper: listaMapper,
      crear: listaCreateSchema,
      actualizar: listaUpdateSchema,
      filtros: listaFilterSchema,
      unicos: `El nombre no puede repetir el de otra lista: 409 '${listaRepetida('Mayorista')}'.`,
      acceso: { crear: ROLES_LISTAS, actualizar: ROLES_LISTAS },
      femenino: true,
      enIds: { uno: 'ListaDePrecios', varios: 'ListasDePrecios' },
    }),
  ],
};
