/** What the admin's jsdom tests need that jsdom lacks. */

/**
 * vi.waitFor's limit for a render to settle: a safety net, not a measure. Its own default (1 s) is less than
 * the first render of a file (react-admin's screens load) on a CI machine busy with the browser tests.
 */
export const ESPERA_JSDOM = { timeout: 60_000 };

/** jsdom has no media queries: every query matches, as on a desk with a mouse (MUI's pickers open their desktop popup). */
export function simularMatchMedia() {
  window.matchMedia = (query: string) =>
    ({
      matches: true,
      media: query,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
    }) as unknown as MediaQueryList;
}
