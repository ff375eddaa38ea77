// Bad inputs the admin's forms and the API must both refuse with the same messages, one table per
// area (ventas.ts, vehiculos.ts, usuarios.ts). Each table runs twice: through the forms' validators
// (admin/src/rechazos.test.ts) and through HTTP (api/src/rechazos.test.ts for sales,
// api/src/<area>/rechazos.test.ts for the others), both expecting the messages written here, so the
// two sides cannot drift apart again.

export interface Rechazo<Formulario extends string> {
  formulario: Formulario;
  caso: string;
  /** What the form sends. */
  valores: Record<string, unknown>;
  /** Every field's message, nested fields under their first path segment (`detalles`), in the API's order: its answer's message is the first. */
  errores: Record<string, string>;
}

/** A valid form of each kind, which the form takes; the cases change some of its values. */
export type Validos<Formulario extends string> = Record<Formulario, Record<string, unknown>>;
