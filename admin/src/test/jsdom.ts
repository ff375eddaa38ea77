/** What the admin's jsdom tests need that jsdom lacks. */

import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, vi } from 'vitest';

/**
 * vi.waitFor's limit for a render to settle: a safety net, not a measure. Its own default (1 s) is less than
 * the first render of a file (react-admin's screens load) on a CI machine busy with the browser tests.
 */
export const ESPERA_JSDOM = { timeout: 60_000 };

/** jsdom has no media queries: every query matches, as on a desk with a mouse (MUI's pickers open their desktop popup). */
export function simularMatchMedia() {
  window.matchMedia = (query: string) =>
    ({
      matches: true,
      media: query,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
    }) as unknown as MediaQueryList;
}

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

/** One turn of the event loop inside act: react-query hands its results over in a timer. */
const unaVuelta = () => act(() => new Promise<void>((listo) => setTimeout(listo, 0)));

/** Lets react-admin's queries settle, inside act as React asks, until `comprobar` holds. */
const esperar = (comprobar: () => void) =>
  vi.waitFor(async () => {
    await unaVuelta();
    comprobar();
  }, ESPERA_JSDOM);

/**
 * The mount scaffolding every jsdom test of the admin shares, written once: called at the top of a test file (or of
 * a describe), it tells React this is a test (act warns otherwise), gives jsdom media queries if asked (`matchMedia`:
 * only where a test needs the desktop pickers, since every query then matches), and after each test unmounts what the
 * test mounted and takes its container out of the document, so no test sees another's screen. `montar` renders an
 * element in a new container in the document, inside act, and resolves with the container; `esperar` waits for a
 * render to settle until `comprobar` holds.
 */
export function usarJsdom({ matchMedia = false }: { matchMedia?: boolean } = {}) {
  let root: Root | undefined;
  let contenedor: HTMLElement | undefined;

  const desmontar = () => {
    act(() => root?.unmount());
    contenedor?.remove();
    root = undefined;
    contenedor = undefined;
  };

  beforeAll(() => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
    if (matchMedia) simularMatchMedia();
  });
  afterEach(desmontar);

  async function montar(elemento: ReactNode): Promise<HTMLElement> {
    const nuevo = document.createElement('div');
    document.body.appendChild(nuevo);
    contenedor = nuevo;
    const raiz = createRoot(nuevo);
    root = raiz;
    await act(async () => raiz.render(elemento));
    return nuevo;
  }

  return { montar, desmontar, esperar, unaVuelta };
}

// What a person does on a mounted form, by its visible texts: the dialog tests of the comprobantes share them.

/** The button whose text is exactly `texto`, if any. */
export const botonConTexto = (texto: string) => [...document.querySelectorAll('button')].find((b) => b.textContent === texto);

/** Clicks `elemento` and lets the screen answer. */
export async function clicEn(elemento: HTMLElement | undefined | null) {
  await act(async () => elemento?.click());
  await unaVuelta();
}

/** Types `texto` into the `n`-th input or text area labelled `etiqueta…`, as a user does (React sees an input event). */
export async function escribirEn(etiqueta: string, texto: string, n = 0) {
  const campo = [...document.querySelectorAll<HTMLInputElement>('input, textarea')].filter((i) =>
    document.querySelector(`label[for="${i.id}"]`)?.textContent?.startsWith(etiqueta),
  )[n];
  await act(async () => {
    const prototipo = campo instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(prototipo, 'value')?.set?.call(campo, texto);
    campo.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
