import type { RegistroAuditoria } from '#dominio/auditoria';

/** For tests only: an audit row as GET /auditoria answers it (Martín Gómez changed product 7), with `datos` over it. */
export const registroDePrueba = (datos: Partial<RegistroAuditoria> = {}): RegistroAuditoria => ({
  AuditoriaID: 1,
  Fecha: '2026-11-22T12:31:00.000Z',
  Usuario: { UsuarioID: 1, Nombre: 'Martín', Apellido: 'Gómez' },
  Entidad: 'productos',
  EntidadID: 7,
  Accion: 'modificar',
  Parte: null,
  ParteID: null,
  Resumen: null,
  Cambios: [],
  ...datos,
});
