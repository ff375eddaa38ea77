import { localStorageStore, type Store } from 'react-admin';

const TEMA = 'theme';

/**
 * react-admin's browser store, except that signing out (which empties it, so the next person on a
 * shared computer inherits no filters or columns) keeps the light/dark choice: it belongs to the browser.
 */
export function almacenDelNavegador(): Store {
  const base = localStorageStore();
  return {
    ...base,
    reset() {
      const tema = base.getItem(TEMA);
      base.reset();
      if (tema !== undefined) base.setItem(TEMA, tema);
    },
  };
}
