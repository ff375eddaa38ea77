import { useCallback, useState } from 'react';

/**
 * The width of the element the returned ref is put on, kept up to date as it changes (the window,
 * the side menu, a phone turned). A ResizeObserver in a few lines, where @visx/responsive's
 * ParentSize would add about 1 kB gzip and a wrapper of its own.
 */
export function useAncho<T extends HTMLElement>(): [(elemento: T | null) => (() => void) | undefined, number] {
  const [ancho, setAncho] = useState(0);
  const ref = useCallback((elemento: T | null) => {
    if (!elemento) return undefined;
    setAncho(Math.floor(elemento.clientWidth));
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observador = new ResizeObserver(([entrada]) => setAncho(Math.floor(entrada.contentRect.width)));
    observador.observe(elemento);
    return () => observador.disconnect();
  }, []);
  return [ref, ancho];
}
