import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** The current width of an element, following its resizes (0 before the first layout). */
export function useAncho<T extends HTMLElement>(): [RefObject<T | null>, number] {
  const ref = useRef<T>(null);
  const [ancho, setAncho] = useState(0);
  useLayoutEffect(() => {
    const elemento = ref.current;
    if (!elemento) return;
    setAncho(elemento.clientWidth);
    const observador = new ResizeObserver(([entrada]) => setAncho(Math.floor(entrada.contentRect.width)));
    observador.observe(elemento);
    return () => observador.disconnect();
  }, []);
  return [ref, ancho];
}
