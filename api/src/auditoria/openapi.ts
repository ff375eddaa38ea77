import { auditoriaFilterSchema, registroAuditoriaSchema } from '#dominio/auditoria';
import { pagina, type Recurso } from '../openapi/operacion.js';
import { auditoriaMapper } from './mapper.js';
import { ingresoFilterSchema, ingresoSchema } from '#dominio/ingresos';
import { ingresoMapper } from './ingresos.js';

export const auditoriaDoc: Recurso = {
  etiqueta: 'Auditoría',
  descripcion:
    'Quién cambió qué y cuándo: cada alta, modificación, inactivación, cambio de estado, ajuste de stock y cambio de usuario deja una fila, escrita en la misma transacción que el cambio. Nunca guarda contraseñas.',
  operaciones: [
    {
      metodo: 'get',
      ruta: '/auditoria',
      operationId: 'listarAuditoria',
      resumen: 'Listar la auditoría',
      descripcion:
        'Los cambios más nuevos primero, 25 por página. entidad y entidadId dan la actividad de un registro (la de un vehículo incluye la de sus documentos, mantenimientos, lecturas y cargas); fechaDesde y fechaHasta son días inclusive en la zona del negocio.',
      acceso: ['Administrador'],
      lista: auditoriaMapper,
      filtros: auditoriaFilterSchema,
      respuesta: { descripcion: 'Una página de la auditoría', schema: pagina(registroAuditoriaSchema) },
    },
    {
      metodo: 'get',
      ruta: '/auditoria/ingresos',
      operationId: 'listarIngresos',
      resumen: 'Listar los ingresos',
      descripcion:
        'Cada intento de ingreso y su resultado (ok, contrasena_incorrecta, usuario_desconocido, demorado, inactivo), con el nombre escrito y la dirección; los más nuevos primero, 25 por página. Se guardan 90 días.',
      acceso: ['Administrador'],
      lista: ingresoMapper,
      filtros: ingresoFilterSchema,
      respuesta: { descripcion: 'Una página de los ingresos', schema: pagina(ingresoSchema) },
    },
  ],
};
