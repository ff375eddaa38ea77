import { cuitRepetido } from '#dominio/fiscal';
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
    unicos: `El CUIT, si viene, no puede ser el de otro cliente: 409 '${cuitRepetido('cliente', '20123456786')}'.`,
  }),
};
