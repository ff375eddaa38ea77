import type { Knex } from 'knex';

/**
 * A business that has been selling for two years, on top of the demo data: `pedidos` sales orders
 * (2 or 3 lines each, and their status history from creation to the current Estado), a tenth as many
 * clients and supplier orders; per thousand orders one product, one supplier and one vehicle (with a
 * year of mileage readings, maintenance records and documents); per ten thousand one user. Each
 * Completado order is a delivery on its client's account, and most are paid (insertarCuentas); those of the
 * last six months are invoiced (insertarComprobantes).
 *
 * Every table is filled by one INSERT ... SELECT over generate_series, through the schema's own
 * defaults, sequences, checks, foreign keys and any trigger it has. Values are functions of the row
 * number, so every run builds the same database. Orders and supplier orders are history: their
 * lines do not move stock (no 'venta' or 'recepcion_proveedor' moves), so each product's stock
 * still equals the sum of its ledger moves; a generated product enters with a 'stock_inicial' move.
 */
export async function generar(db: Knex, pedidos: number, ahora: Date): Promise<void> {
  if (pedidos <= 0) return;
  const usuarios = Math.max(1, Math.floor(pedidos / 10_000));
  const porMil = Math.max(1, Math.floor(pedidos / 1_000));
  await insertarUsuarios(db, usuarios);
  await insertarClientes(db, Math.floor(pedidos / 10));
  await insertarProductos(db, porMil);
  await insertarProveedores(db, porMil);
  await insertarVehiculos(db, porMil, ahora);
  const antes = await maximo(db, 'pedidos', 'pedido_id');
  await insertarPedidos(db, pedidos, ahora);
  await insertarCuentas(db, antes, ahora);
  await insertarComprobantes(db, antes, ahora);
  await insertarPedidosProveedores(db, Math.floor(pedidos / 10), ahora);
}

const NOMBRES = [
  'Carlos',
  'María',
  'Jorge',
  'Silvina',
  'Gustavo',
  'Patricia',
  'Héctor',
  'Natalia',
  'Raúl',
  'Claudia',
  'Fernando',
  'Andrea',
  'Sebastián',
  'Valeria',
  'Miguel',
  'Lorena',
  'Pablo',
  'Gabriela',
  'Ricardo',
  'Mónica',
  'Daniel',
  'Susana',
  'Alberto',
  'Cecilia',
  'Martín',
  'Laura',
  'Diego',
  'Rocío',
  'Javier',
  'Florencia',
  'Luis',
  'Verónica',
  'Marcelo',
  'Carolina',
  'Hernán',
  'Paula',
  'Walter',
  'Romina',
  'Oscar',
  'Julieta',
  'Rubén',
  'Soledad',
  'Ezequiel',
  'Mariana',
  'Facundo',
  'Agustina',
  'Nicolás',
  'Camila',
  'Sergio',
  'Analía',
];
const APELLIDOS = [
  'Benítez',
  'Ledesma',
  'Acosta',
  'Romero',
  'Medina',
  'Aguirre',
  'Domínguez',
  'Vera',
  'Castro',
  'Ojeda',
  'Ríos',
  'Molina',
  'Herrera',
  'Suárez',
  'Cabrera',
  'Ferreyra',
  'Sánchez',
  'Ruiz',
  'Villalba',
  'Figueroa',
  'Correa',
  'Luna',
  'Ponce',
  'Godoy',
  'Gómez',
  'Fernández',
  'Sosa',
  'Quiroga',
  'Álvarez',
  'Pereyra',
  'Giménez',
  'Rojas',
  'Núñez',
  'Morales',
  'Ortiz',
  'Torres',
  'Díaz',
  'Gutiérrez',
  'Silva',
  'Ramírez',
  'Flores',
  'Juárez',
  'Peralta',
  'Blanco',
  'Maldonado',
  'Paz',
  'Coronel',
  'Arias',
  'Campos',
  'Toledo',
];
const CALLES = ['Av. Rivadavia', 'Belgrano', 'San Martín', 'Sarmiento', 'Av. de Mayo', 'Mitre', 'Moreno', 'Av. Gaona', 'Colón', 'Entre Ríos'];
const LOCALIDADES = ['Morón', 'Castelar', 'Haedo', 'Ituzaingó', 'Merlo', 'Moreno', 'San Justo', 'Ramos Mejía', 'Hurlingham', 'Luján'];
const PRODUCTOS = [
  'Carbón vegetal',
  'Carbón de quebracho',
  'Carbón de espinillo',
  'Carbón de algarrobo',
  'Briquetas',
  'Leña de quebracho',
  'Leña de espinillo',
  'Leña de eucalipto',
];
const PROVEEDORES = ['Carbonera', 'Obraje', 'Forestal', 'Leñera', 'Hornos', 'Cooperativa'];
const PARAJES = ['Quimilí', 'Monte Quemado', 'Pampa de los Guanacos', 'Tintina', 'Campo Gallo', 'Sachayoj', 'Otumpa', 'Los Juríes'];
const MARCAS = [
  ['Ford', 'Cargo 1723'],
  ['Mercedes-Benz', 'Sprinter 515 CDI'],
  ['Iveco', 'Daily 70C17'],
  ['Volkswagen', 'Delivery 9.170'],
  ['Toyota', 'Hilux 2.8'],
  ['Renault', 'Master 2.3 dCi'],
];

/** Element i (0-based, wrapping) of a text array literal: `elegir(ARRAY, 'g')` in SQL. */
const elegir = (lista: string[], expresion: string) =>
  `(ARRAY[${lista.map((s) => `'${s.replace(/'/g, "''")}'`).join(', ')}])[1 + (${expresion}) % ${lista.length}]`;

/** One array of the ids (and values) to pick from, cross joined as a single row. */
const ids = (alias: string, tabla: string, id: string, where = 'active') =>
  `(SELECT array_agg(${id} ORDER BY ${id}) AS ids FROM ${tabla} WHERE ${where}) AS ${alias}`;

/** `n` evenly spread instants over the last two years, oldest first; the newest an hour ago. */
const fechaDe = (fila: string, total: string) =>
  `?::timestamptz - interval '1 hour' - (${total} - ${fila}) * (63072000.0 / ${total}) * interval '1 second'`;

async function maximo(db: Knex, tabla: string, id: string): Promise<number> {
  const row = await db(tabla).max({ max: id }).first();
  return Number(row?.max ?? 0);
}

/** Sellers; they share the admin's password hash (they could sign in with 'admin123'). */
async function insertarUsuarios(db: Knex, n: number) {
  await db.raw(
    `INSERT INTO usuarios (nombre, apellido, telefono, direccion, email, nombre_usuario, contrasena_hash, rol)
     SELECT ${elegir(NOMBRES, 'g')}, ${elegir(APELLIDOS, 'g * 7')}, '+54 11 4567-' || lpad((2000 + g)::text, 4, '0'),
            ${elegir(CALLES, 'g')} || ' ' || (100 + g), 'vendedor' || g || '@carbonsur.com.ar', 'vendedor' || g,
            (SELECT contrasena_hash FROM usuarios WHERE nombre_usuario = 'admin'), 'Empleado'
     FROM generate_series(1, ?) AS g`,
    [n],
  );
}

/**
 * Full names (nombre + two apellidos) are unique up to 125,000 clients; a pair of apellidos is
 * shared by about 40 of them, as a search by surname finds. One in twenty no longer buys.
 */
async function insertarClientes(db: Knex, n: number) {
  await db.raw(
    `INSERT INTO clientes (nombre, apellido, telefono, direccion, email, active)
     SELECT ${elegir(NOMBRES, 'g')}, ${elegir(APELLIDOS, 'g / 50')} || ' ' || ${elegir(APELLIDOS, 'g / 2500')},
            '+54 11 4' || lpad((g % 1000000)::text, 6, '0'),
            ${elegir(CALLES, 'g / 7')} || ' ' || (1 + g % 9000) || ', ' || ${elegir(LOCALIDADES, 'g / 3')} || ', Buenos Aires',
            'cliente' || g || '@correo.com.ar', g % 20 <> 0
     FROM generate_series(1, ?) AS g`,
    [n],
  );
}

async function insertarProductos(db: Knex, n: number) {
  const antes = await maximo(db, 'productos', 'producto_id');
  await db.raw(
    `INSERT INTO productos (nombre, descripcion, precio, stock)
     SELECT ${elegir(PRODUCTOS, 'g')} || ' ' || (3 + g % 28) || ' kg (lote ' || g || ')', 'Bolsa de ' || (3 + g % 28) || ' kg',
            1000 + (g * 7919) % 25000, 100 + (g * 37) % 900
     FROM generate_series(1, ?) AS g`,
    [n],
  );
  await db.raw(
    `INSERT INTO movimientos_stock (producto_id, cantidad, motivo, saldo)
     SELECT producto_id, stock, 'stock_inicial', stock FROM productos WHERE producto_id > ? AND stock > 0`,
    [antes],
  );
}

async function insertarProveedores(db: Knex, n: number) {
  await db.raw(
    `INSERT INTO proveedores (nombre, telefono, direccion, email, active)
     SELECT ${elegir(PROVEEDORES, 'g')} || ' ' || ${elegir(PARAJES, 'g / 6')} || ' ' || g, '+54 385 42' || lpad(g::text, 5, '0'),
            'Ruta 5 km ' || g || ', ' || ${elegir(PARAJES, 'g / 6')} || ', Santiago del Estero', 'ventas' || g || '@carbones.com.ar', g % 20 <> 0
     FROM generate_series(1, ?) AS g`,
    [n],
  );
}

/**
 * Plates ZZ000AA, ZZ001AA, ... (the demo has none starting with ZZ); a sixth of the vehicles are
 * due an oil change. Each gets 12 monthly mileage readings, 4 maintenance records and 3 documents,
 * some expired or about to expire.
 */
async function insertarVehiculos(db: Knex, n: number, ahora: Date) {
  const antes = await maximo(db, 'vehiculos', 'vehiculo_id');
  await db.raw(
    `INSERT INTO vehiculos (patente, marca, modelo, anio, kilometraje_actual, ultimo_cambio_aceite, ultimo_cambio_correa,
                            disponible, active, fecha_creacion)
     SELECT 'ZZ' || lpad((g % 1000)::text, 3, '0') || chr(65 + (g / 1000) % 26) || chr(65 + (g / 26000) % 26),
            (${elegir(
              MARCAS.map((m) => m[0]),
              'g',
            )}), (${elegir(
              MARCAS.map((m) => m[1]),
              'g',
            )}), 2008 + g % 17,
            km, km - (g * 37) % 12000, greatest(0, km - (g * 53) % 70000), g % 5 <> 0, g % 25 <> 0,
            ?::timestamptz - (400 + g % 1000) * interval '1 day'
     FROM (SELECT g, 20000 + (g * 7919) % 300000 AS km FROM generate_series(1, ?) AS g) AS s`,
    [ahora, n],
  );
  await db.raw(
    `INSERT INTO registros_kilometraje (vehiculo_id, kilometraje, fecha_registro, usuario_id)
     SELECT v.vehiculo_id, greatest(0, v.kilometraje_actual - (12 - k) * 1500), ?::timestamptz - (12 - k) * interval '30 days' - interval '1 day',
            u.ids[1 + (v.vehiculo_id + k) % array_length(u.ids, 1)]
     FROM vehiculos v, generate_series(1, 12) AS k, ${ids('u', 'usuarios', 'usuario_id')}
     WHERE v.vehiculo_id > ?`,
    [ahora, antes],
  );
  await db.raw(
    `INSERT INTO mantenimientos (vehiculo_id, tipo_mantenimiento, descripcion, kilometraje, costo, fecha_realizacion, proveedor, usuario_id)
     SELECT v.vehiculo_id, ${elegir(['Cambio de aceite', 'Cambio de correa', 'Frenos', 'Neumáticos'], 'k')}, 'Service programado',
            greatest(0, v.kilometraje_actual - k * 5000), 50000 + (v.vehiculo_id * k * 7919) % 300000,
            (?::timestamptz - k * interval '60 days')::date, 'Taller Hnos. Rossi', u.ids[1 + (v.vehiculo_id + k) % array_length(u.ids, 1)]
     FROM vehiculos v, generate_series(1, 4) AS k, ${ids('u', 'usuarios', 'usuario_id')}
     WHERE v.vehiculo_id > ?`,
    [ahora, antes],
  );
  await db.raw(
    `INSERT INTO documentos_vehiculo (vehiculo_id, tipo_documento, numero_documento, fecha_emision, fecha_vencimiento)
     SELECT vehiculo_id, tipo, tipo || '-' || patente, vence - interval '1 year', vence
     FROM (SELECT v.vehiculo_id, v.patente, ${elegir(['VTV', 'Seguro', 'Patente'], 'k')} AS tipo,
                  (?::timestamptz + ((v.vehiculo_id * k * 37) % 400 - 30) * interval '1 day')::date AS vence
           FROM vehiculos v, generate_series(0, 2) AS k WHERE v.vehiculo_id > ?) AS d`,
    [ahora, antes],
  );
}

/**
 * The orders of two years, evenly spread. Those of the last two days are Pendiente or En Proceso;
 * older ones are Completado, one in ten Cancelado. Line k of order p: product 1 + (7p + 11k) mod n
 * of the active ones at its current Precio, quantity 1 + (p + k) mod 4, so the order's PrecioTotal
 * is computed in the same pass as the order itself. Its history goes from creation (as POST
 * /pedidos writes it) through every status it passed, 20 minutes apart.
 */
async function insertarPedidos(db: Knex, n: number, ahora: Date) {
  const antes = await maximo(db, 'pedidos', 'pedido_id');
  const productos = `(SELECT array_agg(producto_id ORDER BY producto_id) AS ids, array_agg(precio ORDER BY producto_id) AS precios
                      FROM productos WHERE active) AS pr`;
  const producto = `1 + (p * 7 + k * 11) % array_length(pr.ids, 1)`;
  const cantidad = `1 + (p + k) % 4`;
  const lineas = `generate_series(1, 2 + p % 2) AS k`;
  await db.raw(
    `INSERT INTO pedidos (pedido_id, cliente_id, usuario_id, vehiculo_id, fecha_pedido, estado, precio_total)
     SELECT p, c.ids[1 + (p::bigint * 7919) % array_length(c.ids, 1)], u.ids[1 + p % array_length(u.ids, 1)],
            CASE WHEN p % 3 = 0 THEN NULL ELSE v.ids[1 + p % array_length(v.ids, 1)] END,
            fecha,
            CASE WHEN fecha > ?::timestamptz - interval '2 days' THEN (ARRAY['Pendiente', 'En Proceso'])[1 + p % 2]
                 WHEN p % 10 = 0 THEN 'Cancelado' ELSE 'Completado' END,
            (SELECT sum(pr.precios[${producto}] * (${cantidad})) FROM ${lineas})
     FROM (SELECT nextval(pg_get_serial_sequence('pedidos', 'pedido_id'))::int AS p, ${fechaDe('g', '?')} AS fecha
           FROM generate_series(1, ?) AS g) AS s,
          ${ids('c', 'clientes', 'cliente_id')}, ${ids('u', 'usuarios', 'usuario_id')}, ${ids('v', 'vehiculos', 'vehiculo_id')}, ${productos}`,
    [ahora, ahora, n, n, n],
  );
  await db.raw(
    `INSERT INTO detalle_pedidos (pedido_id, producto_id, precio_unitario, cantidad)
     SELECT p, pr.ids[${producto}], pr.precios[${producto}], ${cantidad}
     FROM (SELECT pedido_id AS p FROM pedidos WHERE pedido_id > ?) AS s, LATERAL ${lineas}, ${productos}`,
    [antes],
  );
  await insertarHistorial(db, {
    tabla: 'historial_pedidos',
    pedidos: 'pedidos',
    id: 'pedido_id',
    antes,
    recorridos: [
      ['En Proceso', 1, 'Pendiente', 'En Proceso', 'Preparando la carga en depósito'],
      ['Completado', 1, 'Pendiente', 'En Proceso', 'Preparando la carga en depósito'],
      ['Completado', 2, 'En Proceso', 'Completado', 'Entregado al cliente, remito firmado'],
      ['Cancelado', 1, 'Pendiente', 'Cancelado', 'El cliente canceló el pedido por teléfono'],
    ],
  });
}

/**
 * The accounts of the generated orders, as the ledger (api/src/cuentas/ledger.ts) would have written them:
 * each Completado order is a delivery (40 minutes after the order) and a debit; a delivery is paid by one
 * payment of its amount 3 to 22 days later (the payment's day, at 10:00), applied to it, unless that day
 * is still to come or its client is one of the one in 25 who stopped paying 150 days ago. A client's
 * moves are numbered in date order and carry the running balance, from the balance the demo left it.
 */
async function insertarCuentas(db: Knex, antes: number, ahora: Date) {
  const paga = `(e.fecha + (3 + e.pedido_id % 20) * interval '1 day')::date`;
  await db.raw(
    `INSERT INTO entregas (pedido_id, cliente_id, fecha, importe, cobrado)
     SELECT pedido_id, cliente_id, fecha_pedido + interval '40 minutes', precio_total, 0
     FROM pedidos WHERE pedido_id > ? AND estado = 'Completado' AND precio_total > 0`,
    [antes],
  );
  const antesCobros = await maximo(db, 'cobros', 'cobro_id');
  await db.raw(
    `INSERT INTO cobros (cliente_id, fecha, importe, aplicado, metodo, referencia, usuario_id, created_at)
     SELECT e.cliente_id, ${paga}, e.importe, e.importe, ${elegir(['efectivo', 'transferencia', 'efectivo', 'cheque'], 'e.entrega_id')},
            'E' || e.entrega_id, u.ids[1 + e.entrega_id % array_length(u.ids, 1)], ${paga} + interval '10 hours'
     FROM entregas e, ${ids('u', 'usuarios', 'usuario_id')}
     WHERE e.pedido_id > ? AND ${paga} + interval '10 hours' < ?::timestamptz
       AND (e.cliente_id % 25 <> 0 OR e.fecha < ?::timestamptz - interval '150 days')
     ORDER BY e.entrega_id`,
    [antes, ahora, ahora],
  );
  // The reference names the delivery each payment covers.
  await db.raw(
    `INSERT INTO imputaciones (cobro_id, entrega_id, importe, fecha)
     SELECT c.cobro_id, substr(c.referencia, 2)::int, c.importe, c.created_at FROM cobros c WHERE c.cobro_id > ?`,
    [antesCobros],
  );
  await db.raw(
    `UPDATE entregas e SET cobrado = e.importe FROM imputaciones i
     WHERE i.entrega_id = e.entrega_id AND i.cobro_id > ?`,
    [antesCobros],
  );
  const antesMovimientos = await maximo(db, 'movimientos_cuenta', 'movimiento_id');
  await db.raw(
    `INSERT INTO movimientos_cuenta (movimiento_id, cliente_id, fecha, tipo, importe, saldo, pedido_id, cobro_id, usuario_id)
     SELECT ? + row_number() OVER (ORDER BY m.fecha, m.tipo DESC, m.id), m.cliente_id, m.fecha, m.tipo, m.importe,
            c.saldo + sum(m.importe) OVER (PARTITION BY m.cliente_id ORDER BY m.fecha, m.tipo DESC, m.id),
            m.pedido_id, m.cobro_id, m.usuario_id
     FROM (SELECT e.cliente_id, e.fecha, 'entrega' AS tipo, e.importe, e.pedido_id, NULL::int AS cobro_id, p.usuario_id, e.entrega_id AS id
           FROM entregas e JOIN pedidos p ON p.pedido_id = e.pedido_id WHERE e.pedido_id > ?
           UNION ALL
           SELECT cliente_id, created_at, 'cobro', -importe, NULL, cobro_id, usuario_id, cobro_id FROM cobros WHERE cobro_id > ?) AS m
     JOIN clientes c ON c.cliente_id = m.cliente_id`,
    [antesMovimientos, antes, antesCobros],
  );
  await db.raw(
    `SELECT setval(pg_get_serial_sequence('movimientos_cuenta', 'movimiento_id'), (SELECT max(movimiento_id) FROM movimientos_cuenta))`,
  );
  await db.raw(
    `UPDATE clientes c SET saldo = c.saldo + m.suma
     FROM (SELECT cliente_id, sum(importe) AS suma FROM movimientos_cuenta WHERE movimiento_id > ? GROUP BY cliente_id) AS m
     WHERE m.cliente_id = c.cliente_id AND m.suma <> 0`,
    [antesMovimientos],
  );
}

/**
 * The invoices of the generated deliveries of the last 180 days (invoicing came later than the sales), as
 * crearFactura and the local ARCA would have left them: one Factura B per order to a consumidor final, its
 * lines at 21 %, numbered in delivery order after the demo's and authorized with a CAE; one in 5,000 still
 * pending its CAE (no number yet), one in 20,000 rejected (its number given back).
 */
async function insertarComprobantes(db: Knex, antes: number, ahora: Date) {
  const base = await maximo(db, 'comprobantes', 'comprobante_id');
  const dia = "(f.fecha AT TIME ZONE 'America/Argentina/Buenos_Aires')::date";
  const neto = 'round(f.importe / 1.21, 2)';
  await db.transaction(async (trx) => {
    await trx.raw(
      `CREATE TEMP TABLE a_facturar ON COMMIT DROP AS
       SELECT ? + row_number() OVER (ORDER BY e.entrega_id) AS comprobante_id, e.pedido_id, e.cliente_id, e.fecha, e.importe,
              CASE WHEN e.entrega_id % 5000 = 0 THEN 'Pendiente de CAE' WHEN e.entrega_id % 20000 = 7 THEN 'Rechazado' ELSE 'Autorizado' END AS estado
       FROM entregas e WHERE e.pedido_id > ? AND e.fecha > ?::timestamptz - interval '180 days'`,
      [base, antes, ahora],
    );
    await trx.raw(
      `INSERT INTO comprobantes (comprobante_id, tipo, letra, cbte_tipo, punto_venta, numero, cliente_id, fecha, estado, cae, cae_vence,
                                 doc_tipo, doc_nro, condicion_iva_receptor_id, imp_total, imp_neto, imp_iva, imp_op_ex, iva, de_prueba,
                                 usuario_id, created_at, updated_at)
       SELECT f.comprobante_id, 'Factura', 'B', 6, 3, CASE WHEN f.estado = 'Autorizado' THEN n.ultimo + row_number() OVER (PARTITION BY f.estado ORDER BY f.comprobante_id) END,
              f.cliente_id, ${dia}, f.estado,
              CASE WHEN f.estado = 'Autorizado' THEN (76000000000000 + f.comprobante_id)::text END,
              CASE WHEN f.estado = 'Autorizado' THEN ${dia} + 10 END,
              99, 0, 5, f.importe, ${neto}, f.importe - ${neto}, 0,
              jsonb_build_array(jsonb_build_object('Id', 5, 'BaseImp', ${neto}, 'Importe', f.importe - ${neto})),
              false, p.usuario_id, f.fecha, f.fecha
       FROM a_facturar f JOIN pedidos p ON p.pedido_id = f.pedido_id,
            (SELECT coalesce(max(numero), 0) AS ultimo FROM comprobantes WHERE punto_venta = 3 AND cbte_tipo = 6) AS n
       ORDER BY f.comprobante_id`,
    );
    await trx.raw(
      `INSERT INTO comprobante_lineas (comprobante_id, renglon, pedido_id, producto_id, descripcion, cantidad, precio_unitario, importe, alicuota_iva)
       SELECT f.comprobante_id, row_number() OVER (PARTITION BY f.comprobante_id ORDER BY d.detalle_id), d.pedido_id, d.producto_id,
              pr.nombre, d.cantidad, d.precio_unitario, d.precio_unitario * d.cantidad, '21'
       FROM a_facturar f JOIN detalle_pedidos d ON d.pedido_id = f.pedido_id JOIN productos pr ON pr.producto_id = d.producto_id`,
    );
    await trx.raw(
      "INSERT INTO pedidos_facturados (pedido_id, comprobante_id) SELECT pedido_id, comprobante_id FROM a_facturar WHERE estado <> 'Rechazado'",
    );
  });
  await db.raw(`SELECT setval(pg_get_serial_sequence('comprobantes', 'comprobante_id'), (SELECT max(comprobante_id) FROM comprobantes))`);
}

/** Supplier orders as the sales ones: 1 to 3 lines at a bit over half the sale price; mostly Recibido. */
async function insertarPedidosProveedores(db: Knex, n: number, ahora: Date) {
  if (n <= 0) return;
  const antes = await maximo(db, 'pedidos_proveedores', 'pedido_proveedor_id');
  await db.raw(
    `INSERT INTO pedidos_proveedores (pedido_proveedor_id, proveedor_id, usuario_id, fecha_pedido, estado)
     SELECT p, pv.ids[1 + (p * 31) % array_length(pv.ids, 1)], u.ids[1 + p % array_length(u.ids, 1)], fecha,
            CASE WHEN fecha > ?::timestamptz - interval '7 days' THEN 'Pendiente' WHEN p % 8 = 0 THEN 'Cancelado' ELSE 'Recibido' END
     FROM (SELECT nextval(pg_get_serial_sequence('pedidos_proveedores', 'pedido_proveedor_id'))::int AS p, ${fechaDe('g', '?')} AS fecha
           FROM generate_series(1, ?) AS g) AS s,
          ${ids('pv', 'proveedores', 'proveedor_id')}, ${ids('u', 'usuarios', 'usuario_id')}`,
    [ahora, ahora, n, n, n],
  );
  await db.raw(
    `INSERT INTO detalle_pedido_proveedores (pedido_proveedor_id, producto_id, cantidad, precio_unitario)
     SELECT p, pr.ids[1 + (p * 5 + k * 13) % array_length(pr.ids, 1)], 20 + (p + k) % 12 * 20,
            greatest(1, round(pr.precios[1 + (p * 5 + k * 13) % array_length(pr.ids, 1)] * 0.55, 2))
     FROM (SELECT pedido_proveedor_id AS p FROM pedidos_proveedores WHERE pedido_proveedor_id > ?) AS s,
          LATERAL generate_series(1, 1 + p % 3) AS k,
          (SELECT array_agg(producto_id ORDER BY producto_id) AS ids, array_agg(precio ORDER BY producto_id) AS precios
           FROM productos WHERE active) AS pr`,
    [antes],
  );
  await insertarHistorial(db, {
    tabla: 'historial_pedidos_proveedores',
    pedidos: 'pedidos_proveedores',
    id: 'pedido_proveedor_id',
    antes,
    recorridos: [
      ['Recibido', 1, 'Pendiente', 'Recibido', 'Mercadería recibida y controlada en depósito'],
      ['Cancelado', 1, 'Pendiente', 'Cancelado', 'El proveedor no tiene stock hasta la próxima quema'],
    ],
  });
}

/**
 * Every generated order's history: its creation ('Pedido creado', by its creator, as the order
 * services write it) and then, for its current Estado, the changes that led there.
 */
async function insertarHistorial(
  db: Knex,
  opciones: {
    tabla: string;
    pedidos: string;
    id: string;
    antes: number;
    /** Estado of the order, step, estado_anterior, estado_nuevo, comentario. */
    recorridos: [string, number, string, string, string][];
  },
) {
  const { tabla, pedidos, id, antes, recorridos } = opciones;
  const valores = recorridos.map(() => '(?, ?::int, ?, ?, ?)').join(', ');
  await db.raw(
    `INSERT INTO ${tabla} (${id}, estado_anterior, estado_nuevo, fecha_actualiza_estado, comentarios, usuario_id)
     SELECT ${id}, NULL, 'Pendiente', fecha_pedido, 'Pedido creado', usuario_id FROM ${pedidos} WHERE ${id} > ?`,
    [antes],
  );
  await db.raw(
    `INSERT INTO ${tabla} (${id}, estado_anterior, estado_nuevo, fecha_actualiza_estado, comentarios, usuario_id)
     SELECT p.${id}, r.anterior, r.nuevo, p.fecha_pedido + r.paso * interval '20 minutes', r.comentario, p.usuario_id
     FROM ${pedidos} p JOIN (VALUES ${valores}) AS r (estado, paso, anterior, nuevo, comentario) ON r.estado = p.estado
     WHERE p.${id} > ?
     ORDER BY p.${id}, r.paso`,
    [...recorridos.flat(), antes],
  );
}
