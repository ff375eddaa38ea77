import { describe, expect, it } from 'vitest';
import { cambioEstadoPedidoProveedorSchema, cambioEstadoPedidoSchema } from '#dominio/pedidos';
import type { Rechazo, Validos } from '../../pruebas-compartidas/rechazos/rechazo';
import * as usuarios from '../../pruebas-compartidas/rechazos/usuarios';
import * as vehiculos from '../../pruebas-compartidas/rechazos/vehiculos';
import * as ventas from '../../pruebas-compartidas/rechazos/ventas';
import { validarCon } from './common/validarCon';
import { validarCliente } from './clientes/validaciones';
import { validarProducto } from './productos/validaciones';
import { validarProveedor } from './proveedores/validaciones';
import { validarPedido } from './pedidos/validaciones';
import { validarPedidoProveedor } from './pedidos-proveedores/validaciones';
import {
  validarCargaCombustible,
  validarCorreccionKilometraje,
  validarDocumento,
  validarKilometraje,
  validarMantenimiento,
  validarVehiculo,
} from './vehiculos/validaciones';
import { validarCambioContrasena, validarRegistro, validarUsuarioEditado, validarUsuarioNuevo } from './usuarios/validaciones';

// The admin half of the tables in pruebas-compartidas/rechazos/: each form's validator must refuse every bad
// input with the table's messages, and take the valid form. The API half sends the same tables
// over HTTP (api/src/rechazos.test.ts, api/src/vehiculos/rechazos.test.ts, api/src/usuarios/rechazos.test.ts).

// The login page validates nothing itself: it shows the API's answer to its schema (LoginPage.tsx),
// so its rows are the API half's alone.
type Formulario = Exclude<ventas.Formulario | vehiculos.Formulario | usuarios.Formulario, 'ingreso'>;

/** Each form's validator, as the screens use it (the detail screens hand CambioEstadoPanel their schema). */
const VALIDADORES: Record<Formulario, (values: Record<string, unknown>) => Record<string, string>> = {
  cliente: validarCliente,
  producto: validarProducto,
  proveedor: validarProveedor,
  pedido: validarPedido,
  pedidoProveedor: validarPedidoProveedor,
  cambioEstadoPedido: validarCon(cambioEstadoPedidoSchema),
  cambioEstadoPedidoProveedor: validarCon(cambioEstadoPedidoProveedorSchema),
  vehiculo: validarVehiculo,
  documento: validarDocumento,
  kilometraje: validarKilometraje,
  correccionKilometraje: validarCorreccionKilometraje,
  mantenimiento: validarMantenimiento,
  cargaCombustible: validarCargaCombustible,
  registro: validarRegistro,
  usuarioNuevo: validarUsuarioNuevo,
  usuarioEditado: validarUsuarioEditado,
  cambioContrasena: validarCambioContrasena,
};

/** One area's table through its forms' validators. */
function probar<F extends string>(area: string, { VALIDOS, RECHAZOS }: { VALIDOS: Validos<F>; RECHAZOS: Rechazo<F>[] }) {
  const validado = <T extends string>(formulario: T): formulario is T & Formulario => formulario in VALIDADORES;
  describe(`${area}: the admin refuses what the API refuses, with the same messages`, () => {
    it.each(RECHAZOS.filter((r): r is Rechazo<F & Formulario> => validado(r.formulario)))(
      '$formulario: $caso',
      ({ formulario, valores, errores }) => {
        expect(VALIDADORES[formulario](valores)).toEqual(errores);
      },
    );

    it.each((Object.keys(VALIDOS) as F[]).filter(validado))('takes the valid %s form', (formulario) => {
      expect(VALIDADORES[formulario](VALIDOS[formulario])).toEqual({});
    });
  });
}

probar('sales', ventas);
probar('fleet', vehiculos);
probar('users', usuarios);
