import { AppError } from '../http/errors.js';

const MAX_FAILURES = 5;
const WINDOW_MS = 15 * 60 * 1000;

/**
 * Counts failed logins per user name (case-insensitive) in a sliding window; past the limit the
 * name is locked with a 429 until the window has passed. Kept in memory: one server process.
 */
export function loginThrottle(now: () => Date) {
  const failures = new Map<string, number[]>();

  const key = (nombre: string) => nombre.trim().toLowerCase();
  const recent = (nombre: string) => {
    const since = now().getTime() - WINDOW_MS;
    const times = (failures.get(key(nombre)) ?? []).filter((t) => t > since);
    failures.set(key(nombre), times);
    return times;
  };

  return {
    assertAllowed(nombre: string) {
      if (recent(nombre).length >= MAX_FAILURES) {
        throw new AppError(429, 'Demasiados intentos fallidos. Intente nuevamente en 15 minutos');
      }
    },
    recordFailure(nombre: string) {
      recent(nombre).push(now().getTime());
    },
    reset(nombre: string) {
      failures.delete(key(nombre));
    },
  };
}
