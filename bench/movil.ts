// npm run bench:movil [-- --runs 3 --port 3610 --cpu 4,6]: the four moments of issue 46 on a phone (390 × 844 at
// 3 device pixels per CSS pixel, touch, es-AR) over Lighthouse's "Slow 4G", once per CPU slowdown of --cpu, against
// the real server as `npm start` runs it over a throwaway data dir. The goals are set at 6 ×; the other slowdowns
// only show how the figures move with the CPU. The warm visit opens the web manifest's start_url, as the installed
// app does. Each moment is read from a Chromium trace: it ends with the frame that shows it (the page stamps it), and
// its time is split by what the page's main thread did: evaluating script, rendering, other tasks (loading,
// messages), and nothing (red: waiting, mostly for the network). A measurement, not a test: exits 0 whatever the
// figures, 1 only if something fails.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../e2e/chromium';
import { CONTRASENAS_DEMO } from '../seeds/01_usuarios';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, port: { type: 'string', default: '3610' }, cpu: { type: 'string', default: '4,6' } },
});
const RUNS = Number(values.runs);
const PORT = Number(values.port);
const RALENTIZACIONES = values.cpu.split(',').map(Number);
const URL_BASE = `http://127.0.0.1:${PORT}`;

// Lighthouse's "Slow 4G": 150 ms round trip, 1.6 Mbps down, 750 kbps up.
const RED = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
/** The CPU slowdown the goals of issue 46 are set at: a mid-range phone, not the developer's machine. */
const CPU_DE_LOS_OBJETIVOS = 6;

const MOMENTOS = [
  { clave: 'frio', nombre: 'visita en frío: el formulario de ingreso se puede usar', objetivo: 1500 },
  { clave: 'ingreso', nombre: 'de "Ingresar" a las tarjetas del dashboard', objetivo: 2500 },
  { clave: 'tibio-guardado', nombre: 'visita posterior por start_url: las cifras guardadas pintadas', objetivo: 800 },
  { clave: 'tibio-fresco', nombre: 'la misma visita: las tarjetas al día', objetivo: 2000 },
] as const;

type Clave = (typeof MOMENTOS)[number]['clave'];

/** Throttles a page like a phone on Slow 4G with a CPU `cpu` times slower, and counts the bytes it receives. */
async function limitar(context: BrowserContext, page: Page, cpu: number): Promise<() => number> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', RED);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  let bytes = 0;
  cdp.on('Network.loadingFinished', ({ encodedDataLength }) => {
    bytes += encodedDataLength;
  });
  return () => bytes;
}

/** What the page stamps (vigia): the login form usable, the figures the phone kept painted, the fresh ones. */
type Sello = 'formulario' | 'guardadas' | 'frescas';

/**
 * Runs in every document of the context from its start, so the page times the moments itself: Playwright would only
 * see them once the page's main thread ran its poll, and at 6 × that thread goes from painting the kept figures
 * straight to evaluating the modules (half a second late). At the frame after a change of the DOM it checks each
 * moment; the first time one holds, it stamps the trace (console.timeStamp) and, a frame later, once that frame is
 * drawn, tells the bench (console.debug). Serialized into the page: tsx names the functions it compiles (keepNames)
 * with a helper the page lacks, so it declares none inside.
 */
function vigia() {
  const vistos = new Set<string>();
  let pedido = false;
  new MutationObserver(() => {
    if (pedido) return;
    pedido = true;
    requestAnimationFrame(() => {
      pedido = false;
      const controles = [
        [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Ingresar'),
        document.querySelector('input[name="nombreUsuario"]'),
        document.querySelector('input[name="contrasena"]'),
      ];
      // Every card shows its number: the fresh ones, outside the kept view; the kept ones, in it.
      const [frescas, guardadas] = [
        [...document.querySelectorAll('[data-testid="valor-metrica"]')].filter((v) => !v.closest('#vista-guardada')),
        [...document.querySelectorAll('#vista-guardada [data-testid="valor-guardado"]')],
      ].map((valores) => valores.length > 0 && valores.every((v) => /\d/.test(v.textContent ?? '')));
      const momentos: [Sello, boolean][] = [
        ['formulario', controles.every((c) => c instanceof HTMLElement && c.checkVisibility() && !c.matches(':disabled'))],
        ['guardadas', guardadas],
        ['frescas', frescas],
      ];
      for (const [sello, llego] of momentos) {
        if (!llego || vistos.has(sello)) continue;
        vistos.add(sello);
        console.timeStamp(`bench:${sello}`);
        requestAnimationFrame(() => console.debug(`bench:${sello}`));
      }
    });
  }).observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
}

/** A page of the bench: throttled, counting its bytes, and what it wrote on its console (vigia's stamps among it). */
interface Pagina {
  page: Page;
  bytes: () => number;
  consola: Set<string>;
}

/**
 * A new page. Headless Chromium starts with each window a page of its own (the omnibox's popup), about a second of
 * CPU at full speed: the visit waits for it, or the phone would share its cores with it.
 */
async function paginaNueva(context: BrowserContext, cpu: number): Promise<Pagina> {
  const page = await context.newPage();
  const bytes = await limitar(context, page, cpu);
  const consola = new Set<string>();
  page.on('console', (mensaje) => consola.add(mensaje.text()));
  await page.waitForTimeout(3000);
  return { page, bytes, consola };
}

/** Until the page has told one of `sellos`, without touching it (a poll would run on its main thread). */
async function esperar({ consola }: Pagina, sellos: Sello[]) {
  for (const plazo = Date.now() + 60_000; !sellos.some((s) => consola.has(`bench:${s}`)); ) {
    if (Date.now() > plazo) throw new Error(`la página no llegó a ${sellos.join(' ni a ')} en un minuto`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

// What the split needs: the main thread's tasks and frames (DevTools' timeline, console.timeStamp) and V8's execution.
const CATEGORIAS = ['-*', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'];

/** Main-thread time (ms) of a moment's window in each class; the rest of the window is red, the thread idle. */
interface Desglose {
  evaluacion: number;
  render: number;
  otras: number;
}

type Clase = keyof Desglose;

const EVENTOS: Record<Clase, string[]> = {
  evaluacion: [
    'EvaluateScript',
    'v8.compile',
    'v8.compileModule',
    'v8.evaluateModule',
    'v8.produceCache',
    'v8.produceModuleCache',
    'FunctionCall',
    'TimerFire',
    'EventDispatch',
    'RunMicrotasks',
    'FireAnimationFrame',
    'FireIdleCallback',
    'XHRReadyStateChange',
    'XHRLoad',
    'MinorGC',
    'MajorGC',
  ],
  render: [
    'ParseHTML',
    'ParseAuthorStyleSheet',
    'UpdateLayoutTree',
    'RecalculateStyles',
    'Layout',
    'PrePaint',
    'Paint',
    'Layerize',
    'Commit',
    'UpdateLayer',
    'HitTest',
  ],
  // Whatever else the thread runs: loading, messages from the browser, the parser's preload scan. At 6 × it is a
  // second or so of a warm visit: left in red, red would not be waiting.
  otras: ['RunTask'],
};
const CLASE = new Map(Object.entries(EVENTOS).flatMap(([clase, nombres]) => nombres.map((nombre) => [nombre, clase as Clase])));

interface EventoDeTraza {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { message?: string } };
}

const hilo = (e: EventoDeTraza) => `${e.pid}:${e.tid}`;
const primero = (eventos: EventoDeTraza[]) => eventos.reduce<EventoDeTraza | undefined>((a, e) => (a && a.ts <= e.ts ? a : e), undefined);

/**
 * When the first of `sellos` was painted, and on which thread: the end of the first frame the page's main thread
 * handed to the compositor (Commit) after the stamp. A frame with nothing new commits nothing: then the stamp.
 */
function pintado(eventos: EventoDeTraza[], sellos: Sello[]): { hilo: string; fin: number } {
  const sello = primero(eventos.filter((e) => e.name === 'TimeStamp' && sellos.some((s) => e.args?.data?.message === `bench:${s}`)));
  if (!sello) throw new Error(`la traza no tiene ${sellos.join(' ni ')}`);
  const commit = primero(eventos.filter((e) => e.name === 'Commit' && e.ph === 'X' && hilo(e) === hilo(sello) && e.ts >= sello.ts));
  return { hilo: hilo(sello), fin: commit ? commit.ts + (commit.dur ?? 0) : sello.ts };
}

interface Tramo {
  inicio: number;
  fin: number;
  clase: Clase;
}

/**
 * Splits the window [desde, hasta] (µs, the trace's clock) of the thread `principal`: every instant goes to the
 * innermost event covering it (a layout forced by a script is rendering, a script run by the HTML parser is
 * evaluation). The events of a thread nest, so a stack of the open ones is enough.
 */
function desglosar(eventos: EventoDeTraza[], principal: string, desde: number, hasta: number): Desglose {
  const tramos: Tramo[] = [];
  for (const e of eventos) {
    const clase = CLASE.get(e.name);
    const inicio = Math.max(e.ts, desde);
    const fin = Math.min(e.ts + (e.dur ?? 0), hasta);
    if (e.ph === 'X' && clase && hilo(e) === principal && inicio < fin) tramos.push({ inicio, fin, clase });
  }
  const total: Desglose = { evaluacion: 0, render: 0, otras: 0 };
  const abiertos: Tramo[] = [];
  let cursor = desde;
  // Gives the time from the cursor to `t` to the innermost open event, closing those that end before.
  const avanzar = (t: number) => {
    for (let arriba = abiertos.at(-1); arriba; arriba = abiertos.at(-1)) {
      const fin = Math.max(cursor, Math.min(arriba.fin, t));
      total[arriba.clase] += (fin - cursor) / 1000;
      cursor = fin;
      if (arriba.fin > t) return;
      abiertos.pop();
    }
    cursor = t;
  };
  for (const tramo of tramos.sort((a, b) => a.inicio - b.inicio || b.fin - a.fin)) {
    avanzar(tramo.inicio);
    abiertos.push(tramo);
  }
  avanzar(hasta);
  return total;
}

/** A moment: its time, the bytes the page received until it was told, and the split of its main thread. */
interface Medida {
  ms: number;
  bytes: number;
  desglose: Desglose;
}

/** Now on the trace's clock: Chromium stamps its trace with the system's monotonic clock, as hrtime reads it. */
const ahora = () => Number(process.hrtime.bigint() / 1000n);

/** Traces `accion` until the page has painted each moment of `momentos` (the first of its stamps), all begun with it. */
async function medir(browser: Browser, pagina: Pagina, accion: () => Promise<unknown>, ...momentos: Sello[][]): Promise<Medida[]> {
  await browser.startTracing(undefined, { categories: CATEGORIAS });
  const inicio = ahora();
  const bytesAntes = pagina.bytes();
  await accion();
  const bytes: number[] = [];
  for (const sellos of momentos) {
    await esperar(pagina, sellos);
    bytes.push(pagina.bytes() - bytesAntes);
  }
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: EventoDeTraza[] };
  return momentos.map((sellos, i) => {
    const { hilo: principal, fin } = pintado(traceEvents, sellos);
    return { ms: (fin - inicio) / 1000, bytes: bytes[i], desglose: desglosar(traceEvents, principal, inicio, fin) };
  });
}

async function corrida(browser: Browser, context: BrowserContext, cpu: number, inicioDeLaApp: string): Promise<Record<Clave, Medida>> {
  const pagina = await paginaNueva(context, cpu);
  const { page } = pagina;
  // The moments end when something is painted, not at the load event (which waits for every module).
  const [frio] = await medir(browser, pagina, () => page.goto(`${URL_BASE}/login`, { waitUntil: 'commit' }), ['formulario']);
  await page.getByRole('textbox', { name: /^Nombre de usuario o email/ }).fill('admin');
  await page.getByRole('textbox', { name: /^Contraseña/ }).fill(CONTRASENAS_DEMO.admin);
  // Typing a user and a password on a phone takes seconds; the page may use them (its idle preload).
  await page.waitForTimeout(3000);
  const [ingreso] = await medir(browser, pagina, () => page.getByRole('button', { name: 'Ingresar' }).click(), ['frescas']);
  // Leaves the page settle as a person would between visits: the back office's own dashboard in place (the first
  // cards may be main.tsx's preview, and only the real one keeps its figures; seconds later at 6 ×), its lazy chunks,
  // the service worker's install.
  await page.getByRole('region', { name: 'Resumen del Sistema' }).waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(2000);
  await page.close();
  const otra = await paginaNueva(context, cpu);
  // The kept figures, or the fresh ones if they come first; and the fresh ones.
  const [tibioGuardado, tibioFresco] = await medir(
    browser,
    otra,
    () => otra.page.goto(inicioDeLaApp, { waitUntil: 'commit' }),
    ['guardadas', 'frescas'],
    ['frescas'],
  );
  await otra.page.close();
  return { frio, ingreso, 'tibio-guardado': tibioGuardado, 'tibio-fresco': tibioFresco };
}

/** The run in the middle by `valor`: its split is printed with the figure, so the parts add up to it. */
const mediana = <T>(xs: T[], valor: (x: T) => number) => [...xs].sort((a, b) => valor(a) - valor(b))[Math.floor(xs.length / 2)];
const carga = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

/** `2.31 s (red 1.00 · evaluación 0.85 · render 0.26 · otras 0.20)`: red is the rest of the rounded figure, so the parts add up. */
function conDesglose({ ms, desglose }: Medida) {
  const [total, evaluacion, render, otras] = [ms, desglose.evaluacion, desglose.render, desglose.otras].map((x) => Math.round(x / 10));
  const s = (centesimas: number) => (centesimas / 100).toFixed(2);
  return `${s(total)} s (red ${s(total - evaluacion - render - otras)} · evaluación ${s(evaluacion)} · render ${s(render)} · otras ${s(otras)})`;
}

/** The start_url of the app's web manifest, as an installed app opens it. */
async function inicioDelManifiesto() {
  const direccion = `${URL_BASE}/manifest.webmanifest`;
  const respuesta = await fetch(direccion);
  if (!respuesta.ok) throw new Error(`${direccion} respondió ${respuesta.status}`);
  const { start_url } = (await respuesta.json()) as { start_url: string };
  return new URL(start_url, direccion).href;
}

async function main() {
  const build = spawnSync('node', ['scripts/build-if-needed.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('el build falló');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'carbonsur-bench-movil-'));
  const servidor = spawn(process.execPath, ['--max-semi-space-size=64', 'api/dist/server.js'], {
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'true', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const browser = await launchBrowser();
  try {
    for (let plazo = Date.now() + 60_000; ; ) {
      if (servidor.exitCode !== null) throw new Error(`el servidor terminó con código ${servidor.exitCode}`);
      if (Date.now() > plazo) throw new Error(`el servidor no respondió en ${URL_BASE}`);
      if (
        await fetch(`${URL_BASE}/api/salud/lista`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const inicioDeLaApp = await inicioDelManifiesto();
    // The load the runs start under (the build's and the server's start included), to read the figures with.
    const cargaAntes = carga();
    const corridas = new Map<number, Record<Clave, Medida>[]>(RALENTIZACIONES.map((cpu) => [cpu, []]));
    for (let i = 1; i <= RUNS; i++) {
      for (const cpu of RALENTIZACIONES) {
        // A fresh profile each run: the first visit is really cold.
        const context = await browser.newContext({
          viewport: { width: 390, height: 844 },
          deviceScaleFactor: 3,
          isMobile: true,
          hasTouch: true,
          locale: 'es-AR',
        });
        await context.addInitScript(vigia);
        const resultado = await corrida(browser, context, cpu, inicioDeLaApp);
        await context.close();
        console.info(
          `corrida ${i}, CPU ${cpu} × (carga ${os.loadavg()[0].toFixed(2)}): ${MOMENTOS.map(({ clave }) => `${clave} ${(resultado[clave].ms / 1000).toFixed(2)} s ${(resultado[clave].bytes / 1000).toFixed(0)} kB`).join(' · ')}`,
        );
        corridas.get(cpu)?.push(resultado);
      }
    }
    console.info(
      `\n${new Date().toISOString()} · ${os.cpus()[0]?.model ?? '?'} · ${os.cpus().length} núcleos · carga (uptime) antes ${cargaAntes}, después ${carga()} · visita posterior: ${inicioDeLaApp}`,
    );
    for (const [cpu, medidas] of corridas) {
      const conObjetivo = cpu === CPU_DE_LOS_OBJETIVOS;
      console.info(`\nCPU ${cpu} × más lenta${conObjetivo ? ' (los objetivos de la issue 46)' : ''}, Slow 4G, mediana de ${medidas.length}\n`);
      console.info(
        conObjetivo ? '| momento | mediana | kB | objetivo | cumple |\n|---|---|---|---|---|' : '| momento | mediana | kB |\n|---|---|---|',
      );
      for (const { clave, nombre, objetivo } of MOMENTOS) {
        const medida = mediana(
          medidas.map((m) => m[clave]),
          (m) => m.ms,
        );
        const fila = `| ${nombre} | ${conDesglose(medida)} | ${(medida.bytes / 1000).toFixed(0)} |`;
        console.info(conObjetivo ? `${fila} ≤ ${objetivo / 1000} s | ${medida.ms <= objetivo ? 'sí' : 'no'} |` : fila);
      }
    }
  } finally {
    await browser.close();
    servidor.kill('SIGTERM');
    await new Promise((resolve) => servidor.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
