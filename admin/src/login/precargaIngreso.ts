import { registrarTrabajador } from '../common/trabajador';

let hecha = false;

/**
 * Once someone starts typing on the login page and the page is idle, the back office's code
 * (react-admin, the layout and the dashboard: the list the build writes into index.html) is fetched
 * and compiled without running, so "Ingresar" does not wait for it; the service worker is registered
 * then too. A visitor who only looks at the page downloads nothing more (decision 36).
 */
export function precargarTrasIngreso() {
  if (hecha) return;
  hecha = true;
  const lista = document.getElementById('precarga-ingreso')?.textContent;
  if (!lista) return;
  const agregar = () => {
    for (const href of JSON.parse(lista) as string[]) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    registrarTrabajador();
  };
  if ('requestIdleCallback' in window) requestIdleCallback(agregar, { timeout: 2000 });
  else setTimeout(agregar, 200);
}
