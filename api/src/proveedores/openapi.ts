import { cuitRepetido } from '#dominio/fiscal';
import { proveedorCreateSchema, proveedorFilterSchema, proveedorSchema, proveedorUpdateSchema } from '#dominio/proveedores';
import type { Recurso } from '../openapi/operacion.js';
import { operacionesDeRecursoActivo } from '../openapi/recursoActivo.js';
import { proveedorMapper } from './mapper.js';

export const proveedoresDoc: Recurso = {
  etiqueta: 'Proveedores',
  descripcion: 'Leer está abierto a todos los roles.',
  operaciones: operacionesDeRecursoActivo({
    ruta: '/proveedores',
    singular: 'proveedor',
    plural: 'proveedores',
    registro: proveedorSchema,
    mapper: proveedorMapper,
    crear: proveedorCreateSchema,
    actualizar: proveedorUpdateSchema,
    filtros: proveedorFilterSchema,
    unicos: `El CUIT, si viene, no puede ser el de otro proveedor: 409 '${cuitRepetido('proveedor', '30712345671')}'.`,
    acceso: { crear: ['Administrador'], actualizar: ['Administrador', 'Supervisor'] },
  }),
};
