/**
 * Caches of the app's code (Workbox's precache and the runtime one named in admin/vite.config.ts):
 * they hold no user's data and stay after sign-out. Any other cache is dropped then.
 */
export const CACHE_DE_CODIGO = 'carbonsur-codigo';
const ES_DE_CODIGO = new RegExp(`^(workbox-precache|${CACHE_DE_CODIGO})`);

/** Sign-out: no cached response of this user outlives the session (API answers are never cached, and this keeps it so). */
export async function borrarCachesConDatos() {
  if (!('caches' in window)) return;
  const nombres = await caches.keys();
  await Promise.all(nombres.filter((nombre) => !ES_DE_CODIGO.test(nombre)).map((nombre) => caches.delete(nombre)));
}
