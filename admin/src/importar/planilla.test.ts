import { describe, expect, it } from 'vitest';
import writeExcelFile from 'write-excel-file/universal';
import { clienteCreateSchema } from '#dominio/clientes';
import { IMPORTABLES } from '#dominio/importaciones';
import { productoCreateSchema } from '#dominio/productos';
import { proveedorCreateSchema } from '#dominio/proveedores';
import { aNumero, aRegistro, camposDe, emparejar, leerArchivo, leerCsv, leerXlsx, separadorCsv } from './planilla';
import { filasDePlantilla } from './plantilla';

const clientes = camposDe('clientes');

describe('reading a CSV', () => {
  it("takes ';' (Excel in Spanish) or ',' as the separator, from the header line", () => {
    expect(separadorCsv('Nombre;Apellido;Teléfono\nA;B;C')).toBe(';');
    expect(separadorCsv('Nombre,Apellido,Teléfono\nA;B;C')).toBe(',');
    expect(separadorCsv('"Nombre, completo";Email\n')).toBe(';');
  });

  it('reads UTF-8 with or without BOM, quoted cells, and numbers the rows as the file does (blank rows skipped, counted)', () => {
    const texto = 'Nombre;Dirección;Límite de crédito\r\nAna;"Av. Mitre 12; piso 2";1.500,50\r\n;;\r\nJosé;Ñandú 3;200\r\n';
    for (const conBom of [texto, `\uFEFF${texto}`]) {
      expect(leerCsv(conBom)).toEqual({
        encabezados: ['Nombre', 'Dirección', 'Límite de crédito'],
        filas: [
          { numero: 2, celdas: ['Ana', 'Av. Mitre 12; piso 2', '1.500,50'] },
          { numero: 4, celdas: ['José', 'Ñandú 3', '200'] },
        ],
      });
    }
  });

  it('reads a comma-separated file with decimal points', () => {
    const { encabezados, filas } = leerCsv('Nombre,Precio,Stock\n"Carbón 4 kg, bolsa",1500.50,40\n');
    expect(encabezados).toEqual(['Nombre', 'Precio', 'Stock']);
    const productos = camposDe('productos');
    expect(aRegistro(filas[0].celdas, emparejar(encabezados, productos), productos)).toEqual({
      Nombre: 'Carbón 4 kg, bolsa',
      Precio: 1500.5,
      Stock: 40,
    });
  });

  it('reads a chosen .csv file by its bytes as UTF-8, and refuses other kinds in Spanish', async () => {
    const bytes = new TextEncoder().encode('\uFEFFNombre;Teléfono\nÑoño;011 4000\n');
    const { filas } = await leerArchivo(new File([bytes], 'clientes.CSV', { type: 'text/csv' }));
    expect(filas).toEqual([{ numero: 2, celdas: ['Ñoño', '011 4000'] }]);
    await expect(leerArchivo(new File(['x'], 'clientes.pdf'))).rejects.toThrow('Elija un archivo .xlsx o .csv');
  });
});

describe('reading an .xlsx', () => {
  it('keeps numbers, booleans and text as their cells hold them, with the rows numbered as in the sheet', async () => {
    const blob = await writeExcelFile([
      ['Nombre', 'Teléfono', 'Límite de crédito', 'Activo'],
      ['Ana', '011 4000-0000', 1500.5, true],
      [null, null, null, null],
      ['José', 1140000000, 200, false],
    ]).toBlob();
    const { encabezados, filas } = await leerXlsx(await blob.arrayBuffer());
    expect(encabezados).toEqual(['Nombre', 'Teléfono', 'Límite de crédito', 'Activo']);
    expect(filas).toEqual([
      { numero: 2, celdas: ['Ana', '011 4000-0000', 1500.5, true] },
      { numero: 4, celdas: ['José', 1140000000, 200, false] },
    ]);
    expect(aRegistro(filas[1].celdas, emparejar(encabezados, clientes), clientes)).toEqual({
      Nombre: 'José',
      Telefono: '1140000000',
      LimiteCredito: 200,
      Active: false,
    });
  });
});

describe('matching columns to fields', () => {
  it('by the Spanish label or the API name, without minding accents, case or spaces', () => {
    expect(
      emparejar(
        ['TELEFONO', 'dirección', 'Condición frente al IVA', 'CondicionIVA', 'cuit', 'Límite de Crédito', 'Active', 'Notas', ''],
        clientes,
      ),
    ).toEqual([
      'Telefono',
      'Direccion',
      'CondicionIVA',
      // A field goes to the first column that names it.
      null,
      'CUIT',
      'LimiteCredito',
      'Active',
      null,
      null,
    ]);
  });

  it("labels the fields as the catalogue does, in the template's order", () => {
    expect(camposDe('proveedores').map((c) => c.etiqueta)).toEqual([
      'Nombre',
      'Teléfono',
      'Dirección',
      'Email',
      'CUIT',
      'Condición frente al IVA',
      'Activo',
    ]);
  });
});

describe('cells to the values the API takes', () => {
  it('reads numbers with a decimal comma or point and thousands separators', () => {
    expect(aNumero('1.500,50')).toBe(1500.5);
    expect(aNumero('1500,5')).toBe(1500.5);
    // Read as every money field reads it (dominio/dinero.ts): separators in the wrong order, or a comma before
    // three digits (a thousand and a half, or one with fifty?), stay as they were, for the API's message.
    expect(aNumero('1,500.50')).toBe('1,500.50');
    expect(aNumero('1,500')).toBe('1,500');
    expect(aNumero('1500.50')).toBe(1500.5);
    expect(aNumero('$ 1.500')).toBe(1500);
    expect(aNumero('1.500.000')).toBe(1500000);
    expect(aNumero('-3')).toBe(-3);
    expect(aNumero(12)).toBe(12);
    expect(aNumero('diez')).toBe('diez');
  });

  it('reads Sí/No (and the like) as booleans, leaves blank cells and unmatched columns out, and trims text', () => {
    const emparejamiento = ['Nombre', null, 'Active', 'DiasCredito', 'Email'];
    expect(aRegistro(['  Ana ', 'x', 'Sí', '', 'a@b.com'], emparejamiento, clientes)).toEqual({ Nombre: 'Ana', Active: true, Email: 'a@b.com' });
    expect(aRegistro(['Ana', null, 'NO', '45', null], emparejamiento, clientes)).toEqual({ Nombre: 'Ana', Active: false, DiasCredito: 45 });
    expect(aRegistro(['Ana', null, 'quizás', null, null], emparejamiento, clientes)).toEqual({ Nombre: 'Ana', Active: 'quizás' });
  });
});

describe('the templates', () => {
  it.each(['clientes', 'productos', 'proveedores'] as const)(
    'of %s: every header matches its field, and the example row passes the create schema',
    (recurso) => {
      const esquemas = { clientes: clienteCreateSchema, productos: productoCreateSchema, proveedores: proveedorCreateSchema };
      const campos = camposDe(recurso);
      const [encabezados, ejemplo] = filasDePlantilla(recurso);
      const emparejamiento = emparejar(encabezados as string[], campos);
      expect(emparejamiento).toEqual(Object.keys(IMPORTABLES[recurso].campos));
      expect(esquemas[recurso].safeParse(aRegistro(ejemplo, emparejamiento, campos)).success).toBe(true);
    },
  );
});
