import type { Knex } from 'knex';
import * as esquemaInicial from '../../../migrations/20261121_001_esquema_inicial.js';
import * as indicesVentas from '../../../migrations/20261121_004_indices_ventas.js';
import * as busquedasTrigram from '../../../migrations/20261123_005_busquedas_trigram.js';
import * as conteos from '../../../migrations/20261123_006_conteos.js';
import * as ajustes from '../../../migrations/20261123_007_ajustes.js';
import * as intentos from '../../../migrations/20261123_008_intentos.js';
import * as correccionKilometraje from '../../../migrations/20261123_009_correccion_kilometraje.js';
import * as stockReposicion from '../../../migrations/20261123_010_stock_reposicion.js';
import * as flotaCostosCombustible from '../../../migrations/20261123_011_flota_costos_combustible.js';
import * as auditoria from '../../../migrations/20261123_012_auditoria.js';
import * as ordenClientes from '../../../migrations/20261123_013_orden_clientes.js';
import * as lineasFkDiferida from '../../../migrations/20261123_014_lineas_fk_diferida.js';
import * as franjaPorTransaccion from '../../../migrations/20261123_015_franja_por_transaccion.js';
import * as stockSinIndicesNiConteo from '../../../migrations/20261124_016_stock_sin_indices_ni_conteo.js';
import * as columnaDeBusqueda from '../../../migrations/20261124_017_columna_de_busqueda.js';
import * as ventasPorDia from '../../../migrations/20261124_018_ventas_por_dia.js';
import * as alertasPorIndice from '../../../migrations/20261124_019_alertas_por_indice.js';
import * as ordenProveedores from '../../../migrations/20261124_020_orden_proveedores.js';
import * as ordenProductos from '../../../migrations/20261125_021_orden_productos.js';
import * as versiones from '../../../migrations/20261127_022_versiones.js';
import * as registroConAprobacion from '../../../migrations/20261127_023_registro_con_aprobacion.js';
import * as ingresos from '../../../migrations/20261127_024_ingresos.js';
import * as cuentasCorrientes from '../../../migrations/20261127_025_cuentas_corrientes.js';
import * as cuentasContadas from '../../../migrations/20261127_026_cuentas_contadas.js';
import * as hojasDeRuta from '../../../migrations/20261127_027_hojas_de_ruta.js';
import * as importaciones from '../../../migrations/20261127_029_importaciones.js';
import * as busquedaDeDeudores from '../../../migrations/20261127_030_busqueda_de_deudores.js';
import * as idempotencia from '../../../migrations/20261202_031_idempotencia.js';
import * as cuitUnico from '../../../migrations/20261202_032_cuit_unico.js';
import * as respaldos from '../../../migrations/20261202_033_respaldos.js';
import * as sumasDelDiaSinTope from '../../../migrations/20261202_034_sumas_del_dia_sin_tope.js';
import * as alicuotaIva from '../../../migrations/20261202_035_alicuota_iva.js';
import * as comprobantes from '../../../migrations/20261202_036_comprobantes.js';
import * as notasDeCredito from '../../../migrations/20261202_037_notas_de_credito.js';
import * as lotesDeFacturacion from '../../../migrations/20261202_038_lotes_de_facturacion.js';
import * as comprobantesContados from '../../../migrations/20261202_040_comprobantes_contados.js';
import * as notasDeDebito from '../../../migrations/20261202_041_notas_de_debito.js';
import * as precios from '../../../migrations/20261203_042_precios.js';
import * as listasDePrecios from '../../../migrations/20261203_043_listas_de_precios.js';
import * as packs from '../../../migrations/20261203_044_packs.js';
import * as listasProgramadas from '../../../migrations/20261203_045_listas_programadas.js';
import * as costos from '../../../migrations/20261203_046_costos.js';
import * as ventasResumidas from '../../../migrations/20261203_047_ventas_resumidas.js';
import * as cobranzasResumidas from '../../../migrations/20261203_048_cobranzas_resumidas.js';
import * as repartoResumido from '../../../migrations/20261203_049_reparto_resumido.js';
import * as correos from '../../../migrations/20261203_050_correos.js';
import * as accesoSeguro from '../../../migrations/20261203_051_acceso_seguro.js';
import * as recordatorios from '../../../migrations/20261203_052_recordatorios.js';
import * as repartoEnDinero from '../../../migrations/20261203_053_reparto_en_dinero.js';
import * as diasDeCobro from '../../../migrations/20261204_054_dias_de_cobro.js';

interface Migration {
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

// Every migration, imported statically (knex's dynamic import of .ts files fails under vitest).
// knexConfig hands this source to knex, so the server, the tests and the knex CLI apply the same list.
const migrations: Record<string, Migration> = {
  '20261121_001_esquema_inicial': esquemaInicial,
  '20261121_004_indices_ventas': indicesVentas,
  '20261123_005_busquedas_trigram': busquedasTrigram,
  '20261123_006_conteos': conteos,
  '20261123_007_ajustes': ajustes,
  '20261123_008_intentos': intentos,
  '20261123_009_correccion_kilometraje': correccionKilometraje,
  '20261123_010_stock_reposicion': stockReposicion,
  '20261123_011_flota_costos_combustible': flotaCostosCombustible,
  '20261123_012_auditoria': auditoria,
  '20261123_013_orden_clientes': ordenClientes,
  '20261123_014_lineas_fk_diferida': lineasFkDiferida,
  '20261123_015_franja_por_transaccion': franjaPorTransaccion,
  '20261124_016_stock_sin_indices_ni_conteo': stockSinIndicesNiConteo,
  '20261124_017_columna_de_busqueda': columnaDeBusqueda,
  '20261124_018_ventas_por_dia': ventasPorDia,
  '20261124_019_alertas_por_indice': alertasPorIndice,
  '20261124_020_orden_proveedores': ordenProveedores,
  '20261125_021_orden_productos': ordenProductos,
  '20261127_022_versiones': versiones,
  '20261127_023_registro_con_aprobacion': registroConAprobacion,
  '20261127_024_ingresos': ingresos,
  '20261127_025_cuentas_corrientes': cuentasCorrientes,
  '20261127_026_cuentas_contadas': cuentasContadas,
  '20261127_027_hojas_de_ruta': hojasDeRuta,
  '20261127_029_importaciones': importaciones,
  '20261127_030_busqueda_de_deudores': busquedaDeDeudores,
  '20261202_031_idempotencia': idempotencia,
  '20261202_032_cuit_unico': cuitUnico,
  '20261202_033_respaldos': respaldos,
  '20261202_034_sumas_del_dia_sin_tope': sumasDelDiaSinTope,
  '20261202_035_alicuota_iva': alicuotaIva,
  '20261202_036_comprobantes': comprobantes,
  '20261202_037_notas_de_credito': notasDeCredito,
  '20261202_038_lotes_de_facturacion': lotesDeFacturacion,
  '20261202_040_comprobantes_contados': comprobantesContados,
  '20261202_041_notas_de_debito': notasDeDebito,
  '20261203_042_precios': precios,
  '20261203_043_listas_de_precios': listasDePrecios,
  '20261203_044_packs': packs,
  '20261203_045_listas_programadas': listasProgramadas,
  '20261203_046_costos': costos,
  '20261203_047_ventas_resumidas': ventasResumidas,
  '20261203_048_cobranzas_resumidas': cobranzasResumidas,
  '20261203_049_reparto_resumido': repartoResumido,
  '20261203_050_correos': correos,
  '20261203_051_acceso_seguro': accesoSeguro,
  '20261203_052_recordatorios': recordatorios,
  '20261203_053_reparto_en_dinero': repartoEnDinero,
  '20261204_054_dias_de_cobro': diasDeCobro,
};

export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations).sort(),
  getMigrationName: (name) => name,
  getMigration: async (name) => migrations[name],
};
