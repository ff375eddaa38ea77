import { describe, expect, it } from 'vitest';
import { registroDePrueba as registro } from '../pruebas-compartidas/auditoriaDePrueba';
import { CAMBIO_DE_CONTRASENA, formatoValor, type RegistroAuditoria, textoAuditoria } from './auditoria';

const ZONA = 'America/Argentina/Buenos_Aires';
const ETIQUETAS: Record<string, string> = {
  Precio: 'Precio',
  StockMinimo: 'Stock mínimo',
  Stock: 'Stock',
  FechaVencimiento: 'Fecha de Vencimiento',
};
const etiqueta = (campo: string) => ETIQUETAS[campo] ?? campo;

describe('textoAuditoria', () => {
  it("writes a price change as the issue's example, in the business zone", () => {
    const r = registro({ Cambios: [{ Campo: 'Precio', Antes: 1200, Despues: 1350 }] });
    expect(textoAuditoria(r, etiqueta, ZONA)).toBe('Martín Gómez cambió Precio de $ 1.200,00 a $ 1.350,00 — 22/11/2026 09:31');
  });

  it('joins several changes with commas and "y"', () => {
    const r = registro({
      Cambios: [
        { Campo: 'Precio', Antes: 1200, Despues: 1350 },
        { Campo: 'StockMinimo', Antes: 10, Despues: 20 },
        { Campo: 'Stock', Antes: 1500, Despues: 1400 },
      ],
    });
    expect(textoAuditoria(r, etiqueta, ZONA)).toBe(
      'Martín Gómez cambió Precio de $ 1.200,00 a $ 1.350,00, Stock mínimo de 10 a 20 y Stock de 1.500 a 1.400 — 22/11/2026 09:31',
    );
  });

  it('names the action for creations, deactivations, adjustments, passwords, parts and imports', () => {
    const texto = (datos: Partial<RegistroAuditoria>) => textoAuditoria(registro(datos), etiqueta, ZONA).split(' — ')[0];
    expect(texto({ Accion: 'crear', Entidad: 'clientes' })).toBe('Martín Gómez creó el cliente');
    expect(texto({ Accion: 'desactivar', Entidad: 'vehiculos' })).toBe('Martín Gómez inactivó el vehículo');
    expect(texto({ Accion: 'activar', Entidad: 'pedidos-proveedores' })).toBe('Martín Gómez reactivó el pedido a proveedor');
    expect(
      texto({
        Accion: 'desactivar',
        Entidad: 'vehiculos',
        Cambios: [
          { Campo: 'Active', Antes: true, Despues: false },
          { Campo: 'Marca', Antes: 'Ford', Despues: 'Iveco' },
        ],
      }),
    ).toBe('Martín Gómez inactivó el vehículo y cambió Marca de Ford a Iveco');
    expect(texto({ Accion: 'ajustar_stock', Resumen: 'Merma: humedad', Cambios: [{ Campo: 'Stock', Antes: 50, Despues: 43 }] })).toBe(
      'Martín Gómez ajustó Stock de 50 a 43 (Merma: humedad)',
    );
    expect(texto({ Accion: 'cambiar_contrasena', Entidad: 'usuarios' })).toBe('Martín Gómez cambió la contraseña');
    expect(texto({ Accion: 'crear', Entidad: 'vehiculos', Parte: 'documentos', ParteID: 3, Resumen: 'VTV' })).toBe(
      'Martín Gómez agregó el documento VTV',
    );
    expect(
      texto({
        Entidad: 'vehiculos',
        Parte: 'documentos',
        ParteID: 3,
        Resumen: 'VTV',
        Cambios: [{ Campo: 'FechaVencimiento', Antes: '2026-12-01', Despues: '2027-12-01' }],
      }),
    ).toBe('Martín Gómez cambió Fecha de Vencimiento de 01/12/2026 a 01/12/2027 en el documento VTV');
    expect(textoAuditoria(registro({ Usuario: null, Accion: 'crear' }), etiqueta, ZONA)).toMatch(/^El sistema creó el producto/);
    expect(
      texto({
        Accion: 'importar',
        Entidad: 'clientes',
        Resumen: '1000 clientes de clientes.xlsx',
        Cambios: [{ Campo: 'Filas', Antes: null, Despues: 1000 }],
      }),
    ).toBe('Martín Gómez importó 1000 clientes de clientes.xlsx');
  });
});

describe('a password set among other changes of a user', () => {
  it('is named as "la contraseña", with no value', () => {
    const r = registro({ Entidad: 'usuarios', Cambios: [{ Campo: 'Rol', Antes: 'Empleado', Despues: 'Supervisor' }, CAMBIO_DE_CONTRASENA] });
    expect(textoAuditoria(r, etiqueta, ZONA)).toBe('Martín Gómez cambió Rol de Empleado a Supervisor y la contraseña — 22/11/2026 09:31');
  });
});

describe('formatoValor', () => {
  it('reads empty, booleans, years and amounts sent as text', () => {
    expect(formatoValor('Email', null, ZONA)).toBe('(vacío)');
    expect(formatoValor('Active', false, ZONA)).toBe('No');
    expect(formatoValor('Anio', 2021, ZONA)).toBe('2021');
    expect(formatoValor('Costo', '45000.5', ZONA)).toBe('$ 45.000,50');
    expect(formatoValor('Direccion', 'Av. Rivadavia 1234', ZONA)).toBe('Av. Rivadavia 1234');
  });
});
