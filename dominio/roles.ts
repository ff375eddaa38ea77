// The three roles (docs/funcional.md, Roles y permisos), as both sides name them.
// Their own module, without zod: the admin's session code reads them before any form is downloaded.

export const ROLES = ['Empleado', 'Supervisor', 'Administrador'] as const;
export type Rol = (typeof ROLES)[number];
