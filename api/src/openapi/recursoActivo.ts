import type { ZodObject, ZodType } from 'zod';
import type { Rol } from '#dominio/roles';
import type { Mapper } from '../db/mapper.js';
import { conDatos, conMayuscula, escrito, lista, type Operacion } from './operacion.js';

/**
 * The routes of a resource that is inactivated rather than deleted (clientes, productos,
 * proveedores): activeListRoutes' two lists, one record, create, edit and inactivate (Administrador).
 */
export function operacionesDeRecursoActivo({
  ruta,
  singular,
  plural,
  registro,
  mapper,
  crear,
  actualizar,
  filtros,
  acceso = {},
  unicos,
  enIds,
  enLista = registro,
  femenino = false,
}: {
  ruta: string;
  /** 'cliente', as the summaries name one. */
  singular: string;
  plural: string;
  /** The record as the API answers it. */
  registro: ZodType;
  mapper: Mapper<Record<string, unknown>>;
  crear: ZodType;
  actualizar: ZodType;
  filtros: ZodObject;
  /** Who may create and edit; every signed-in role when absent. */
  acceso?: { crear?: readonly Rol[]; actualizar?: readonly Rol[] };
  /** What may not repeat another record's (a unique index): its 409, said on create and edit. */
  unicos?: string;
  /** The names in operationIds when the words have spaces ('lista de precios': ListaDePrecios). */
  enIds?: { uno: string; varios: string };
  /** A record as the lists answer it, when less than the whole one (a price list without its items). */
  enLista?: ZodType;
  /** The noun is feminine ('categoría'): 'una', 'La', 'creada'. */
  femenino?: boolean;
}): Operacion[] {
  const [uno, varios] = enIds ? [enIds.uno, enIds.varios] : [conMayuscula(singular), conMayuscula(plural)];
  const [un, el, los, o] = femenino ? ['una', 'La', 'Las', 'a'] : ['un', 'El', 'Los', 'o'];
  const unRegistro = { descripcion: `${el} ${singular}`, schema: conDatos(registro) };
  const conUnicos = unicos ? { errores: [409] } : {};
  return [
    {
      metodo: 'get',
      ruta,
      operationId: `listar${varios}`,
      resumen: `Listar ${plural}`,
      descripcion: `Ordenados por Nombre salvo que sort diga otra cosa; active=true o false filtra por estado.`,
      lista: mapper,
      filtros,
      respuesta: { descripcion: `${los} ${plural}`, schema: lista(enLista) },
    },
    {
      metodo: 'get',
      ruta: `${ruta}/activos`,
      operationId: `listar${varios}Activos`,
      resumen: `Listar ${plural} activ${o}s`,
      lista: mapper,
      respuesta: { descripcion: `${los} ${plural} activ${o}s`, schema: lista(enLista) },
    },
    {
      metodo: 'get',
      ruta: `${ruta}/{id}`,
      operationId: `obtener${uno}`,
      resumen: `Obtener ${un} ${singular}`,
      respuesta: unRegistro,
      version: registro,
    },
    {
      metodo: 'post',
      ruta,
      operationId: `crear${uno}`,
      resumen: `Crear ${un} ${singular}`,
      descripcion: unicos,
      ...conUnicos,
      acceso: acceso.crear,
      cuerpo: crear,
      respuesta: { estado: 201, descripcion: `${el} ${singular} cread${o}`, schema: escrito(registro) },
    },
    {
      metodo: 'put',
      ruta: `${ruta}/{id}`,
      operationId: `actualizar${uno}`,
      resumen: `Actualizar ${un} ${singular}`,
      descripcion: ['Acepta cualquier subconjunto de los campos.', unicos].filter(Boolean).join(' '),
      ...conUnicos,
      acceso: acceso.actualizar,
      cuerpo: actualizar,
      version: registro,
      respuesta: { descripcion: `${el} ${singular} actualizad${o}`, schema: escrito(registro) },
    },
    {
      metodo: 'put',
      ruta: `${ruta}/{id}/desactivar`,
      operationId: `inactivar${uno}`,
      resumen: `Inactivar ${un} ${singular}`,
      acceso: ['Administrador'],
      respuesta: { descripcion: `${el} ${singular} inactiv${o}`, schema: escrito(registro) },
      version: registro,
    },
  ];
}
