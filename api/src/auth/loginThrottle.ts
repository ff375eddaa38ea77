import { AppError } from '../errores.js';

const MAX_FAILURES = 5;
const WINDOW_MS = 15 * 60 * 1000;
// Past this many keys, expired ones are swept, so names tried once do not pile up forever.
const SWEEP_AT = 10_000;

/**
 * Counts failed logins per key (an account, or a name no account has) in a sliding window;
 * past the limit the key is locked with a 429 until the window has passed. Kept in memory: one
 * server process.
 */
export function loginThrottle(now: () => Date) {
  const failures = new Map<string, number[]>();

  const key = (clave: string) => clave.trim().toLowerCase();
  const since = () => now().getTime() - WINDOW_MS;
  const recent = (clave: string) => (failures.get(key(clave)) ?? []).filter((t) => t > since());

  function sweep() {
    for (const [k, times] of failures) if (times[times.length - 1] <= since()) failures.delete(k);
  }

  return {
    /**
     * Throws 429 while the key is locked; otherwise counts this attempt as a failure until
     * reset() says it succeeded. Check and count are one synchronous step, so attempts sent in
     * parallel cannot all pass the check before any of them is counted.
     */
    attempt(clave: string) {
      const times = recent(clave);
      if (times.length >= MAX_FAILURES) {
        throw new AppError(429, 'Demasiados intentos fallidos. Intente nuevamente en 15 minutos');
      }
      if (failures.size >= SWEEP_AT) sweep();
      failures.set(key(clave), [...times, now().getTime()]);
    },
    reset(clave: string) {
      failures.delete(key(clave));
    },
  };
}
