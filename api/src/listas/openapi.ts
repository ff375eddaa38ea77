import {
  listaCreateSchema,
  listaEnListaSchema,
  listaFilterSchema,
  listaRepetida,
  listaSchema,
  listaUpdateSchema,
  ROLES_LISTAS,
} from '#dominio/listas';
import type { Recurso } from '../openapi/operacion.js';
import { operacionesDeRecursoActivo } from '../openapi/recursoActivo.js';
import { listaMapper } from './mapper.js';

export const listasDoc: Recurso = {
  etiqueta: 'Listas de precios',
  descripcion:
    'Una lista es un porcentaje sobre (o bajo) el Precio de cada producto, redondeado, o precios propios por producto (el que no nombra lleva su Precio); ' +
    'cualquiera puede dar escalas por cantidad (desde N unidades, un precio o un porcentaje menos). La "Lista general" (EsGeneral) es la de los clientes sin lista: ' +
    'los precios de los productos; de ella cambian el nombre, el redondeo y las escalas. Items y Escalas, si vienen, reemplazan los de la lista. ' +
    'No se inactiva una lista que tienen clientes (409). La leen todos los roles; la escriben Supervisor y Administrador.',
  operaciones: operacionesDeRecursoActivo({
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
    enIds: { uno: 'ListaDePrecios', varios: 'ListasDePrecios' },
  }),
};
