import { describe, expect, it } from 'vitest';
import { registroDePrueba as registro } from '../../../pruebas-compartidas/auditoriaDePrueba';
import type { RegistroAuditoria } from '#dominio/auditoria';
import { i18nProvider } from '../i18n';
import { lineaDeActividad } from './textos';

const ZONA = 'America/Argentina/Buenos_Aires';

const linea = (datos: Partial<RegistroAuditoria>) => lineaDeActividad(registro(datos), i18nProvider.translate, ZONA);

describe("a line of the 'Actividad' tab", () => {
  it("reads a price change as the issue's example, in the business time zone", () => {
    expect(linea({ Cambios: [{ Campo: 'Precio', Antes: 1200, Despues: 1350 }] })).toBe(
      'Martín Gómez cambió Precio de $ 1.200,00 a $ 1.350,00 — 22/11/2026 09:31',
    );
  });

  it("names each field with the record's labels from the catalogue", () => {
    expect(
      linea({
        Cambios: [
          { Campo: 'StockMinimo', Antes: 10, Despues: 25 },
          { Campo: 'ProveedorPreferidoID', Antes: null, Despues: 'Quebracho Colorado Forestal S.A.' },
        ],
      }),
    ).toBe('Martín Gómez cambió Stock mínimo de 10 a 25 y Proveedor preferido de (vacío) a Quebracho Colorado Forestal S.A. — 22/11/2026 09:31');
    expect(linea({ Entidad: 'clientes', Cambios: [{ Campo: 'Direccion', Antes: 'Belgrano 455, Morón', Despues: 'Colón 745, Morón' }] })).toBe(
      'Martín Gómez cambió Dirección de Belgrano 455, Morón a Colón 745, Morón — 22/11/2026 09:31',
    );
    expect(
      linea({ Entidad: 'pedidos', Accion: 'cambiar_estado', Cambios: [{ Campo: 'Estado', Antes: 'Pendiente', Despues: 'En Proceso' }] }),
    ).toBe('Martín Gómez cambió Estado de Pendiente a En Proceso — 22/11/2026 09:31');
  });

  it("names a vehicle part's fields with that part's labels", () => {
    const vencimiento = { Campo: 'FechaVencimiento', Antes: '2026-03-10', Despues: '2027-03-10' };
    expect(linea({ Entidad: 'vehiculos', Parte: 'documentos', ParteID: 4, Resumen: 'VTV', Cambios: [vencimiento] })).toBe(
      'Martín Gómez cambió Fecha de Vencimiento de 10/03/2026 a 10/03/2027 en el documento VTV — 22/11/2026 09:31',
    );
  });

  it('falls back to the field name the API writes when the catalogue has no label', () => {
    expect(linea({ Cambios: [{ Campo: 'CodigoInterno', Antes: 'A1', Despues: 'A2' }] })).toBe(
      'Martín Gómez cambió CodigoInterno de A1 a A2 — 22/11/2026 09:31',
    );
  });

  it('says who when the system made the change', () => {
    expect(linea({ Usuario: null, Accion: 'crear' })).toBe('El sistema creó el producto — 22/11/2026 09:31');
  });
});
