let registrado = false;

/**
 * Registers the service worker (admin/src/common/appInstalable.ts), once per page and off the
 * critical path: its install downloads the first signed-in screen's code, so it starts only for
 * someone signed in or typing on the login page (a visitor who only looks gets the login alone).
 * Offline its code may be missing: a worker registered on an earlier visit keeps serving the shell.
 */
export function registrarTrabajador() {
  if (registrado || !('serviceWorker' in navigator)) return;
  registrado = true;
  import('./appInstalable').then(
    ({ registrarAppInstalable }) => registrarAppInstalable(),
    () => undefined,
  );
}
