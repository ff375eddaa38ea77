import { useEffect } from 'react';
import type { Identifier } from 'react-admin';
import type { DatosDashboard } from '#dominio/dashboard';
import type { Rol } from '#dominio/roles';
import { type Dueno, guardarVista } from '../arranque/vistaGuardada';
import { useRetirarVistaGuardada } from '../common/useRetirarVistaGuardada';
import { zonaNegocio } from '../common/zonaNegocio';
import { formatoCifra, type Metrica } from './TarjetaMetrica';

/**
 * The dashboard's cards as the HTML shell paints them on the next visit before any code runs (arranque/, issue 46):
 * written as the cards write them, with when the figures were computed, for the user they were read for. Once the figures are on screen (or the warning
 * that they could not be read), the kept ones the shell painted go.
 */
export function useVistaDelTablero(
  datos: DatosDashboard | undefined,
  cargando: boolean,
  identidad: { id: Identifier; Nombre?: string; Rol?: Rol } | undefined,
  metricas: Metrica[],
) {
  useRetirarVistaGuardada(!cargando);
  useEffect(() => {
    if (!datos || !identidad?.Rol) return;
    const dueno: Dueno = { sub: String(identidad.id), Rol: identidad.Rol };
    guardarVista('/dashboard', dueno, {
      momento: datos.generadoEn,
      zona: zonaNegocio(),
      titulo: 'Dashboard',
      encabezado: `Bienvenido, ${identidad.Nombre ?? ''}`,
      forma: 'cifras',
      tarjetas: metricas.map(({ titulo, valor, subtitulo, to, color, formato = formatoCifra }) => ({
        titulo,
        valor: valor === undefined ? '—' : formato(valor),
        detalle: subtitulo,
        enlace: to,
        color,
      })),
    });
  }, [datos, identidad, metricas]);
}
