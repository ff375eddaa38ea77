import { createRoot, type Root } from 'react-dom/client';
import { AdminContext } from 'react-admin';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../i18n';
import { ESPERA_JSDOM, simularMatchMedia } from '../test/jsdom';
import { ErrorDePantalla } from './ErrorDePantalla';

let root: Root | undefined;
let contenedor: HTMLElement;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  simularMatchMedia();
});

afterEach(() => {
  root?.unmount();
  contenedor?.remove();
  vi.restoreAllMocks();
});

/** The page the layout shows for `error`, with the network on or off; resolves to its text once drawn. */
async function paginaDe(error: Error, enLinea: boolean): Promise<string> {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(enLinea);
  contenedor = document.createElement('div');
  document.body.appendChild(contenedor);
  root = createRoot(contenedor);
  root.render(
    <AdminContext i18nProvider={i18nProvider}>
      <ErrorDePantalla error={error} />
    </AdminContext>,
  );
  await vi.waitFor(() => expect(contenedor.textContent).not.toBe(''), ESPERA_JSDOM);
  return contenedor.textContent ?? '';
}

const SIN_CODIGO = new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1/assets/HojaList-x.js');

describe('ErrorDePantalla, what the layout shows when a screen breaks', () => {
  it('offline, a screen whose code was never downloaded says so, with Reintentar', async () => {
    const texto = await paginaDe(SIN_CODIGO, false);
    expect(texto).toContain('Sin conexión: esta pantalla todavía no se abrió en este teléfono y necesita la red para cargarse.');
    expect([...contenedor.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Reintentar']);
  });

  it('online, the same failure points at a new version (its code left the server)', async () => {
    for (const mensaje of [SIN_CODIGO.message, 'Importing a module script failed.', 'error loading dynamically imported module']) {
      expect(await paginaDe(new TypeError(mensaje), true)).toContain(
        'No se pudo cargar esta pantalla: puede haber una versión nueva de la aplicación.',
      );
      root?.unmount();
      contenedor.remove();
    }
  });

  it("any other error gets react-admin's page, in Spanish", async () => {
    const texto = await paginaDe(new Error('x is undefined'), false);
    expect(texto).toContain('Se produjo un error');
    expect(texto).not.toContain('Sin conexión');
  });
});
