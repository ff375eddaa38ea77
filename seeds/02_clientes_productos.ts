import type { Knex } from 'knex';
import { moverStock } from '../api/src/stock/ledger.js';

interface ClienteDemo {
  nombre: string;
  apellido: string;
  telefono: string;
  direccion: string;
  email: string;
  active?: false;
}

// Grills, shops and families of the western Buenos Aires suburbs; the last four no longer buy.
// biome-ignore format: one record per line, read as a table
export const CLIENTES_DEMO: ClienteDemo[] = [
  { nombre: 'Carlos', apellido: 'Benítez', telefono: '+54 11 4658-2231', direccion: 'Av. Rivadavia 14520, Ramos Mejía, Buenos Aires', email: 'carlos.benitez@gmail.com' },
  { nombre: 'María José', apellido: 'Ledesma', telefono: '+54 9 11 5823-4410', direccion: 'Av. Gaona 2350, Ituzaingó, Buenos Aires', email: 'mjledesma@hotmail.com' },
  { nombre: 'Jorge', apellido: 'Acosta', telefono: '+54 11 4482-7715', direccion: 'Av. Presidente Perón 1890, San Justo, Buenos Aires', email: 'parrilla.elfogon@gmail.com' },
  { nombre: 'Silvina', apellido: 'Romero', telefono: '+54 11 4627-3390', direccion: 'Belgrano 455, Morón, Buenos Aires', email: 'silvina.romero@yahoo.com.ar' },
  { nombre: 'Gustavo', apellido: 'Medina', telefono: '+54 9 11 6234-8812', direccion: 'Av. de Mayo 720, Ramos Mejía, Buenos Aires', email: 'almacen.medina@gmail.com' },
  { nombre: 'Patricia', apellido: 'Aguirre', telefono: '+54 11 4665-1208', direccion: 'Av. Vergara 3100, Hurlingham, Buenos Aires', email: 'paguirre@outlook.com' },
  { nombre: 'Héctor', apellido: 'Domínguez', telefono: '+54 11 4629-5541', direccion: 'Av. Santa Rosa 1230, Castelar, Buenos Aires', email: 'hdominguez.parrilla@gmail.com' },
  { nombre: 'Natalia', apellido: 'Vera', telefono: '+54 9 220 448-3017', direccion: 'Entre Ríos 960, Merlo, Buenos Aires', email: 'natalia.vera@gmail.com' },
  { nombre: 'Raúl', apellido: 'Castro', telefono: '+54 237 462-9904', direccion: 'Av. Victorica 1450, Moreno, Buenos Aires', email: 'rcastro.moreno@hotmail.com' },
  { nombre: 'Claudia', apellido: 'Ojeda', telefono: '+54 11 4443-2786', direccion: 'Av. Mitre 2200, Haedo, Buenos Aires', email: 'claudia.ojeda@gmail.com' },
  { nombre: 'Fernando', apellido: 'Ríos', telefono: '+54 9 11 3345-9021', direccion: 'Av. Márquez 1450, Villa Bosch, Buenos Aires', email: 'frios.bodegon@gmail.com' },
  { nombre: 'Andrea', apellido: 'Molina', telefono: '+54 220 483-1172', direccion: 'Corrientes 380, San Antonio de Padua, Buenos Aires', email: 'andrea.molina@yahoo.com.ar' },
  { nombre: 'Sebastián', apellido: 'Herrera', telefono: '+54 9 11 4712-6650', direccion: 'Av. del Libertador 5200, Merlo, Buenos Aires', email: 'seba.herrera@gmail.com' },
  { nombre: 'Valeria', apellido: 'Suárez', telefono: '+54 2323 42-8815', direccion: 'Sarmiento 1610, Luján, Buenos Aires', email: 'vsuarez.lujan@gmail.com' },
  { nombre: 'Miguel Ángel', apellido: 'Cabrera', telefono: '+54 237 468-2203', direccion: 'Av. Juan B. Justo 880, Paso del Rey, Buenos Aires', email: 'macabrera@outlook.com' },
  { nombre: 'Lorena', apellido: 'Ferreyra', telefono: '+54 237 484-5519', direccion: 'San Martín 2045, General Rodríguez, Buenos Aires', email: 'lorena.ferreyra@gmail.com' },
  { nombre: 'Pablo', apellido: 'Sánchez', telefono: '+54 220 477-3364', direccion: '9 de Julio 310, Marcos Paz, Buenos Aires', email: 'pablo.sanchez.mp@gmail.com' },
  { nombre: 'Gabriela', apellido: 'Ruiz', telefono: '+54 11 4489-7023', direccion: 'Av. Rivadavia 20150, Castelar, Buenos Aires', email: 'gabi.ruiz@hotmail.com' },
  { nombre: 'Ricardo', apellido: 'Villalba', telefono: '+54 9 11 5590-1847', direccion: 'Almirante Brown 1120, Morón, Buenos Aires', email: 'rvillalba.asados@gmail.com' },
  { nombre: 'Mónica', apellido: 'Figueroa', telefono: '+54 11 4651-6632', direccion: 'Av. Arturo Illia 2600, San Justo, Buenos Aires', email: 'monica.figueroa@gmail.com' },
  { nombre: 'Daniel', apellido: 'Correa', telefono: '+54 11 4624-0981', direccion: 'Colón 745, Morón, Buenos Aires', email: 'dcorrea@yahoo.com.ar', active: false },
  { nombre: 'Susana', apellido: 'Luna', telefono: '+54 9 11 6108-2245', direccion: 'Pueyrredón 1530, Ituzaingó, Buenos Aires', email: 'susana.luna@gmail.com', active: false },
  { nombre: 'Alberto', apellido: 'Ponce', telefono: '+54 220 485-7790', direccion: 'Av. Eva Perón 3300, Merlo, Buenos Aires', email: 'alberto.ponce@hotmail.com', active: false },
  { nombre: 'Cecilia', apellido: 'Godoy', telefono: '+54 237 463-4418', direccion: 'Dr. Vera 512, Moreno, Buenos Aires', email: 'cecilia.godoy@gmail.com', active: false },
];

interface ProductoDemo {
  nombre: string;
  descripcion: string;
  precio: number;
  stock: number;
  /** Kilos of one unit: what a route sheet's load adds up. */
  peso_kg: number;
  active?: false;
}

// Stock below 10 marks the low-stock ones; the last three were discontinued.
// biome-ignore format: one record per line, read as a table
export const PRODUCTOS_DEMO: ProductoDemo[] = [
  { nombre: 'Carbón vegetal bolsa 4 kg', descripcion: 'Carbón de monte seleccionado, bolsa de papel de 4 kg', precio: 2900, stock: 260, peso_kg: 4 },
  { nombre: 'Carbón vegetal bolsa 10 kg', descripcion: 'Carbón de monte para parrilla, bolsa de 10 kg', precio: 6500, stock: 190, peso_kg: 10 },
  { nombre: 'Carbón vegetal bolsa 20 kg', descripcion: 'Bolsa grande para restaurantes y parrillas', precio: 11800, stock: 95, peso_kg: 20 },
  { nombre: 'Carbón de quebracho 10 kg', descripcion: 'Quebracho colorado chaqueño, brasa duradera', precio: 8200, stock: 130, peso_kg: 10 },
  { nombre: 'Carbón de quebracho 30 kg', descripcion: 'Bolsa industrial de quebracho para uso comercial', precio: 22500, stock: 45, peso_kg: 30 },
  { nombre: 'Carbón de quebracho 5 kg', descripcion: 'Quebracho colorado en bolsa chica', precio: 4600, stock: 9, peso_kg: 5 },
  { nombre: 'Carbón de espinillo 5 kg', descripcion: 'Espinillo santiagueño, encendido rápido y aroma suave', precio: 4300, stock: 6, peso_kg: 5 },
  { nombre: 'Carbón de algarrobo 10 kg', descripcion: 'Algarrobo de monte nativo, ideal para horno de barro', precio: 7900, stock: 70, peso_kg: 10 },
  { nombre: 'Carbón premium para parrilla 3 kg', descripcion: 'Trozos grandes seleccionados, sin polvillo', precio: 3500, stock: 150, peso_kg: 3 },
  { nombre: 'Carbón a granel por kg', descripcion: 'Venta suelta por kilo para clientes mayoristas', precio: 650, stock: 900, peso_kg: 1 },
  { nombre: 'Briquetas x 5 kg', descripcion: 'Briquetas de carbón prensado, brasa pareja por horas', precio: 5200, stock: 85, peso_kg: 5 },
  { nombre: 'Briquetas x 10 kg', descripcion: 'Briquetas de carbón prensado, bolsa grande', precio: 9600, stock: 8, peso_kg: 10 },
  { nombre: 'Leña de espinillo', descripcion: 'Leña de espinillo seca, bolsa de 10 kg', precio: 4800, stock: 110, peso_kg: 10 },
  { nombre: 'Leña de quebracho colorado 20 kg', descripcion: 'Leña dura de quebracho, trozada para salamandra', precio: 7600, stock: 75, peso_kg: 20 },
  { nombre: 'Leña de algarrobo 10 kg', descripcion: 'Algarrobo trozado y estacionado', precio: 5600, stock: 55, peso_kg: 10 },
  { nombre: 'Leña de eucalipto 15 kg', descripcion: 'Eucalipto seco para hogar y estufa', precio: 5100, stock: 4, peso_kg: 15 },
  { nombre: 'Pastillas de encendido', descripcion: 'Caja de 32 pastillas de encendido sin olor', precio: 1900, stock: 320, peso_kg: 0.3 },
  { nombre: 'Iniciador de fuego en gel 500 ml', descripcion: 'Gel iniciador para carbón y leña', precio: 2600, stock: 90, peso_kg: 0.55 },
  { nombre: 'Alcohol de quemar 1 l', descripcion: 'Alcohol etílico desnaturalizado', precio: 1700, stock: 7, peso_kg: 0.85 },
  { nombre: 'Fósforos largos para parrilla x 50', descripcion: 'Fósforos de 10 cm para encender parrillas', precio: 900, stock: 210, peso_kg: 0.1 },
  { nombre: 'Encendedor a gas recargable', descripcion: 'Encendedor de cuello largo para parrilla', precio: 3200, stock: 48, peso_kg: 0.15 },
  { nombre: 'Astillas de pino para encendido 2 kg', descripcion: 'Astillas secas de pino para prender el fuego', precio: 1500, stock: 140, peso_kg: 2 },
  { nombre: 'Papel madera para encendido x 10', descripcion: 'Pliegos de papel madera reciclado', precio: 800, stock: 180, peso_kg: 0.8 },
  { nombre: 'Chimenea de encendido', descripcion: 'Encendedor de carbón tipo chimenea de chapa', precio: 8900, stock: 3, peso_kg: 1.8 },
  { nombre: 'Parrilla plegable de hierro', descripcion: 'Parrilla portátil de hierro ángulo, 60 x 40 cm', precio: 24000, stock: 12, peso_kg: 6.5 },
  { nombre: 'Pinza para asado de acero', descripcion: 'Pinza de acero inoxidable de 40 cm', precio: 4600, stock: 35, peso_kg: 0.4 },
  { nombre: 'Cepillo limpia parrillas', descripcion: 'Cepillo de alambre con rasqueta', precio: 3900, stock: 26, peso_kg: 0.35 },
  { nombre: 'Guantes ignífugos para parrilla', descripcion: 'Par de guantes de cuero resistentes al calor', precio: 6200, stock: 18, peso_kg: 0.3 },
  { nombre: 'Sal parrillera gruesa 1 kg', descripcion: 'Sal entrefina especial para asado', precio: 1200, stock: 160, peso_kg: 1 },
  { nombre: 'Leña de pino seca 10 kg', descripcion: 'Discontinuada: se reemplazó por leña de espinillo', precio: 3400, stock: 0, active: false, peso_kg: 10 },
  { nombre: 'Carbón de coco ecológico 3 kg', descripcion: 'Importado, sin reposición', precio: 6800, stock: 15, active: false, peso_kg: 3 },
  { nombre: 'Carbón vegetal bolsa 3 kg', descripcion: 'Formato reemplazado por la bolsa de 4 kg', precio: 2200, stock: 0, active: false, peso_kg: 3 },
];

/**
 * What a unit of the opening stock cost (CostoInicial): 55 % to 70 % of the price without its 21 % IVA, in whole
 * pesos, so the demo's margins differ from product to product.
 */
export const costoInicialDemo = (precio: number, i: number) => Math.round((precio / 1.21) * (0.55 + (i % 4) * 0.05));

/**
 * Clients by e-mail and products by name; existing ones are left as they are. A new product's
 * stock enters through the ledger ('stock_inicial') at its opening cost, exactly as POST /productos does.
 */
export async function seed(knex: Knex): Promise<void> {
  for (const { active = true, ...cliente } of CLIENTES_DEMO) {
    if (await knex('clientes').whereRaw('lower(email) = lower(?)', [cliente.email]).first('cliente_id')) continue;
    await knex('clientes').insert({ ...cliente, active });
  }

  const administrador = await knex('usuarios').where({ rol: 'Administrador' }).orderBy('usuario_id').first('usuario_id');
  for (const [i, { stock, active = true, ...producto }] of PRODUCTOS_DEMO.entries()) {
    if (await knex('productos').whereRaw('lower(nombre) = lower(?)', [producto.nombre]).first('producto_id')) continue;
    const costo = costoInicialDemo(producto.precio, i);
    await knex.transaction(async (trx) => {
      const [{ producto_id }] = await trx('productos')
        .insert({ ...producto, stock: 0, active, costo_promedio: costo })
        .returning('producto_id');
      if (stock > 0) {
        await moverStock(trx, {
          productoId: producto_id,
          cantidad: stock,
          motivo: 'stock_inicial',
          usuarioId: administrador?.usuario_id,
          costoUnitario: costo,
        });
      }
    });
  }
}
