import type { Knex } from 'knex';
import type { Inicio, PantallaDeInicio } from '#dominio/inicio';
import type { Config } from '../config.js';
import { configuracionPublica } from '../configuracion/service.js';
import { dashboardService } from '../dashboard/service.js';
import { lecturasDeHojas } from '../hojas-de-ruta/lecturas.js';
import type { Sesion } from '../nucleo/sesion.js';
import { usuariosService } from '../usuarios/service.js';
import { alertasDocumentosService, alertasMantenimientoService } from '../vehiculos/alertas/service.js';

/**
 * The first screen's data in one answer (GET /api/inicio): the reads of GET /configuracion, /auth/usuario-actual,
 * both alert lists and the screen's own (the dashboard's figures or the driver's sheet), each by the same service and
 * rule as its own route, so the answer never shows what that route would not.
 */
export function inicioService(db: Knex, config: Config) {
  const usuarios = usuariosService(db, config);
  const mantenimiento = alertasMantenimientoService(db, config);
  const documentos = alertasDocumentosService(db, config);
  const dashboard = dashboardService(db, config);
  const hojas = lecturasDeHojas(db, config);

  async function leer(sesion: Sesion, pantalla: PantallaDeInicio): Promise<Inicio> {
    // One after another: PGlite has one connection, and PostgreSQL's pool is better left to the other requests.
    const Usuario = await usuarios.obtener(sesion.UsuarioID);
    const Mantenimiento = (await mantenimiento.listar()).data;
    const Documentos = (await documentos.listar()).data;
    const inicio: Inicio = {
      Configuracion: configuracionPublica(config),
      Usuario,
      Alertas: { Mantenimiento, Documentos },
    };
    if (pantalla === 'dashboard') inicio.Dashboard = await dashboard.tableroDe(sesion);
    if (pantalla === 'mi-recorrido') inicio.MiRecorrido = await hojas.miRecorrido(sesion);
    return inicio;
  }

  return { leer };
}
