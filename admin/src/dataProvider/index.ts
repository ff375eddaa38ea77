import type { DataProvider } from 'react-admin';
import { administracion } from './administracion';
import { comprobantes } from './comprobantes';
import { crud } from './crud';
import { correos } from './correos';
import { cuentas } from './cuentas';
import { facturacion } from './facturacion';
import { hojasDeRuta } from './hojasDeRuta';
import { libroIva } from './libroIva';
import { porRecurso } from './porRecurso';
import { precios } from './precios';
import { reportes } from './reportes';
import { stock } from './stock';
import { usuarios } from './usuarios';
import { vehiculos } from './vehiculos';

// The admin's data provider: react-admin's own methods (crud.ts) and the calls that are not plain CRUD, one file
// per domain, made through the client typed from the API's document (clienteTipado.ts). Every method answers react-admin's
// envelope, { data } (docs/decisiones.md, 92).

export type { Inactivacion } from './crud';
export type { Configuracion } from './usuarios';
export type { Alertas } from './vehiculos';

const metodos = {
  ...usuarios,
  ...porRecurso,
  ...correos,
  ...cuentas,
  ...hojasDeRuta,
  ...stock,
  ...precios,
  ...vehiculos,
  ...administracion,
  ...libroIva,
  ...reportes,
  ...comprobantes,
  ...facturacion,
};

export type AppDataProvider = DataProvider & typeof metodos;

export const dataProvider: AppDataProvider = { ...crud, ...metodos };
