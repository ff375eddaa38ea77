import { targetsFor, type Case, type Engine, type Samples, type Targets } from './cases.js';
import type { Concurrent, Sequential } from './measure.js';

export interface Measured {
  sequential: Sequential;
  concurrent?: Concurrent;
}

export interface SizeRun {
  /** Orders generated on top of the demo data. */
  pedidos: number;
  /** Seconds: migrations and demo seeds, set-based generation, VACUUM ANALYZE. */
  seconds: { setup: number; generation: number; vacuum: number };
  /** Rows per table after generation. */
  rows: Record<string, number>;
  samples: Samples;
  /** In the order of `EngineRun.cases`. */
  results: Measured[];
}

export interface EngineRun {
  engine: Engine;
  /** e.g. 'PostgreSQL 15.20' */
  name: string;
  cases: Case[];
  sizes: SizeRun[];
}

const number = (n: number, digits = 0) => n.toLocaleString('es-AR', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const ms = (n: number) => `${number(n, n < 10 ? 1 : 0)} ms`;
const sizeLabel = (pedidos: number) => (pedidos === 0 ? 'demo' : `N = ${number(pedidos)}`);
const kB = (bytes: number) => (bytes >= 1_000_000 ? `${number(bytes / 1_000_000, 1)} MB` : `${number(bytes / 1000, bytes < 10_000 ? 1 : 0)} kB`);

// The answer's size too: where a small base has fewer rows than a page (18 suppliers, 7 products
// that match), the sizes of a row compare answers of different lengths.
function sequentialCell(m: Measured): string {
  return `${ms(m.sequential.median)} (p99 ${ms(m.sequential.p99)}) · ${kB(m.sequential.bytes)}`;
}

function concurrentCell(m: Measured): string {
  if (!m.concurrent) return '—';
  const { perSecond, p99, failed } = m.concurrent;
  const latency = perSecond > 0 ? `p99 ${ms(p99)}` : 'ninguna respuesta a tiempo';
  return `${number(perSecond)} req/s (${latency})${failed ? ` · ${number(failed)} fallidas` : ''}`;
}

function targetText(t: Targets): string {
  const parts: string[] = [];
  if (t.medianMs !== undefined) parts.push(`≤ ${t.medianMs} ms`);
  if (t.ratio !== undefined) parts.push(`mayor ÷ menor ≤ ${number(t.ratio, 1)}`);
  if (t.concurrent) {
    const { perSecond, p99Ms, at } = t.concurrent;
    const where = at === 'every' ? '' : at === 'smallest' ? ' (menor tamaño)' : ' (mayor tamaño)';
    parts.push(`32 con.: ≥ ${perSecond} req/s${p99Ms !== undefined ? `, p99 ≤ ${p99Ms} ms` : ''}${where}`);
  }
  return parts.join('; ') || '—';
}

/** Smallest and largest size by orders, whatever the order they were given in. */
function extremes(sizes: SizeRun[]): [SizeRun, SizeRun] {
  const sorted = [...sizes].sort((a, b) => a.pedidos - b.pedidos);
  return [sorted[0], sorted[sorted.length - 1]];
}

const ratioOf = (sizes: SizeRun[], i: number) => {
  const [smallest, largest] = extremes(sizes);
  return largest.results[i].sequential.median / smallest.results[i].sequential.median;
};

/** true, false, or undefined when the row has no target. */
function meets(t: Targets, sizes: SizeRun[], i: number): boolean | undefined {
  const checks: boolean[] = [];
  if (t.medianMs !== undefined) checks.push(sizes.every((s) => s.results[i].sequential.median <= t.medianMs!));
  if (t.ratio !== undefined && sizes.length > 1) checks.push(ratioOf(sizes, i) <= t.ratio);
  if (t.concurrent) {
    const { perSecond, p99Ms, at } = t.concurrent;
    const [smallest, largest] = extremes(sizes);
    const where = at === 'every' ? sizes : [at === 'smallest' ? smallest : largest];
    for (const s of where) {
      const c = s.results[i].concurrent;
      checks.push(!!c && c.failed === 0 && c.perSecond >= perSecond && (p99Ms === undefined || c.p99 <= p99Ms));
    }
  }
  return checks.length === 0 ? undefined : checks.every(Boolean);
}

/** One Markdown table per engine: a row per request, the sizes side by side, the target and whether it is met. */
export function table(run: EngineRun): string {
  const header = ['Petición', 'Objetivo'];
  for (const s of run.sizes) header.push(`${sizeLabel(s.pedidos)}: 1 a la vez (mediana · respuesta)`, `${sizeLabel(s.pedidos)}: 32 conexiones`);
  if (run.sizes.length > 1) header.push('mayor ÷ menor');
  header.push('Cumple');
  const lines = [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`];
  let group = '';
  run.cases.forEach((c, i) => {
    if (c.group !== group) {
      group = c.group;
      lines.push(`| **${group}** |${' |'.repeat(header.length - 1)}`);
    }
    const targets = targetsFor(run.engine, c);
    const cells = [`\`${c.label}\``, targetText(targets)];
    for (const s of run.sizes) cells.push(sequentialCell(s.results[i]), concurrentCell(s.results[i]));
    if (run.sizes.length > 1) cells.push(`×${number(ratioOf(run.sizes, i), 1)}`);
    const ok = meets(targets, run.sizes, i);
    cells.push(ok === undefined ? '—' : ok ? 'sí' : '**no**');
    lines.push(`| ${cells.join(' | ')} |`);
  });
  return lines.join('\n');
}

/** What each size holds, how long it took to build, and the values searched for. */
export function dataTable(run: EngineRun): string {
  const tables = Object.keys(run.sizes[0].rows);
  const header = ['', ...run.sizes.map((s) => sizeLabel(s.pedidos))];
  const row = (label: string, value: (s: SizeRun) => string) => `| ${label} | ${run.sizes.map(value).join(' | ')} |`;
  const seconds = (n: number) => `${number(n, 1)} s`;
  return [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...tables.map((t) => row(`filas de \`${t}\``, (s) => number(s.rows[t]))),
    row('migraciones y datos demo', (s) => seconds(s.seconds.setup)),
    row('generación (SQL por conjuntos)', (s) => seconds(s.seconds.generation)),
    row('`VACUUM ANALYZE` y `CHECKPOINT`', (s) => seconds(s.seconds.vacuum)),
    row(
      'búsquedas',
      (s) =>
        `apellidos «${s.samples.apellidos}», cliente «${s.samples.nombreCompleto}», pedido ${s.samples.pedidoId}, proveedor «${s.samples.proveedor}», patente «${s.samples.patente}»; deudor: cliente ${s.samples.deudor.id}, «${s.samples.deudor.apellidos}»; hoja ${s.samples.hoja}, candidato «${s.samples.candidato}»`,
    ),
  ].join('\n');
}

/** How many rows fail a target, over every engine. */
export function failures(runs: EngineRun[]): number {
  return runs.reduce((sum, run) => sum + run.cases.filter((c, i) => meets(targetsFor(run.engine, c), run.sizes, i) === false).length, 0);
}
