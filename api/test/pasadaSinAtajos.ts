/**
 * The pass with every fast path off (RAPIDO=0, .ci/run; api/src/db/rapido/README.md): for each folder of api/src whose
 * code calls a fast path (it imports db/rapido/), the tests of the answers that code writes. The rest of the suite runs
 * the same code in either mode and reaches the fast paths only through these answers, so it runs once per engine, not
 * once more. An empty list: code every request of the tests above goes through (the session's lookup, the switches, the
 * answer's type). A new folder that imports db/rapido/ without a key here fails pasadaSinAtajos.test.ts.
 */
export const PASADA_SIN_ATAJOS: Record<string, string[]> = {
  // fetchPage's totals (conteos.ts) and the prepared statements: every list, read through clientes and productos.
  'api/src/db': ['api/src/db/**/*.test.ts', 'api/src/clientes/*.test.ts', 'api/src/productos/*.test.ts'],
  'api/src/auditoria': ['api/src/auditoria/*.test.ts'],
  'api/src/cuentas-a-cobrar': ['api/src/cuentas/*.test.ts'],
  'api/src/dashboard': ['api/src/dashboard/*.test.ts'],
  'api/src/listas': ['api/src/listas/*.test.ts'],
  // An order's page and record written by the database (json.ts), its lines and status changes.
  'api/src/pedidos-comun': ['api/src/pedidos-comun/*.test.ts', 'api/src/pedidos/*.test.ts', 'api/src/pedidos-proveedores/*.test.ts'],
  'api/src/stock': ['api/src/stock/*.test.ts'],
  'api/src/auth': [],
  'api/src': [],
  'api/src/nucleo': [],
};
