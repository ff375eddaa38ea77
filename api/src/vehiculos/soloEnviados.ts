/**
 * PUT semantics of the vehicles and their maintenance records: only the fields the body carried
 * with a value are applied; absent ones (and numbers or dates sent empty) keep their current
 * value, an optional text sent empty is cleared.
 */
export function soloEnviados<T extends Record<string, unknown>>(parsed: T, body: unknown): Partial<T> {
  const enviados = body && typeof body === 'object' ? Object.keys(body) : [];
  return Object.fromEntries(Object.entries(parsed).filter(([k, v]) => enviados.includes(k) && v !== undefined)) as Partial<T>;
}
