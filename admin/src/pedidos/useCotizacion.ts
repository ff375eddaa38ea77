import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { Cotizacion, CotizacionInput } from '#dominio/pedidos';
import { mensajeDeError } from '../common/errores';
import type { AppDataProvider } from '../dataProvider';

/** How long the form waits after the last keystroke before it asks for the prices. */
const ESPERA_MS = 300;

/**
 * The lines of the order being typed, priced by the server as its create will price them (the client's list, the
 * break its quantity reaches, the discount): asked a moment after the client or the lines last changed; an answer that
 * arrives after a newer question is dropped. Nothing while there is no client or no line.
 */
export function useCotizacion(pedido: Partial<CotizacionInput>) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [cotizacion, setCotizacion] = useState<Cotizacion>();
  const [error, setError] = useState<string>();
  const clave = JSON.stringify(pedido);
  useEffect(() => {
    const { ClienteID, detalles } = JSON.parse(clave) as Partial<CotizacionInput>;
    if (!ClienteID || !detalles?.length) {
      setCotizacion(undefined);
      setError(undefined);
      return;
    }
    let vigente = true;
    const espera = setTimeout(() => {
      dataProvider.cotizarPedido({ ClienteID, detalles }).then(
        ({ data }) => {
          if (!vigente) return;
          setCotizacion(data);
          setError(undefined);
        },
        (e) => {
          if (!vigente) return;
          setCotizacion(undefined);
          setError(mensajeDeError(e, 'No se pudieron calcular los precios'));
        },
      );
    }, ESPERA_MS);
    return () => {
      vigente = false;
      clearTimeout(espera);
    };
  }, [clave, dataProvider]);
  return { cotizacion, error };
}
