import { useEffect } from 'react';
import { formatoKg } from '#dominio/formatos';
import type { HojaDeRutaDetalle } from '#dominio/hojasDeRuta';
import { type Dueno, guardarVista } from '../arranque/vistaGuardada';
import { useRetirarVistaGuardada } from '../common/useRetirarVistaGuardada';
import { formatFecha } from '../common/format';
import { nombreCompleto } from '../common/persona';
import { zonaNegocio } from '../common/zonaNegocio';
import { textoResultado } from '../hojas-de-ruta/ResumenHoja';

/**
 * The driver's sheet as the HTML shell paints it on the next visit before any code runs (arranque/, issue 46): one card
 * per stop, in order, with its client, address and outcome, as the server last answered it to `dueno` (a sheet shown
 * from the phone's own store has none, and is not written again). Once Mi recorrido shows anything of its own, the kept one goes.
 */
export function useVistaDelRecorrido(hoja: HojaDeRutaDetalle | null | undefined, dueno: Dueno | undefined, listo: boolean) {
  useRetirarVistaGuardada(listo);
  useEffect(() => {
    if (!hoja || !dueno) return;
    guardarVista('/mi-recorrido', dueno, {
      momento: new Date().toISOString(),
      zona: zonaNegocio(),
      titulo: 'Mi recorrido',
      encabezado: `Hoja de ruta N° ${hoja.HojaID}`,
      subtitulo: `${formatFecha(hoja.Fecha)} · ${hoja.Vehiculo.Patente} · ${formatoKg(hoja.Kg)} · ${hoja.Estado}`,
      forma: 'paradas',
      tarjetas: hoja.Paradas.map((parada) => ({
        titulo: `${parada.Posicion}. ${textoResultado(parada)}`,
        valor: nombreCompleto(parada.Pedido.Cliente),
        detalle: parada.Pedido.Cliente.Direccion ?? undefined,
        color: parada.Resultado === 'no_entregado' ? 'error' : parada.Resultado ? 'success' : 'primary',
      })),
    });
  }, [hoja, dueno]);
}
