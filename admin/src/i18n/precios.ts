// The names and field labels of the price screens (issue 47): categories, a product's price history, increases and
// their preview, and the price lists. es.ts spreads them into its resources.
export const recursosDePrecios = {
  categorias: {
    name: 'Categoría |||| Categorías',
    fields: { CategoriaID: 'ID', Nombre: 'Nombre', Active: 'Activo' },
  },
  'precios-producto': {
    name: 'Precio |||| Precios',
    fields: {
      Fecha: 'Fecha',
      OrigenTexto: 'Origen',
      PrecioAnterior: 'Precio anterior',
      PrecioNuevo: 'Precio nuevo',
      Usuario: 'Usuario',
      AumentoID: 'Aumento',
    },
  },
  'aumentos-precio': {
    name: 'Aumento de precios |||| Aumentos de precios',
    fields: {
      AumentoID: 'Nro',
      Descripcion: 'Aumento',
      Alcance: 'Productos',
      CategoriaID: 'Categoría',
      ProveedorID: 'Proveedor',
      ProductoIDs: 'Productos elegidos',
      Modo: 'Cómo cambia el precio',
      Valor: 'Valor',
      Redondeo: 'Redondeo',
      VigenteDesde: 'Rige desde',
      Estado: 'Estado',
      Productos: 'Precios cambiados',
      Usuario: 'Usuario',
      CreadoAt: 'Creado',
    },
  },
  'listas-precio': {
    name: 'Lista de precios |||| Listas de precios',
    fields: {
      ListaID: 'ID',
      Nombre: 'Nombre',
      Tipo: 'Cómo fija los precios',
      Porcentaje: 'Porcentaje sobre la lista general',
      Redondeo: 'Redondeo',
      Items: 'Precios propios',
      Escalas: 'Escalas por cantidad',
      ProductoID: 'Producto',
      Precio: 'Precio',
      VigenteDesde: 'Vigente desde',
      Desde: 'Desde (unidades)',
      Active: 'Activo',
    },
  },
  'precios-lista': {
    name: 'Precio de la lista |||| Precios de la lista',
    fields: { Nombre: 'Producto', Categoria: 'Categoría', Precio: 'Precio', Escalas: 'Por cantidad', desde: 'Vigente desde' },
  },
  'vista-previa-aumento': {
    name: 'Precio previsto |||| Precios previstos',
    fields: {
      Nombre: 'Producto',
      Categoria: 'Categoría',
      PrecioActual: 'Precio actual',
      PrecioNuevo: 'Precio nuevo',
      Diferencia: 'Diferencia',
    },
  },
};
