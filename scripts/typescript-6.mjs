// A module resolution hook (node:module register) for scripts/contrato.ts: openapi-typescript's `typescript`
// import resolves to typescript-6 (TypeScript 6.0.3, which has the JS API it prints with); nothing else changes.
export function resolve(especificador, contexto, siguiente) {
  const deOpenapiTypescript = especificador === 'typescript' && contexto.parentURL?.includes('/node_modules/openapi-typescript/');
  return siguiente(deOpenapiTypescript ? 'typescript-6' : especificador, contexto);
}
