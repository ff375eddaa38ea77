import { useEffect, useRef, useState } from 'react';
import { Box, Skeleton, Typography } from '@mui/material';

/** A blob as a data URL: the app's Content-Security-Policy lets images come from data: URLs, not from blob: ones. */
const comoDataUrl = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const lector = new FileReader();
    lector.onload = () => resolve(lector.result as string);
    lector.onerror = () => reject(lector.error);
    lector.readAsDataURL(blob);
  });

/**
 * An image of the API, which needs the token (an <img src> cannot send it): fetched once the box comes near
 * the screen. Never cached (the API answers private, no-store, and the service worker keeps no data:
 * docs/decisiones.md, 79).
 */
export function ImagenProtegida({ obtener, alt, ancho, alto }: { obtener: () => Promise<Blob>; alt: string; ancho: number; alto: number }) {
  const caja = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  const [url, setUrl] = useState<string>();
  const [fallo, setFallo] = useState(false);

  useEffect(() => {
    const nodo = caja.current;
    if (!nodo || typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observador = new IntersectionObserver(
      (entradas) => {
        if (entradas.some((e) => e.isIntersecting)) {
          setVisible(true);
          observador.disconnect();
        }
      },
      { rootMargin: '200px' },
    );
    observador.observe(nodo);
    return () => observador.disconnect();
  }, []);

  // `obtener` is read once, when the image first comes near the screen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new closure for the same image must not fetch it again
  useEffect(() => {
    if (!visible) return;
    let vigente = true;
    obtener()
      .then(comoDataUrl)
      .then((leida) => vigente && setUrl(leida))
      .catch(() => vigente && setFallo(true));
    return () => {
      vigente = false;
    };
  }, [visible]);

  return (
    <Box ref={caja} sx={{ width: '100%', maxWidth: ancho, aspectRatio: `${ancho} / ${alto}` }}>
      {url ? (
        <Box
          component="img"
          src={url}
          alt={alt}
          loading="lazy"
          sx={{
            width: '100%',
            height: '100%',
            objectFit: 'contain',
            bgcolor: 'common.white',
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
          }}
        />
      ) : fallo ? (
        <Typography variant="body2" color="text.secondary">
          No se pudo cargar la imagen
        </Typography>
      ) : (
        <Skeleton variant="rounded" width="100%" height="100%" aria-label={`Cargando: ${alt}`} />
      )}
    </Box>
  );
}
