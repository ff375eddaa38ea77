import type { RegistroAuditoria } from '#dominio/auditoria';
import { createMapper } from '../db/mapper.js';

// The row's own columns; Usuario comes from a join.
export const auditoriaMapper = createMapper<Omit<RegistroAuditoria, 'Usuario'>>({
  AuditoriaID: 'auditoria_id',
  Fecha: 'fecha',
  Entidad: 'entidad',
  EntidadID: 'entidad_id',
  Accion: 'accion',
  Parte: 'parte',
  ParteID: 'parte_id',
  Resumen: 'resumen',
  Cambios: 'cambios',
});
