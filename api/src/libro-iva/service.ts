import type { Knex } from 'knex';
import { aCentavos } from '#dominio/dinero';
import type { AlicuotaGravada, ImporteAlicuota, Letra, TipoComprobante } from '#dominio/facturacion';
import {
  alicuotaDeId,
  type ComprobanteLibroDigital,
  diasDelMes,
  type LibroIvaQuery,
  ordenDeAlicuotas,
  type RenglonLibroIva,
  registrosLibroIvaDigital,
  signoDe,
  type TotalesLibroIva,
} from '#dominio/libroIva';
import { CONTADA_POR_SUS_FILTROS, fetchPage } from '../db/queries.js';
import type { ListQuery } from '../nucleo/listQuery.js';
import { renglonLibroIvaMapper } from './mapper.js';

// The Libro IVA Ventas of a month (issue 45): its authorized comprobantes, read as ARCA authorized them (the amounts
// and the AlicIva entries stored with each when it was sent: nothing is computed again), by their date, which is
// already the business zone's day. The month is a range of that date, which the index comprobantes_fecha answers.

export const ORDEN_LIBRO_IVA = { sort: 'Fecha', order: 'asc' } as const;

const pesos = (centavos: number) => centavos / 100;

/** A row's AlicIva entries, signed and named by their rate. */
const alicuotasDe = (iva: ImporteAlicuota[], signo: number) =>
  iva.map((a) => ({
    Alicuota: alicuotaDeId(a.Id) as AlicuotaGravada,
    NetoGravado: signo * a.BaseImp,
    IVA: signo * a.Importe,
  }));

function renglon(fila: Record<string, unknown>): RenglonLibroIva {
  const r = renglonLibroIvaMapper.toApi(fila);
  const s = signoDe(r.Tipo);
  // A zero stays 0, not -0 (a credit note with nothing exempt).
  const firmado = (n: number) => s * n || 0;
  return {
    ...r,
    Alicuotas: alicuotasDe(r.Alicuotas as ImporteAlicuota[], s),
    NetoGravado: firmado(r.NetoGravado),
    IVA: firmado(r.IVA),
    Exento: firmado(r.Exento),
    Total: firmado(r.Total),
  };
}

/** Sums kept in cents, so a month of thousands of comprobantes adds up to the cent. */
class Suma {
  neto = 0;
  iva = 0;
  exento = 0;
  total = 0;
  sumar(signo: number, f: { neto: number; iva: number; exento?: number; total?: number }) {
    this.neto += signo * aCentavos(f.neto);
    this.iva += signo * aCentavos(f.iva);
    this.exento += signo * aCentavos(f.exento ?? 0);
    this.total += signo * aCentavos(f.total ?? 0);
  }
  get importes() {
    return { NetoGravado: pesos(this.neto), IVA: pesos(this.iva), Exento: pesos(this.exento), Total: pesos(this.total) };
  }
}

export function libroIvaService(db: Knex) {
  /** The month's authorized comprobantes (pending and rejected ones are not in any book). */
  function delMes(mes: string) {
    const { desde, hasta } = diasDelMes(mes);
    return db('comprobantes as c').where('c.estado', 'Autorizado').where('c.fecha', '>=', desde).where('c.fecha', '<', hasta);
  }

  /** The rows as the mapper names them, with the client's name as the book shows it. */
  const renglones = (mes: string) =>
    delMes(mes)
      .join('clientes as cl', 'cl.cliente_id', 'c.cliente_id')
      .select(
        ...renglonLibroIvaMapper.columns.filter((c) => c !== 'cliente').map((c) => `c.${c}`),
        db.raw("trim(cl.nombre || ' ' || cl.apellido) AS cliente"),
      );

  /** GET /libro-iva-ventas: a page of the month's book, oldest first. */
  async function listar({ Mes }: LibroIvaQuery, listQuery: ListQuery) {
    const { rows, total } = await fetchPage(db.from(renglones(Mes).as('r')).select('r.*'), listQuery, 'comprobante_id', CONTADA_POR_SUS_FILTROS);
    return { data: rows.map(renglon), total };
  }

  /** GET /libro-iva-ventas/totales: per letter, per rate and overall; a credit note subtracts (signoDe). */
  async function totales({ Mes }: LibroIvaQuery): Promise<TotalesLibroIva> {
    const [porTipo, porAlicuota] = await Promise.all([
      delMes(Mes)
        .groupBy('c.letra', 'c.tipo')
        .select('c.letra', 'c.tipo')
        .count({ n: '*' })
        .sum({ neto: 'c.imp_neto', iva: 'c.imp_iva', exento: 'c.imp_op_ex', total: 'c.imp_total' }),
      delMes(Mes)
        .joinRaw('CROSS JOIN jsonb_array_elements(c.iva) AS a')
        .groupByRaw("c.tipo, (a->>'Id')::int")
        .select(
          'c.tipo',
          db.raw("(a->>'Id')::int AS id"),
          db.raw("sum((a->>'BaseImp')::numeric) AS neto"),
          db.raw("sum((a->>'Importe')::numeric) AS iva"),
        ),
    ]);
    const letras = new Map<Letra, { n: number; suma: Suma }>();
    const total = new Suma();
    let comprobantes = 0;
    for (const f of porTipo as { letra: Letra; tipo: TipoComprobante; n: number; neto: number; iva: number; exento: number; total: number }[]) {
      const letra = letras.get(f.letra) ?? { n: 0, suma: new Suma() };
      letras.set(f.letra, letra);
      letra.n += Number(f.n);
      comprobantes += Number(f.n);
      letra.suma.sumar(signoDe(f.tipo), f);
      total.sumar(signoDe(f.tipo), f);
    }
    const alicuotas = new Map<AlicuotaGravada, Suma>();
    for (const f of porAlicuota as { tipo: TipoComprobante; id: number; neto: number; iva: number }[]) {
      const alicuota = alicuotaDeId(f.id) as AlicuotaGravada;
      const suma = alicuotas.get(alicuota) ?? new Suma();
      alicuotas.set(alicuota, suma);
      suma.sumar(signoDe(f.tipo), f);
    }
    return {
      Mes,
      Comprobantes: comprobantes,
      PorLetra: [...letras.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([Letra, { n, suma }]) => ({ Letra, Comprobantes: n, ...suma.importes })),
      PorAlicuota: ordenDeAlicuotas(alicuotas.keys()).map((Alicuota) => {
        const { NetoGravado, IVA } = alicuotas.get(Alicuota)!.importes;
        return { Alicuota, NetoGravado, IVA };
      }),
      Total: total.importes,
    };
  }

  /**
   * The lines of the Libro IVA Digital's two files for the month, in one order (date, type, punto de venta, number),
   * with the amounts as ARCA authorized them.
   */
  async function registrosDigitales({ Mes }: LibroIvaQuery) {
    const filas: Record<string, unknown>[] = await renglones(Mes).orderBy(['c.fecha', 'c.cbte_tipo', 'c.punto_venta', 'c.numero']);
    const comprobantes: ComprobanteLibroDigital[] = filas.map((fila) => {
      const r = renglonLibroIvaMapper.toApi(fila);
      return { ...r, Nombre: r.Cliente, ImpTotal: r.Total, ImpOpEx: r.Exento, Iva: r.Alicuotas as ImporteAlicuota[] };
    });
    return registrosLibroIvaDigital(comprobantes);
  }

  return { listar, totales, registrosDigitales };
}
