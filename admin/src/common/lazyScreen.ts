import { type ComponentType, lazy } from 'react';

/**
 * `React.lazy` for a screen exported by name: the screen becomes its own chunk, downloaded the first
 * time its route opens. React-admin's layout shows its Spanish "Cargando..." meanwhile.
 */
// biome-ignore lint/suspicious/noExplicitAny: a screen's props are whatever its route gives it
export function lazyScreen<M extends Record<K, ComponentType<any>>, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}
