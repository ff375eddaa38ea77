/**
 * What the status selector of an order detail allows (spec: the update button only when the
 * selection differs; a role without 'estado-no-pendiente' only while the order is Pendiente).
 * The server decides; this only keeps the screen from offering what it would refuse.
 */
export function reglaCambioEstado({ actual, seleccion, puedeNoPendiente }: { actual: string; seleccion: string; puedeNoPendiente: boolean }) {
  const selectorHabilitado = puedeNoPendiente || actual === 'Pendiente';
  return { selectorHabilitado, botonHabilitado: selectorHabilitado && seleccion !== actual };
}
