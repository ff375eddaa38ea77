import { registerSW } from 'virtual:pwa-register';

/** How often an open tab asks whether a new version was deployed (the browser also asks on each visit). */
const REVISAR_CADA_MS = 60 * 60 * 1000;

/**
 * The service worker (built by vite-plugin-pwa, admin/vite.config.ts) serves the app shell and its
 * code from its cache and fetches new versions in the background; once one is ready, the user
 * chooses when to switch to it.
 */
export function registrarAppInstalable() {
  const actualizar = registerSW({
    onNeedRefresh() {
      void import('./AvisoVersion').then(({ mostrarAvisoVersion }) => mostrarAvisoVersion(() => actualizar(true)));
    },
    onRegisteredSW(_url, registro) {
      if (registro) setInterval(() => void registro.update(), REVISAR_CADA_MS);
    },
  });
}
