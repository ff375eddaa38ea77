/** What the admin's jsdom tests need that jsdom lacks. */

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
