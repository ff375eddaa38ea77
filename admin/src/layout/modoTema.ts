import type { PaletteMode } from '@mui/material';

/** The theme toggle's choice as react-admin's localStorageStore keeps it (key 'RaStore.theme', JSON). */
export const CLAVE_TEMA = 'RaStore.theme';

/**
 * The mode of a page drawn without react-admin (the login): the toggle's last choice in this
 * browser, else the system's preference, as react-admin itself decides.
 */
export function modoDelNavegador(): PaletteMode {
  const elegido = localStorage.getItem(CLAVE_TEMA);
  if (elegido === '"dark"' || elegido === '"light"') return JSON.parse(elegido);
  return matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}
