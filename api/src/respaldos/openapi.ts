import { programaRespaldosSchema, respaldoSchema } from '#dominio/respaldos';
import { conDatos, pagina, type Recurso } from '../openapi/operacion.js';
import { respaldoMapper } from './mapper.js';

export const respaldosDoc: Recurso = {
  etiqueta: 'Respaldos',
  descripcion:
    'Las copias de seguridad de la base: las que hace el servidor cada noche (RESPALDO_AUTOMATICO, RESPALDO_HORA) y las de npm run respaldo, en BACKUP_DIR, de las que quedan las últimas RESPALDO_CONSERVAR. Cada intento queda registrado, bien o fallido. Se restauran con npm run restaurar, con el servidor detenido.',
  operaciones: [
    {
      metodo: 'get',
      ruta: '/respaldos',
      operationId: 'listarRespaldos',
      resumen: 'Listar los respaldos',
      descripcion: 'Cada intento de respaldo, el más nuevo primero, 25 por página: fecha, origen, resultado, archivo y tamaño, o el error.',
      acceso: ['Administrador'],
      lista: respaldoMapper,
      respuesta: { descripcion: 'Una página de los respaldos', schema: pagina(respaldoSchema) },
    },
    {
      metodo: 'get',
      ruta: '/respaldos/programa',
      operationId: 'obtenerProgramaDeRespaldos',
      resumen: 'Obtener el programa de respaldos',
      descripcion: 'Si el servidor hace uno cada noche, a qué hora (en la zona del negocio), cuántos conserva y en qué directorio.',
      acceso: ['Administrador'],
      respuesta: { descripcion: 'El programa de respaldos', schema: conDatos(programaRespaldosSchema) },
    },
  ],
};
