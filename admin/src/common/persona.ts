/** A client, a supplier's contact or a user, as far as their name goes. */
export interface Persona {
  Nombre?: string;
  Apellido?: string;
  Telefono?: string;
}

// Its own module, light: a resource's index (always downloaded) names its records with it.
export const nombreCompleto = (persona?: Persona | null) => [persona?.Nombre, persona?.Apellido].filter(Boolean).join(' ');
