// tsx scripts/iconos.ts: the installable app's PNG icons (admin/public/icono-*.png) drawn from
// admin/public/favicon.svg by Chromium, so the icon has one source. Run again when the SVG changes.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const PUBLICO = path.join(import.meta.dirname, '../admin/public');
const svg = fs.readFileSync(path.join(PUBLICO, 'favicon.svg'), 'utf8');
// Maskable: launchers crop to their own shape, so the drawing sits inside the central 80 % safe zone
// over a full-bleed background of the same brown.
const enmascarable = `<div style="width:100%;height:100%;background:#5d4037;display:grid;place-items:center">
  <div style="width:70%;height:70%">${svg}</div></div>`;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (const [nombre, lado, html] of [
    ['icono-192.png', 192, svg],
    ['icono-512.png', 512, svg],
    ['icono-enmascarable-512.png', 512, enmascarable],
  ] as const) {
    const page = await browser.newPage({ viewport: { width: lado, height: lado } });
    await page.setContent(`<style>html,body{margin:0;height:100%} svg{width:100%;height:100%;display:block}</style>${html}`);
    await page.screenshot({ path: path.join(PUBLICO, nombre), omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
