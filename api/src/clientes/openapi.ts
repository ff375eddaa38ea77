import { clienteCreateSchema, clienteFilterSchema, clienteSchema, clienteUpdateSchema } from '#dominio/clientes';
import type { Recurso } from '../openapi/operacion.js';
import { operacionesDeRecursoActivo } from '../openapi/recursoActivo.js';
import { clienteMapper } from './mapper.js';

export const clientesDoc: Recurso = {
  etiqueta: 'Clientes',
  operaciones: operacionesDeRecursoActivo({
    ruta: '/clientes',
    singular: 'cliente',
    plural: 'clientes',
    registro: clienteSchema,
    mapper: clienteMapper,
    crear: clienteCreateSchema,
    actualizar: clienteUpdateSchema,
    filtros: clienteFilterSchema,
  }),
};
