import type { Knex } from 'knex';
import { DateTime } from 'luxon';
import type { Rol } from '#dominio/roles';
import { auditar } from '../api/src/auditoria/registro.js';
import { loadConfig } from '../api/src/config.js';
import { insertInBatches } from '../api/src/db/queries.js';
import { kgDePedidos } from '../api/src/hojas-de-ruta/lecturas.js';
import { valoresDelPlan } from '../api/src/hojas-de-ruta/planificacion.js';
import { hojasDeRutaService } from '../api/src/hojas-de-ruta/service.js';
import { FIRMA, hojasDeVueltas, paradasDeVueltas, vueltasDeReparto } from './vueltas.js';
import { sessionOf } from './05_proveedores.js';

// Route sheets of the demo (issue 34, docs/decisiones.md 115): the contract's rounds, yesterday's, closed, and today's,
// planned for the driver of seeds/01_usuarios.ts. The contract's 60 orders stay as they are, histories included.
// Yesterday's stops are the orders the demo delivered last, written as the sheet of that round (rows and trail at its
// moments, as 07_auditoria writes history), on the pickup of the year's rounds before (seeds/04_historia). The other
// orders it delivered (from 90 days back to the day before yesterday) go on that pickup's closed rounds as the history's
// do (its vueltasDeReparto, rows only), each stop at its order's Completado moment, so Flota and Ventas by driver of the
// last months have deliveries. Today's sheet plans open orders through the service without starting the route. It runs
// once (while yesterday's orders are on no sheet), before 07_auditoria, which puts the trail in the order of its dates.

/** A photo of the first delivery of yesterday: the bags left at the door (a small JPEG, as the phone resizes it). */
const FOTO = Buffer.from(
  // biome-ignore format: one base64 text cut in lines
  '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' +
    'AAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAA' +
    'ABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAc' +
    'AHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAAC' +
    'ZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDAA0JCgsKCA0LCgsO' +
    'Dg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09P' +
    'T09PT09PT09PT09PT09PT09PT0//wAARCAB4AKADASIAAhEBAxEB/8QAGQABAAMBAQAAAAAAAAAAAAAAAAIEBgUD/8QAPRAAAQICBAcNCAIDAAAAAAAAAAERAwUCBBKyExQlNWGB' +
    'ghUWIjFBVGSDoqOx0eEGISY0QmJjoSPCJDNR/8QAGAEBAQEBAQAAAAAAAAAAAAAAAAIDAQT/xAAeEQEBAAIDAQEBAQAAAAAAAAAAAQIxERITQQNRIf/aAAwDAQACEQMRAD8A2Dhy' +
    'DhzNabhyDhwJuHIOHAm4cg4cCbhyDhwJuHIOHAm4cg5Tm1YiVeWxY0GlZiUWZWReVE5RaRfcOYzduZc57FHyG7cy5z2KPkR6RfStm4cxm7cy5z2KPkN25lznsUfIekOlbNw5mJTN' +
    'a7WJlCgxo9qHSd0sUU5FXkQ0jlS8ps4QcOQcOdcTcOQcozqsxarKo0aBTsxKNllZFbhInKLeCf66LhzC7vzXnXd0fIbvzXnXd0fIj0i/Ot04cwu781513dHyO37NzCtV7Gcai4Sx' +
    'Zs8FEZ3fiTQdmct4cuFk5d9w5Bw5SU3DkHDgTcoT1ckR9m8hccoTtckx9m8hy6dm2TABg3AAB0JFneBtXVNc5kJJnaBtXVNY5rhplntBw5Bw5aE3Ob7QrkSsbN5C+5zp+uRqxs3k' +
    'OXTs2xgAPO3DR+yKtjex/YzhovZNWxvY/sXhtOemlcOQcObMU3DkHDgTcozpclRtm8hbcpThclxtm8hy6dm2XABg3AABekudYO1dU1TmUk+dIO1dU1DmuGmWe3m5Tm9Yi1aWRo0C' +
    'lZiUbLKyK3CROUsuc+fLkePs3kKukzbgbuzPnPd0fI8482r1Zg0oMePbh0uNLFFH5eRCiDHmtuIla0HRlMt3Swv82CwbfTad306DmHSl+aZj1V5ROCulva6Z3XqdCVS3c3C/zYTC' +
    'N9LMz6dJkwdmUnwuFv1vHDmDOnKq3iNRrtZsW7GD4Ls7qqcesuZ81F/PictS4czG+zoPe+g32dB730K7RHWtO5Tm65NjavFDib7Og976HQi1vHpAtZsWLf0u7NSbj1HLZY7JZXFA' +
    'Bi2AABdlGcoOvwU0jmalWcYWvwU0TmuGmWe0HKE9XJEfZvIXHKE7XJMfZvIVdJm2TABi3DpVDNcw6u8pzTo1DNlf6u8ojlVgASsLNDMsx6u8VizQzNMOrvFY7TlpxgAUkNVUl+Fa' +
    'Gu+ZU1FSX4Xoa752fU34pAAzaAAAtyvOELX4KaBzPS35+Hr8FO85rhplntByjOlyVG2byFtylOFyXG2byFXSZtlwAYtw6FRzbXur8VOeX6jm6u9X4iOV4AAlYWKOZ6/1d4rnvRzR' +
    'XurvFY7TlpyAAUkNPUl+GaGu+Zg0tSX4coa752fU34qgAzaAAAsy756Hr8FO45w5f87D1+CnZc1w0yz24O+Doveeh41yc41VqcHF7Npvfbdve/8Aw5QNusZc1K3oFvQRBPnirvkl' +
    'b0HvAreCq8aFYfC2fe/EyuVgOmJ3ye2H+39jD/b+zxA88f4emX9e2H+39k0rf+JHgWP9tnhPxMrlYDzxL+mVRs6RZ0kgd6Yud6jZ0nSgzPBS6jVMC7fVa0vxMc8DpDtVzHvx9oY9' +
    '+PtFMHPPF3vkuY9+PtDHvx9opgeeJ3ydCBMsDGoxMC7clr0Le+DoveehxAdmMmnLlaAApIAAAAAAAAAAAAAAAAAAAAAAAD//2Q==',
  'base64',
);
const PARADAS_DE_AYER = 4;
const PARADAS_DE_HOY = 4;

export async function seed(knex: Knex): Promise<void> {
  const zona = loadConfig().zonaNegocio;
  const hoy = DateTime.now().setZone(zona).startOf('day');
  const ayer = hoy.minus({ days: 1 });
  const supervisor = await sessionOf(knex, 'Supervisor');
  const chofer = await knex('usuarios')
    .where({ chofer: true, active: true })
    .orderBy('usuario_id')
    .first('usuario_id', 'rol', 'nombre', 'apellido');
  // Vehicles that may go out, the largest first: the truck today; yesterday, the one of the rounds before, else the next.
  const vehiculos: { vehiculo_id: number; capacidad_kg: number }[] = await knex('vehiculos')
    .where({ active: true, disponible: true })
    .whereNotNull('capacidad_kg')
    .orderBy([{ column: 'capacidad_kg', order: 'desc' }, 'vehiculo_id'])
    .select('vehiculo_id', 'capacidad_kg');
  if (!supervisor || !chofer || vehiculos.length < 2) return;
  const sesionChofer = { UsuarioID: chofer.usuario_id, Rol: chofer.rol as Rol, Nombre: chofer.nombre, Apellido: chofer.apellido };
  const anterior = await knex('hojas_de_ruta')
    .orderBy([
      { column: 'fecha', order: 'desc' },
      { column: 'hoja_id', order: 'desc' },
    ])
    .first('vehiculo_id');
  const a = (hora: number, minuto = 0) => ayer.set({ hour: hora, minute: minuto }).toJSDate();

  // Yesterday: the orders delivered last before today, in the order they were delivered.
  const entregados: number[] = (
    await knex('historial_pedidos as h')
      .join('pedidos as p', 'p.pedido_id', 'h.pedido_id')
      .where({ 'p.estado': 'Completado', 'h.estado_nuevo': 'Completado' })
      .where('h.fecha_actualiza_estado', '<', hoy.toJSDate())
      .orderBy('h.fecha_actualiza_estado', 'desc')
      .limit(PARADAS_DE_AYER)
      .pluck('p.pedido_id')
  ).reverse();
  // Once: those orders are on a sheet after the first run (the history's sheets carry older ones).
  if (await knex('paradas').whereIn('pedido_id', entregados).first('parada_id')) return;
  const kg = await kgDePedidos(knex, entregados);
  const plan = {
    Fecha: ayer.toISODate()!,
    VehiculoID: anterior?.vehiculo_id ?? vehiculos[1].vehiculo_id,
    ChoferID: chofer.usuario_id,
    Observaciones: 'Reparto zona oeste: Morón, Castelar e Ituzaingó',
    Paradas: entregados,
  };
  const vehiculo = await knex('vehiculos').where({ vehiculo_id: plan.VehiculoID }).first('capacidad_kg');
  const contrato = await entregasDelContrato(knex, hoy, ayer, entregados);
  const vueltas = vueltasDeReparto(contrato, vehiculo.capacidad_kg);
  await knex.transaction(async (trx) => {
    // The contract's rounds first: their ids come before yesterday's, as their days.
    const hojaIds = (await insertInBatches(
      trx,
      'hojas_de_ruta',
      hojasDeVueltas(vueltas, plan.VehiculoID, chofer.usuario_id, supervisor.UsuarioID),
      'hoja_id',
    )) as number[];
    await insertInBatches(
      trx,
      'paradas',
      paradasDeVueltas(vueltas, contrato, chofer.usuario_id).map((p) => ({ ...p, hoja_id: hojaIds[p.hoja_id] })),
      'parada_id',
    );

    const [{ hoja_id: hojaId }] = await trx('hojas_de_ruta')
      .insert({
        fecha: plan.Fecha,
        vehiculo_id: plan.VehiculoID,
        chofer_id: plan.ChoferID,
        observaciones: plan.Observaciones,
        estado: 'Cerrada',
        usuario_id: supervisor.UsuarioID,
        iniciada_en: a(8),
        cerrada_en: a(17, 30),
        version: 3,
        created_at: a(7, 15),
      })
      .returning('hoja_id');
    await auditar(trx, supervisor, { entidad: 'hojas-de-ruta', id: hojaId, accion: 'crear', fecha: a(7, 15), despues: valoresDelPlan(plan) });
    const estado = (Antes: string, Despues: string) => [{ Campo: 'Estado', Antes, Despues }];
    await auditar(trx, sesionChofer, {
      entidad: 'hojas-de-ruta',
      id: hojaId,
      accion: 'cambiar_estado',
      fecha: a(8),
      cambios: estado('Planificada', 'En curso'),
    });
    for (const [i, pedidoId] of entregados.entries()) {
      const resuelta = a(9 + i * 2, 10 * i);
      const [{ parada_id: paradaId }] = await trx('paradas')
        .insert({
          hoja_id: hojaId,
          pedido_id: pedidoId,
          posicion: i + 1,
          kg: kg.get(pedidoId) ?? 0,
          kg_entregados: kg.get(pedidoId) ?? 0,
          retiene: false,
          resultado: 'entregado',
          firma: FIRMA,
          foto: i === 0 ? FOTO : null,
          foto_tipo: i === 0 ? 'image/jpeg' : null,
          usuario_id: chofer.usuario_id,
          resuelta_en: resuelta,
        })
        .returning('parada_id');
      await auditar(trx, sesionChofer, {
        entidad: 'hojas-de-ruta',
        id: hojaId,
        accion: 'modificar',
        parte: { tipo: 'paradas', id: paradaId },
        resumen: `N° ${i + 1}, pedido ${pedidoId}`,
        fecha: resuelta,
        cambios: [{ Campo: 'Resultado', Antes: null, Despues: 'Entregado' }],
      });
    }
    await auditar(trx, supervisor, {
      entidad: 'hojas-de-ruta',
      id: hojaId,
      accion: 'cambiar_estado',
      fecha: a(17, 30),
      cambios: estado('En curso', 'Cerrada'),
    });
  });

  // Today: the oldest open orders, planned on the truck, for the driver to start.
  const service = hojasDeRutaService(knex, loadConfig());
  const candidatos = await service.candidatos(
    { fecha: hoy.toISODate()! },
    { page: 1, limit: PARADAS_DE_HOY, sortColumn: 'fecha_pedido', order: 'asc' },
  );
  await service.crear(
    {
      Fecha: hoy.toISODate()!,
      VehiculoID: vehiculos[0].vehiculo_id,
      ChoferID: chofer.usuario_id,
      Observaciones: 'Cargar primero las bolsas de 30 kg',
      Paradas: candidatos.data.map((p) => p.PedidoID),
    },
    supervisor,
  );
}

/**
 * The contract's orders delivered from 90 days back to the day before yesterday, on no sheet and not on yesterday's: each
 * on the day of its Completado, at that moment (the order's history, ledger and trail already say so), in that order.
 */
async function entregasDelContrato(knex: Knex, hoy: DateTime, ayer: DateTime, deAyer: number[]) {
  const filas: { pedido_id: number; momento: Date }[] = await knex('historial_pedidos as h')
    .join('pedidos as p', 'p.pedido_id', 'h.pedido_id')
    .where({ 'p.estado': 'Completado', 'h.estado_nuevo': 'Completado' })
    .where('h.fecha_actualiza_estado', '>=', hoy.minus({ days: 90 }).toJSDate())
    .where('h.fecha_actualiza_estado', '<', ayer.toJSDate())
    .whereNotIn('p.pedido_id', deAyer)
    .whereNotExists(knex('paradas as pa').whereRaw('pa.pedido_id = p.pedido_id'))
    .groupBy('p.pedido_id')
    .select('p.pedido_id', knex.raw('max(h.fecha_actualiza_estado) AS momento'))
    .orderBy('momento');
  const kg = await kgDePedidos(
    knex,
    filas.map((f) => f.pedido_id),
  );
  return filas.map((f) => {
    const momento = DateTime.fromJSDate(new Date(f.momento)).setZone(hoy.zone);
    return { pedido: f.pedido_id, dia: momento.startOf('day'), momento, kg: kg.get(f.pedido_id) ?? 0 };
  });
}
