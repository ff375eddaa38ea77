// npm run bench:movil [-- --runs 3 --port 3610]: the three moments of issue 36 on a phone over a
// slow mobile network (Lighthouse's "Slow 4G" and a CPU 4 × slower, 390 × 844), against the real
// server as `npm start` runs it over a throwaway data dir. A measurement, not a test: exits 0
// whatever the figures, 1 only if something fails.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../e2e/chromium';
import { CONTRASENAS_DEMO } from '../seeds/01_usuarios';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' }, port: { type: 'string', default: '3610' } } });
const RUNS = Number(values.runs);
const PORT = Number(values.port);
const URL_BASE = `http://127.0.0.1:${PORT}`;

// Lighthouse's "Slow 4G" (150 ms round trip, 1.6 Mbps down, 750 kbps up) and its 4 × CPU slowdown.
const RED = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU = 4;

interface Medida {
  ms: number;
  bytes: number;
}

const MOMENTOS = [
  { clave: 'frio', nombre: 'visita en frío: el formulario de ingreso se puede usar', objetivo: 2000 },
  { clave: 'ingreso', nombre: 'de "Ingresar" a las tarjetas del dashboard', objetivo: 3000 },
  { clave: 'tibio', nombre: 'visita posterior (caché tibia) hasta las tarjetas', objetivo: 1000 },
] as const;

/** Throttles a page like a phone on Slow 4G and counts the bytes it receives over the network. */
async function limitar(context: BrowserContext, page: Page): Promise<() => number> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', RED);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  let bytes = 0;
  cdp.on('Network.loadingFinished', ({ encodedDataLength }) => {
    bytes += encodedDataLength;
  });
  return () => bytes;
}

/** Every figure card of the dashboard shows its number (not a placeholder). */
const tarjetasListas = (page: Page) =>
  page.waitForFunction(
    () => {
      const valores = [...document.querySelectorAll('[data-testid="valor-metrica"]')];
      return valores.length > 0 && valores.every((v) => /\d/.test(v.textContent ?? ''));
    },
    undefined,
    { polling: 50, timeout: 60_000 },
  );

async function medir<T>(bytes: () => number, accion: () => Promise<T>): Promise<Medida> {
  const antes = bytes();
  const inicio = performance.now();
  await accion();
  return { ms: performance.now() - inicio, bytes: bytes() - antes };
}

async function corrida(context: BrowserContext): Promise<Record<(typeof MOMENTOS)[number]['clave'], Medida>> {
  const page = await context.newPage();
  const bytes = await limitar(context, page);
  const frio = await medir(bytes, async () => {
    await page.goto(`${URL_BASE}/login`);
    await page.getByRole('button', { name: 'Ingresar' }).waitFor();
  });
  await page.getByRole('textbox', { name: /^Nombre de usuario o email/ }).fill('admin');
  await page.getByRole('textbox', { name: /^Contraseña/ }).fill(CONTRASENAS_DEMO.admin);
  // Typing a user and a password on a phone takes seconds; the page may use them (its idle preload).
  await page.waitForTimeout(3000);
  const ingreso = await medir(bytes, async () => {
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await tarjetasListas(page);
  });
  // Leaves the page settle (lazy chunks, the service worker's install) as a person would between visits.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(2000);
  await page.close();
  const otra = await context.newPage();
  const bytesOtra = await limitar(context, otra);
  const tibio = await medir(bytesOtra, async () => {
    await otra.goto(`${URL_BASE}/dashboard`);
    await tarjetasListas(otra);
  });
  await otra.close();
  return { frio, ingreso, tibio };
}

const mediana = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const carga = () => os.loadavg()[0].toFixed(2);

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
    const corridas = [];
    for (let i = 1; i <= RUNS; i++) {
      // A fresh profile each run: the first visit is really cold.
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'es-AR' });
      const resultado = await corrida(context);
      await context.close();
      console.info(
        `corrida ${i} (carga ${carga()}): ${MOMENTOS.map(({ clave }) => `${clave} ${(resultado[clave].ms / 1000).toFixed(2)} s ${(resultado[clave].bytes / 1000).toFixed(0)} kB`).join(' · ')}`,
      );
      corridas.push(resultado);
    }
    console.info(
      `\n${new Date().toISOString()} · ${os.cpus().length} núcleos · carga (uptime) ${os
        .loadavg()
        .map((x) => x.toFixed(2))
        .join(' ')}`,
    );
    console.info('| momento | mediana | kB | objetivo | cumple |\n|---|---|---|---|---|');
    for (const { clave, nombre, objetivo } of MOMENTOS) {
      const ms = mediana(corridas.map((c) => c[clave].ms));
      const kb = mediana(corridas.map((c) => c[clave].bytes)) / 1000;
      console.info(`| ${nombre} | ${(ms / 1000).toFixed(2)} s | ${kb.toFixed(0)} | ≤ ${objetivo / 1000} s | ${ms <= objetivo ? 'sí' : 'no'} |`);
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
