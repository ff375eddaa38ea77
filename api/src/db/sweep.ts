/**
 * Periodic clean-up without a timer: the rows a table no longer needs are deleted on the path of the
 * writes that fill it, at most once per `cadaMs` per process (one indexed or small delete, never on
 * every request). A process that takes no such writes has nothing to sweep. Used by the sign-in
 * counters (intentos), the sign-in log (ingresos) and the Idempotency-Keys (idempotencia/claves.ts).
 */
export function periodicSweep(cadaMs: number, borrar: (ahora: Date) => Promise<unknown>) {
  let ultimo = 0;
  return async (ahora: Date) => {
    if (ahora.getTime() - ultimo < cadaMs) return;
    ultimo = ahora.getTime();
    await borrar(ahora);
  };
}
