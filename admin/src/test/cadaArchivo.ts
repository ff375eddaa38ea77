/**
 * Before each test file of the admin: the files of a worker share one jsdom and one module graph (isolate: false in
 * vitest.config.ts: react-admin and MUI load once, not once per file), so each starts here from what a new jsdom
 * would give it: an empty body (the head keeps the styles Emotion's cache holds on to) at '/', empty storages, no
 * media queries and no stubbed globals.
 */
import { vi } from 'vitest';

vi.unstubAllGlobals();
document.body.replaceChildren();
localStorage.clear();
sessionStorage.clear();
window.history.replaceState(null, '', '/');
// jsdom has no matchMedia of its own; simularMatchMedia (test/jsdom.ts) assigns one.
delete (window as { matchMedia?: unknown }).matchMedia;
globalThis.IS_REACT_ACT_ENVIRONMENT = false;
