import axe from 'axe-core';
import type { Page } from 'playwright-core';

/** WCAG 2.1 levels A and AA: what axe checks on every screen. */
const ETIQUETAS_WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Impacts that fail a test; moderate and minor ones are only reported. */
const GRAVES = new Set(['serious', 'critical']);

interface Hallazgo {
  regla: string;
  impacto: string;
  pantalla: string;
  /** The offending elements (CSS selectors), for the failure message. */
  elementos: string[];
}

/**
 * Waits until no finite CSS transition or animation is running (spinners loop forever and are left
 * out): a tooltip or dialog caught while fading in is half transparent, and axe would measure its
 * contrast at that opacity (it failed a CI run once, on a tooltip appearing under the pointer).
 */
async function transicionesTerminadas(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY),
  );
}

/**
 * axe-core in the page, evaluated once per document: a walk reaches its screens through the history
 * (e2e/browser.ts, navegar), so one page keeps it. @axe-core/playwright injected it again on every
 * check and finished each run in a new blank page, ≈ 2 s a screen on the CI machine; a run in the page
 * takes 0.2-0.5 s. The app has no iframes, so the top document is all there is to check.
 */
async function conAxe(page: Page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
}

/** One axe run over the page, answering only the violations (axe is told not to describe every passing element). */
async function correrAxe(page: Page) {
  const { violations } = await page.evaluate(
    (etiquetas) =>
      (window as unknown as { axe: typeof axe }).axe.run(document, {
        runOnly: { type: 'tag', values: etiquetas },
        resultTypes: ['violations'],
      }),
    ETIQUETAS_WCAG,
  );
  return violations;
}

/**
 * axe-core over the screens of a walk: `revisar` runs it once on the screen on display and answers
 * the serious and critical violations; `resumen` counts every violation per rule, for the test output.
 */
export class InformeAxe {
  private readonly hallazgos: Hallazgo[] = [];
  private pantallas = 0;

  constructor(private readonly titulo: string) {}

  async revisar(page: Page, pantalla: string): Promise<string[]> {
    await transicionesTerminadas(page);
    await conAxe(page);
    let violations = await correrAxe(page);
    // Contrast is measured on what is painted at that instant: a tooltip that opened under the pointer after the wait,
    // or a field's helper text while the form still fades in on a loaded machine (CI runs failed on each, on a phone).
    // Once the page has settled it is checked again; a real contrast fault stays.
    if (violations.some((v) => v.id === 'color-contrast')) {
      await page.waitForTimeout(500);
      await transicionesTerminadas(page);
      violations = await correrAxe(page);
    }
    this.pantallas++;
    const nuevos = violations.map((v) => ({
      regla: v.id,
      impacto: v.impact ?? 'minor',
      pantalla,
      elementos: v.nodes.map((n) => n.target.join(' ')),
    }));
    this.hallazgos.push(...nuevos);
    return nuevos.filter((h) => GRAVES.has(h.impacto)).map((h) => `${h.regla} (${h.impacto}): ${h.elementos.slice(0, 3).join(', ')}`);
  }

  /** 'axe · admin, desktop: 38 screens, 0 serious/critical' and a line per rule that showed up. */
  resumen(): string {
    const porRegla = new Map<string, { impacto: string; pantallas: Set<string>; elementos: number }>();
    for (const h of this.hallazgos) {
      const regla = porRegla.get(h.regla) ?? { impacto: h.impacto, pantallas: new Set<string>(), elementos: 0 };
      regla.pantallas.add(h.pantalla);
      regla.elementos += h.elementos.length;
      porRegla.set(h.regla, regla);
    }
    const graves = this.hallazgos.filter((h) => GRAVES.has(h.impacto)).length;
    const lineas = [...porRegla].map(([id, r]) => `  ${id} (${r.impacto}): ${r.elementos} elementos en ${r.pantallas.size} pantallas`);
    return [`axe · ${this.titulo}: ${this.pantallas} pantallas, ${graves} violaciones serias/críticas`, ...lineas].join('\n');
  }
}
