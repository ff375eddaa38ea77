import type { Knex } from 'knex';
import { DateTime } from 'luxon';
import { consumos } from '#dominio/combustible';
import { redondearACentavos } from '#dominio/lineas';
import { RECORDATORIOS, type Recordatorio } from '#dominio/alertas';
import { loadConfig } from '../api/src/config.js';
import { COLUMNAS_FECHA } from '../api/src/vehiculos/alertas/consultas.js';
import { recordatoriosQueReinicia } from '../api/src/vehiculos/mantenimiento/service.js';

// The delivery fleet: trucks and vans with their mileage logs, maintenance records and
// documents. Dates are relative to the day the seed runs (business time zone), so both alert
// pages always show items: oil and belt changes due or past due, documents expired, expiring
// within 7 days, within 30 days and later. Some remind by date too (AF345KL's oil is due by date
// while far from its km, AD789GH's within 30 days); every vehicle has a fuel load every 9 days
// over its log (AB123CD over a year), one of them far above its usual consumption. A vehicle
// whose patente already exists is skipped.

interface Lectura {
  diasAtras: number;
  km: number;
  usuario: string | null;
}

interface RegistroMantenimiento {
  tipo: string;
  diasAtras: number;
  km: number;
  costo: number;
  proveedor: string;
  descripcion: string;
  notas?: string;
  usuario: string;
}

interface Documento {
  tipo: string;
  numero: string;
  /** Days from today to the expiry (negative: already expired). */
  venceEnDias: number;
  /** Validity in years, to derive the issue date. */
  anios: number;
  notas?: string;
  revisado?: string;
}

export interface VehiculoDemo {
  patente: string;
  marca: string;
  modelo: string;
  anio: number;
  chasis: string;
  motor: string;
  aceite: number;
  correa: number;
  intervaloAceite?: number;
  intervaloCorrea?: number;
  /** Reminders by date: months between changes, counted from the latest record of the kind (else the creation day). */
  meses?: Partial<Record<Recordatorio, number>>;
  /** Usual fuel consumption, L/100 km, from which its loads are made. */
  consumo: number;
  /** Kilos it carries: a pickup about 1.000, a van 1.500, a truck 8.000. */
  capacidad: number;
  disponible: boolean;
  active: boolean;
  /** Ascending; the first is the initial reading (the vehicle's creation), the last is the current mileage. */
  lecturas: Lectura[];
  mantenimientos: RegistroMantenimiento[];
  documentos: Documento[];
}

const EL_TALA = 'Lubricentro El Tala (Morón)';
const ROSSI = 'Taller Mecánico Hnos. Rossi';
const NEUMATICOS = 'Neumáticos Oeste SRL';
const FRENOS = 'Frenos y Embragues Castelar';

// biome-ignore format: one record per line, read as a table
export const VEHICULOS_DEMO: VehiculoDemo[] = [
  {
    patente: 'AB123CD', marca: 'Ford', modelo: 'Cargo 1723', anio: 2019,
    chasis: '9BFYEAHU1KBS12345', motor: '73456781', aceite: 175100, correa: 162000,
    capacidad: 8000, disponible: true, active: true, consumo: 28, meses: { aceite: 6, correa: 48, service: 18 },
    lecturas: [
      { diasAtras: 365, km: 149500, usuario: 'admin' },
      { diasAtras: 240, km: 161800, usuario: 'admin' },
      { diasAtras: 180, km: 168900, usuario: 'empleado' },
      { diasAtras: 120, km: 175100, usuario: 'empleado' },
      { diasAtras: 60, km: 180800, usuario: 'supervisor' },
      { diasAtras: 20, km: 184000, usuario: null },
      { diasAtras: 2, km: 185400, usuario: 'empleado' },
    ],
    mantenimientos: [
      { tipo: 'Cambio de correa', diasAtras: 238, km: 162000, costo: 320000, proveedor: ROSSI, descripcion: 'Correa de distribución, tensor y bomba de agua', usuario: 'admin' },
      { tipo: 'Cambio de aceite', diasAtras: 120, km: 175100, costo: 98000, proveedor: EL_TALA, descripcion: 'Aceite 15W40 y filtro de aceite', usuario: 'empleado' },
      { tipo: 'Frenos', diasAtras: 60, km: 180800, costo: 210000, proveedor: FRENOS, descripcion: 'Pastillas delanteras y rectificado de discos', usuario: 'supervisor' },
    ],
    documentos: [
      { tipo: 'VTV', numero: 'VTV-BA-2291834', venceEnDias: -12, anios: 1, notas: 'Vencida: pedir turno en la planta de Castelar' },
      { tipo: 'Seguro', numero: 'LS-CARGA-558120', venceEnDias: 150, anios: 1, notas: 'La Segunda, póliza de carga' },
      { tipo: 'Cédula Verde', numero: 'CV-AB123CD', venceEnDias: 700, anios: 3 },
      { tipo: 'Patente', numero: 'ARBA-AB123CD-2', venceEnDias: 20, anios: 1, notas: 'Impuesto automotor, cuota bimestral' },
    ],
  },
  {
    patente: 'AC456EF', marca: 'Mercedes-Benz', modelo: 'Sprinter 515 CDI Furgón', anio: 2021,
    chasis: '8AC906655ME412233', motor: 'OM651-28011745', aceite: 87000, correa: 60000,
    capacidad: 1500, disponible: false, active: true, consumo: 12,
    lecturas: [
      { diasAtras: 200, km: 78500, usuario: 'admin' },
      { diasAtras: 150, km: 84000, usuario: 'rquiroga' },
      { diasAtras: 95, km: 87000, usuario: 'empleado' },
      { diasAtras: 40, km: 92300, usuario: 'rquiroga' },
      { diasAtras: 5, km: 96650, usuario: 'empleado' },
    ],
    mantenimientos: [
      { tipo: 'Cambio de aceite', diasAtras: 95, km: 87000, costo: 76000, proveedor: EL_TALA, descripcion: 'Aceite sintético 5W30 y filtros de aceite y aire', usuario: 'empleado' },
      { tipo: 'Neumáticos', diasAtras: 40, km: 92300, costo: 1180000, proveedor: NEUMATICOS, descripcion: 'Cuatro cubiertas 235/65 R16C y alineación', usuario: 'supervisor' },
    ],
    documentos: [
      { tipo: 'Seguro', numero: 'FED-PAT-7741203', venceEnDias: 5, anios: 1, notas: 'Federación Patronal: renovar antes del vencimiento' },
      { tipo: 'RTO', numero: 'RTO-0456-2291', venceEnDias: 180, anios: 1 },
      { tipo: 'Cédula Verde', numero: 'CV-AC456EF', venceEnDias: 900, anios: 3 },
    ],
  },
  {
    patente: 'AD789GH', marca: 'Iveco', modelo: 'Daily 70C17 Chasis', anio: 2020,
    chasis: 'ZCFC770C1L5398812', motor: 'F1CFL411-5520981', aceite: 115000, correa: 62000,
    capacidad: 3500, disponible: true, active: true, consumo: 16, meses: { aceite: 3 },
    lecturas: [
      { diasAtras: 180, km: 104000, usuario: 'admin' },
      { diasAtras: 120, km: 110500, usuario: 'empleado' },
      { diasAtras: 70, km: 115000, usuario: 'empleado' },
      { diasAtras: 25, km: 119200, usuario: 'supervisor' },
      { diasAtras: 1, km: 121700, usuario: 'empleado' },
    ],
    mantenimientos: [
      { tipo: 'Cambio de filtros', diasAtras: 120, km: 110500, costo: 64000, proveedor: EL_TALA, descripcion: 'Filtros de aire, combustible y habitáculo', usuario: 'empleado' },
      { tipo: 'Cambio de aceite', diasAtras: 70, km: 115000, costo: 89000, proveedor: EL_TALA, descripcion: 'Aceite 15W40 y filtro', usuario: 'empleado' },
      { tipo: 'Inspección técnica', diasAtras: 25, km: 119200, costo: 35000, proveedor: ROSSI, descripcion: 'Revisión previa a la RTO', notas: 'La correa está cerca de su cambio', usuario: 'supervisor' },
    ],
    documentos: [
      { tipo: 'RTO', numero: 'RTO-0789-1183', venceEnDias: 25, anios: 1 },
      { tipo: 'Seguro', numero: 'SANCOR-9912744', venceEnDias: 60, anios: 1 },
      { tipo: 'Cédula Azul', numero: 'CA-AD789GH-01', venceEnDias: 14, anios: 1, notas: 'Autorización a Ramón Ledesma' },
    ],
  },
  {
    patente: 'AE012IJ', marca: 'Volkswagen', modelo: 'Delivery 9.170', anio: 2022,
    chasis: '9532M52P2NR123456', motor: 'MWM4.12-9912334', aceite: 52000, correa: 0,
    capacidad: 5000, disponible: false, active: true, consumo: 20, meses: { service: 6 },
    lecturas: [
      { diasAtras: 150, km: 41000, usuario: 'admin' },
      { diasAtras: 100, km: 46500, usuario: 'empleado' },
      { diasAtras: 60, km: 52000, usuario: 'rquiroga' },
      { diasAtras: 10, km: 58400, usuario: 'empleado' },
    ],
    mantenimientos: [
      { tipo: 'Reparación general', diasAtras: 100, km: 46500, costo: 450000, proveedor: ROSSI, descripcion: 'Cambio de kit de embrague', usuario: 'supervisor' },
      { tipo: 'Cambio de aceite', diasAtras: 60, km: 52000, costo: 92000, proveedor: EL_TALA, descripcion: 'Aceite 15W40 y filtro', usuario: 'rquiroga' },
    ],
    documentos: [
      { tipo: 'VTV', numero: 'VTV-BA-3310457', venceEnDias: 0, anios: 1, notas: 'Vence hoy' },
      { tipo: 'Seguro', numero: 'LS-CARGA-601877', venceEnDias: 200, anios: 1 },
    ],
  },
  {
    patente: 'OPQ345', marca: 'Ford', modelo: 'Transit 2.2 TDCi Furgón', anio: 2015,
    chasis: 'WF0XXXTTGXFU45678', motor: 'DRFF-FU45678', aceite: 233000, correa: 180000,
    capacidad: 1300, disponible: true, active: true, consumo: 11,
    lecturas: [
      { diasAtras: 270, km: 219000, usuario: 'admin' },
      { diasAtras: 200, km: 226400, usuario: 'empleado' },
      { diasAtras: 130, km: 233000, usuario: 'empleado' },
      { diasAtras: 70, km: 237100, usuario: null },
      { diasAtras: 15, km: 241200, usuario: 'rquiroga' },
    ],
    mantenimientos: [
      { tipo: 'Neumáticos', diasAtras: 200, km: 226400, costo: 760000, proveedor: NEUMATICOS, descripcion: 'Dos cubiertas traseras', usuario: 'supervisor' },
      { tipo: 'Cambio de aceite', diasAtras: 130, km: 233000, costo: 81000, proveedor: EL_TALA, descripcion: 'Aceite 10W40 y filtro', usuario: 'empleado' },
      { tipo: 'Frenos', diasAtras: 70, km: 237100, costo: 185000, proveedor: FRENOS, descripcion: 'Cintas de freno traseras', usuario: 'supervisor' },
    ],
    documentos: [
      { tipo: 'VTV', numero: 'VTV-BA-1877420', venceEnDias: -40, anios: 1, revisado: 'Turno de VTV reservado, el vehículo circula solo con la constancia' },
      { tipo: 'Seguro', numero: 'RIVADAVIA-4410988', venceEnDias: 28, anios: 1 },
      { tipo: 'Otro', numero: 'HAB-MORON-2231', venceEnDias: 45, anios: 1, notas: 'Habilitación municipal para transporte de carga' },
    ],
  },
  {
    patente: 'AF345KL', marca: 'Toyota', modelo: 'Hilux 2.8 SRV 4x4', anio: 2023,
    chasis: '8AJBA3CD2P1234567', motor: '1GD-4452211', aceite: 35000, correa: 0,
    capacidad: 1000, disponible: true, active: true, consumo: 11, meses: { aceite: 2 },
    lecturas: [
      // The pickup of the demo's rounds (seeds/04_historia, 06_hojas_de_ruta): its rounds and errands, up to yesterday.
      { diasAtras: 120, km: 33400, usuario: 'admin' },
      { diasAtras: 60, km: 35000, usuario: 'supervisor' },
      { diasAtras: 1, km: 36600, usuario: 'supervisor' },
    ],
    mantenimientos: [
      { tipo: 'Cambio de aceite', diasAtras: 60, km: 35000, costo: 145000, proveedor: 'Toyota Service Castelar', descripcion: 'Service oficial de 35.000 km', usuario: 'supervisor' },
    ],
    documentos: [
      { tipo: 'Seguro', numero: 'SANCOR-9930115', venceEnDias: 320, anios: 1 },
      { tipo: 'Cédula Verde', numero: 'CV-AF345KL', venceEnDias: 1000, anios: 3 },
      { tipo: 'VTV', numero: 'VTV-BA-4102238', venceEnDias: 365, anios: 2 },
    ],
  },
  {
    // Out of service and inactive: its alerts (oil past due, documents expired) are not listed.
    patente: 'AA987ZX', marca: 'Renault', modelo: 'Master 2.3 dCi Furgón', anio: 2018,
    chasis: '93YMAF4XEJJ765432', motor: 'M9T-B880-765432', aceite: 163000, correa: 120000,
    capacidad: 1500, disponible: false, active: false, consumo: 12,
    lecturas: [
      { diasAtras: 300, km: 160500, usuario: 'admin' },
      { diasAtras: 260, km: 163000, usuario: 'empleado' },
      { diasAtras: 150, km: 170800, usuario: 'empleado' },
      { diasAtras: 90, km: 174300, usuario: 'supervisor' },
    ],
    mantenimientos: [
      { tipo: 'Cambio de aceite', diasAtras: 260, km: 163000, costo: 70000, proveedor: EL_TALA, descripcion: 'Aceite 10W40 y filtro', usuario: 'empleado' },
      { tipo: 'Reparación general', diasAtras: 90, km: 174300, costo: 1250000, proveedor: ROSSI, descripcion: 'Caja de cambios rota: fuera de servicio hasta su reparación', usuario: 'admin' },
    ],
    documentos: [
      { tipo: 'VTV', numero: 'VTV-BA-1299031', venceEnDias: -5, anios: 1 },
      { tipo: 'Seguro', numero: 'FED-PAT-6620981', venceEnDias: -20, anios: 1, notas: 'No se renovó: vehículo fuera de servicio' },
    ],
  },
  {
    patente: 'AG678MN', marca: 'Mercedes-Benz', modelo: 'Atego 1726', anio: 2022,
    chasis: '9BM958074NB334455', motor: 'OM926-LA-334455', aceite: 80000, correa: 60000,
    capacidad: 9000, disponible: false, active: true, consumo: 26,
    lecturas: [
      { diasAtras: 160, km: 70500, usuario: 'admin' },
      { diasAtras: 100, km: 76000, usuario: 'empleado' },
      { diasAtras: 50, km: 80000, usuario: 'empleado' },
      { diasAtras: 3, km: 88200, usuario: 'rquiroga' },
    ],
    mantenimientos: [
      { tipo: 'Cambio de filtros', diasAtras: 100, km: 76000, costo: 118000, proveedor: 'Mercedes-Benz Camiones Oeste', descripcion: 'Filtros de aire, combustible y secador de aire', usuario: 'supervisor' },
      { tipo: 'Cambio de aceite', diasAtras: 50, km: 80000, costo: 164000, proveedor: 'Mercedes-Benz Camiones Oeste', descripcion: 'Aceite 15W40 (28 litros) y filtro', usuario: 'empleado' },
    ],
    documentos: [
      { tipo: 'RTO', numero: 'RTO-0678-5521', venceEnDias: 7, anios: 1 },
      { tipo: 'Seguro', numero: 'LS-CARGA-640012', venceEnDias: 95, anios: 1 },
    ],
  },
  {
    patente: 'MNO456', marca: 'Iveco', modelo: 'Tector 170E22', anio: 2014,
    chasis: '93ZA1RFH0E8876543', motor: 'F4AE3681-876543', aceite: 402960, correa: 360000,
    capacidad: 8000, disponible: true, active: true, consumo: 30, meses: { service: 12 },
    lecturas: [
      { diasAtras: 210, km: 389000, usuario: 'admin' },
      { diasAtras: 140, km: 396500, usuario: 'empleado' },
      { diasAtras: 80, km: 402960, usuario: 'empleado' },
      { diasAtras: 30, km: 408900, usuario: 'supervisor' },
      { diasAtras: 4, km: 412480, usuario: 'empleado' },
    ],
    mantenimientos: [
      { tipo: 'Frenos', diasAtras: 140, km: 396500, costo: 295000, proveedor: FRENOS, descripcion: 'Cintas y campanas del eje trasero', usuario: 'supervisor' },
      { tipo: 'Cambio de aceite', diasAtras: 80, km: 402960, costo: 132000, proveedor: EL_TALA, descripcion: 'Aceite 15W40 y filtros', usuario: 'empleado' },
      { tipo: 'Neumáticos', diasAtras: 30, km: 408900, costo: 1620000, proveedor: NEUMATICOS, descripcion: 'Seis cubiertas 275/80 R22.5 recapadas', usuario: 'supervisor' },
    ],
    documentos: [
      { tipo: 'RTO', numero: 'RTO-0456-0917', venceEnDias: -2, anios: 1, notas: 'Vencida: no salir a ruta' },
      { tipo: 'Patente', numero: 'ARBA-MNO456-5', venceEnDias: 10, anios: 1 },
      { tipo: 'Cédula Azul', numero: 'CA-MNO456-02', venceEnDias: 400, anios: 2, notas: 'Autorización a Walter Benítez' },
    ],
  },
  {
    patente: 'AH901OP', marca: 'Volkswagen', modelo: 'Amarok V6 Highline', anio: 2024,
    chasis: '8AWDB22H7RA012345', motor: 'DDXC-012345', aceite: 10000, correa: 0,
    capacidad: 1000, disponible: true, active: true, consumo: 12,
    lecturas: [
      { diasAtras: 45, km: 8100, usuario: 'admin' },
      { diasAtras: 20, km: 10000, usuario: 'supervisor' },
      { diasAtras: 6, km: 12300, usuario: 'supervisor' },
    ],
    mantenimientos: [
      { tipo: 'Cambio de aceite', diasAtras: 20, km: 10000, costo: 160000, proveedor: 'Volkswagen Haedo', descripcion: 'Service oficial de 10.000 km', usuario: 'supervisor' },
    ],
    documentos: [
      { tipo: 'Seguro', numero: 'ALLIANZ-3318870', venceEnDias: 240, anios: 1 },
      { tipo: 'Otro', numero: 'POL-CARGA-99812', venceEnDias: 30, anios: 1, notas: 'Póliza de mercadería transportada' },
    ],
  },
];

export const ESTACIONES = ['YPF Ruta 4 y Rivadavia (Morón)', 'Shell Av. Gaona (Haedo)', 'Axion Camino de Cintura (Castelar)'];
export const CADA_DIAS = 9;
export const PRECIO_GASOIL = 1380;
/** The one load far above its vehicle's usual consumption (a full tank right after another full one). */
const ATIPICA = { patente: 'AB123CD', carga: 33, factor: 1.6 };

interface CargaDemo {
  diasAtras: number;
  km: number;
  litros: number;
  importe: number;
  lleno: boolean;
  estacion: string;
}

/** The km the log reads on a day between two of its readings (a straight line between them). */
function kmEnDia(lecturas: Lectura[], diasAtras: number): number {
  const siguiente = lecturas.findIndex((l) => l.diasAtras <= diasAtras);
  const [a, b] = [lecturas[siguiente - 1], lecturas[siguiente]];
  return Math.round(a.km + ((b.km - a.km) * (a.diasAtras - diasAtras)) / (a.diasAtras - b.diasAtras));
}

/**
 * A load every CADA_DIAS days between the vehicle's first and last readings, the litres its usual
 * consumption burns since the previous one, within ±5% (fixed, so seeding is repeatable); every
 * fourth load is partial.
 */
export function cargasDemo(v: VehiculoDemo): CargaDemo[] {
  const cargas: CargaDemo[] = [];
  let kmAnterior = v.lecturas[0].km;
  for (let i = 0, dias = v.lecturas[0].diasAtras - CADA_DIAS; dias > v.lecturas[v.lecturas.length - 1].diasAtras; i++, dias -= CADA_DIAS) {
    const km = kmEnDia(v.lecturas, dias);
    const variacion = 1 + (((i * 7) % 11) - 5) / 100;
    const factor = v.patente === ATIPICA.patente && i === ATIPICA.carga ? ATIPICA.factor : 1;
    const litros = redondearACentavos((((km - kmAnterior) * v.consumo) / 100) * variacion * factor);
    cargas.push({
      diasAtras: dias,
      km,
      litros,
      importe: redondearACentavos(litros * PRECIO_GASOIL),
      lleno: i % 4 !== 3,
      estacion: ESTACIONES[i % ESTACIONES.length],
    });
    kmAnterior = km;
  }
  return cargas;
}

export async function seed(knex: Knex): Promise<void> {
  const zona = loadConfig().zonaNegocio;
  const hoy = DateTime.now().setZone(zona).startOf('day');
  const usuarios = await knex('usuarios').select('usuario_id', 'nombre_usuario');
  const usuarioId = (nombre: string | null) => usuarios.find((u) => u.nombre_usuario === nombre)?.usuario_id ?? null;
  const dia = (diasAtras: number, hora: number) => hoy.minus({ days: diasAtras }).set({ hour: hora });

  for (const v of VEHICULOS_DEMO) {
    if (await knex('vehiculos').where({ patente: v.patente }).first('vehiculo_id')) continue;
    await knex.transaction(async (trx) => {
      const actual = v.lecturas[v.lecturas.length - 1];
      const creado = dia(v.lecturas[0].diasAtras, 10).toJSDate();
      /** Each reminder's interval in months and the day of the latest record that restarts it (else the creation day). */
      const recordatorios = RECORDATORIOS.map((r) => {
        const dias = v.mantenimientos.filter((m) => recordatoriosQueReinicia(m.tipo).includes(r)).map((m) => m.diasAtras);
        const ultimo = dia(dias.length > 0 ? Math.min(...dias) : v.lecturas[0].diasAtras, 0).toISODate();
        return { [COLUMNAS_FECHA[r].meses]: v.meses?.[r] ?? null, [COLUMNAS_FECHA[r].fecha]: ultimo };
      });
      const [{ vehiculo_id: vehiculoId }] = await trx('vehiculos')
        .insert({
          patente: v.patente,
          marca: v.marca,
          modelo: v.modelo,
          anio: v.anio,
          numero_chasis: v.chasis,
          numero_motor: v.motor,
          kilometraje_actual: actual.km,
          ultimo_cambio_aceite: v.aceite,
          intervalo_cambio_aceite: v.intervaloAceite ?? 10000,
          ultimo_cambio_correa: v.correa,
          intervalo_cambio_correa: v.intervaloCorrea ?? 60000,
          ...Object.assign({}, ...recordatorios),
          capacidad_kg: v.capacidad,
          disponible: v.disponible,
          active: v.active,
          fecha_creacion: creado,
          updated_at: dia(actual.diasAtras, 18).toJSDate(),
        })
        .returning('vehiculo_id');

      await trx('registros_kilometraje').insert(
        v.lecturas.map((l) => ({
          vehiculo_id: vehiculoId,
          kilometraje: l.km,
          usuario_id: usuarioId(l.usuario),
          fecha_registro: dia(l.diasAtras, 18).toJSDate(),
        })),
      );
      await trx('mantenimientos').insert(
        v.mantenimientos.map((m) => ({
          vehiculo_id: vehiculoId,
          tipo_mantenimiento: m.tipo,
          descripcion: m.descripcion,
          kilometraje: m.km,
          costo: m.costo,
          fecha_realizacion: dia(m.diasAtras, 0).toISODate(),
          proveedor: m.proveedor,
          notas: m.notas ?? null,
          usuario_id: usuarioId(m.usuario),
          created_at: dia(m.diasAtras, 17).toJSDate(),
          updated_at: dia(m.diasAtras, 17).toJSDate(),
        })),
      );
      // A load is also a mileage reading, as through the API.
      const cargas = cargasDemo(v);
      const consumo = consumos(cargas.map((c) => ({ Kilometraje: c.km, Litros: c.litros, TanqueLleno: c.lleno })));
      await trx('registros_kilometraje').insert(
        cargas.map((c) => ({
          vehiculo_id: vehiculoId,
          kilometraje: c.km,
          usuario_id: usuarioId('empleado'),
          fecha_registro: dia(c.diasAtras, 12).toJSDate(),
        })),
      );
      await trx('cargas_combustible').insert(
        cargas.map((c, i) => ({
          vehiculo_id: vehiculoId,
          fecha: dia(c.diasAtras, 0).toISODate(),
          kilometraje: c.km,
          litros: c.litros,
          importe: c.importe,
          tanque_lleno: c.lleno,
          estacion: c.estacion,
          consumo_l100km: consumo[i],
          usuario_id: usuarioId('empleado'),
          created_at: dia(c.diasAtras, 12).toJSDate(),
        })),
      );
      await trx('documentos_vehiculo').insert(
        v.documentos.map((d) => {
          const vence = hoy.plus({ days: d.venceEnDias });
          return {
            vehiculo_id: vehiculoId,
            tipo_documento: d.tipo,
            numero_documento: d.numero,
            fecha_emision: vence.minus({ years: d.anios }).toISODate(),
            fecha_vencimiento: vence.toISODate(),
            notas: d.notas ?? null,
            archivo_url: null,
            revisado: d.revisado !== undefined,
            comentario_revision: d.revisado ?? null,
            created_at: creado,
            updated_at: creado,
          };
        }),
      );
    });
  }
}
