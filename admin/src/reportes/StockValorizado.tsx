import { useState } from 'react';
import { Box, Button, Chip, Stack, TextField } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { Title } from 'react-admin';
import { formatoCantidad } from '#dominio/formatos';
import { DIAS_SIN_VENTAS_POR_DEFECTO, type ReporteStock } from '#dominio/reportes';
import { dinero, fecha, type Fila } from '../common/exportar';
import { formatFecha, formatMoneda } from '../common/format';
import { GraficoBarrasHorizontales } from '../common/graficos/GraficoBarrasHorizontales';
import { hoyNegocio } from '../common/zonaNegocio';
import { CampoDia, SelectorCategoria } from './FiltrosDeReporte';
import { type ColumnaDeTabla, TablaDeReporte } from './TablaDeReporte';
import { EstadoDelReporte, TarjetaGrafico, TarjetaTabla, TarjetaTotal } from './TarjetaReporte';
import { useReporte } from './useReporte';

type Producto = ReporteStock['Productos'][number];

const filasExcel = (reporte: ReporteStock): Fila[] =>
  reporte.Productos.map((p) => ({
    Producto: p.Nombre,
    Categoría: p.Categoria ?? 'Sin categoría',
    Stock: p.Stock,
    'Costo promedio': dinero(p.CostoPromedio),
    Valor: dinero(p.Valor),
    'Última venta': fecha(p.UltimaVenta),
    'Sin ventas': p.SinVentas,
  }));

const COLUMNAS: ColumnaDeTabla<Producto>[] = [
  { titulo: 'Categoría', izquierda: true, texto: (p) => p.Categoria ?? 'Sin categoría' },
  { titulo: 'Stock', texto: (p) => formatoCantidad(p.Stock) },
  { titulo: 'Costo promedio', texto: (p) => (p.CostoPromedio === null ? 'Sin costo' : formatMoneda(p.CostoPromedio)) },
  { titulo: 'Valor', texto: (p) => (p.Valor === null ? '—' : formatMoneda(p.Valor)) },
  { titulo: 'Última venta', izquierda: true, texto: (p) => (p.UltimaVenta ? formatFecha(p.UltimaVenta) : 'Nunca') },
];

/** Stock valorizado (issue 48): the stock at its average cost per category and product, today or on a past day. */
export function StockValorizado() {
  const theme = useTheme();
  const [dia, setDia] = useState(hoyNegocio());
  const [categoriaId, setCategoriaId] = useState('');
  const [dias, setDias] = useState(String(DIAS_SIN_VENTAS_POR_DEFECTO));
  const [soloSinVentas, setSoloSinVentas] = useState(false);
  const consulta = {
    ...(dia !== hoyNegocio() && { Fecha: dia }),
    ...(categoriaId && { CategoriaID: Number(categoriaId) }),
    ...(Number(dias) > 0 && { SinVentasDias: Number(dias) }),
  };
  const { reporte, error, cargando } = useReporte<'reporteStock', ReporteStock>('reporteStock', consulta);
  const productos: Producto[] = reporte ? reporte.Productos.filter((p) => !soloSinVentas || p.SinVentas) : [];
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gap: 2, minWidth: 0 }}>
      <Title title="Stock valorizado" />
      <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap' }}>
        <CampoDia label="Al día" value={dia} onChange={setDia} />
        <SelectorCategoria value={categoriaId} onChange={setCategoriaId} />
        <TextField
          size="small"
          fullWidth={false}
          type="number"
          label="Sin ventas en (días)"
          value={dias}
          onChange={(e) => setDias(e.target.value)}
          slotProps={{ htmlInput: { min: 1, max: 3650 } }}
          sx={{ width: 170 }}
        />
        <Button
          variant={soloSinVentas ? 'contained' : 'outlined'}
          size="small"
          onClick={() => setSoloSinVentas(!soloSinVentas)}
          aria-pressed={soloSinVentas}
        >
          Solo sin ventas
        </Button>
      </Stack>
      <EstadoDelReporte cargando={cargando} error={error} />
      {reporte && (
        <>
          <TarjetaTotal titulo={`Valor del stock al ${formatFecha(reporte.Fecha)}`} valor={formatMoneda(reporte.Total.Valor)}>
            {formatoCantidad(reporte.Total.Unidades)} unidades
            {reporte.Total.ProductosSinCosto > 0 &&
              ` · ${formatoCantidad(reporte.Total.ProductosSinCosto)} productos sin costo conocido, fuera del valor`}
          </TarjetaTotal>
          <TarjetaGrafico titulo="Valor por categoría" archivo={`Stock valorizado ${reporte.Fecha}`}>
            <GraficoBarrasHorizontales
              ariaLabel="Valor del stock por categoría"
              color={theme.palette.primary.main}
              enfocable
              filas={reporte.Categorias.map((c) => ({
                etiqueta: c.Nombre,
                valor: c.Valor,
                lineas: [`Valor: ${formatMoneda(c.Valor)}`, `${formatoCantidad(c.Unidades)} unidades`],
              }))}
            />
          </TarjetaGrafico>
          <TarjetaTabla filas={() => filasExcel(reporte)} archivo={`Stock valorizado ${reporte.Fecha}`}>
            <TablaDeReporte<Producto>
              nombre="Stock valorizado por producto"
              primera="Producto"
              columnas={COLUMNAS}
              filas={productos.map((p) => ({
                clave: String(p.ProductoID),
                titulo: (
                  <>
                    {p.Nombre} {p.SinVentas && <Chip size="small" color="warning" label="Sin ventas" sx={{ ml: 0.5 }} />}
                  </>
                ),
                valores: p,
              }))}
              vacia="No hay productos con stock para mostrar"
            />
          </TarjetaTabla>
        </>
      )}
    </Box>
  );
}
