import AxeBuilder from '@axe-core/playwright';
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
  await page
    .waitForFunction(
      () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY),
      undefined,
      { timeout: 3000 },
    )
    .catch(() => undefined);
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
    const { violations } = await new AxeBuilder({ page }).withTags(ETIQUETAS_WCAG).analyze();
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
