// The roles of core.md section 6 (Supervisor appears in the menu rules), as both sides name them.

export const ROLES = ['Empleado', 'Supervisor', 'Administrador'] as const;
export type Rol = (typeof ROLES)[number];
