import { Alert, Card, CardContent, CardHeader } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { scalePoint } from '@visx/scale';
import { LinePath } from '@visx/shape';
import type { Identifier } from 'react-admin';
import { useGetList } from 'react-admin';
import type { CargaCombustible } from '#dominio/combustible';
import { formatDiaMes, formatFecha } from '../../common/format';
import { ConDetalle, Leyenda } from '../../common/graficos/Detalle';
import { ALTO_EJE_CATEGORIAS, ARRIBA_EJE_VALORES, EjeCategorias, EjeValores } from '../../common/graficos/Ejes';
import { MarcoGrafico } from '../../common/graficos/Marco';
import { ejeValores } from '../../common/graficos/medidas';
import { TEXTOS_GRAFICOS } from '../../common/graficos/textosGraficos';
import { TEXTOS_FLOTA, formatConsumo, formatNumero } from '../textosFlota';

/** The trend covers this many of the latest loads (a year of weekly loads), one page like any list. */
const CARGAS_EN_TENDENCIA = 50;

const ALTO = 240;
const ALTO_AREA = ALTO - ARRIBA_EJE_VALORES - ALTO_EJE_CATEGORIAS;

type Punto = CargaCombustible & { id: number; ConsumoL100km: number };

/** The latest loads with a consumption, oldest first: the line of the vehicle's consumption, outliers marked. */
export default function GraficoConsumo({ vehiculoId }: { vehiculoId: Identifier }) {
  const theme = useTheme();
  const { data = [], isPending } = useGetList<CargaCombustible & { id: number }>('combustible', {
    filter: { vehiculoId },
    sort: { field: 'Kilometraje', order: 'DESC' },
    pagination: { page: 1, perPage: CARGAS_EN_TENDENCIA },
  });
  const puntos = data.filter((c): c is Punto => c.ConsumoL100km !== null).reverse();
  const consumos = puntos.map((c) => c.ConsumoL100km);
  // Around the consumptions, not from zero: the trend is in the changes of a few litres.
  const eje =
    consumos.length > 0
      ? ejeValores(Math.min(...consumos), Math.max(...consumos), ALTO_AREA, formatNumero)
      : ejeValores(0, 0, ALTO_AREA, formatNumero);
  const colorDe = (c: Punto) => (c.Atipico ? theme.palette.warning.main : theme.palette.primary.main);
  return (
    <Card variant="outlined">
      <CardHeader title={TEXTOS_FLOTA.tendencia} slotProps={{ title: { variant: 'h6' } }} />
      <CardContent>
        {!isPending && puntos.length === 0 ? (
          <Alert severity="info">{TEXTOS_FLOTA.sinConsumos}</Alert>
        ) : (
          <>
            <Leyenda
              items={[
                { nombre: 'L/100 km', color: theme.palette.primary.main },
                { nombre: TEXTOS_FLOTA.consumoAtipico, color: theme.palette.warning.main, forma: 'punto' },
              ]}
            />
            <MarcoGrafico
              ariaLabel={TEXTOS_FLOTA.tendencia}
              alto={ALTO}
              margen={{ arriba: ARRIBA_EJE_VALORES, derecha: 8, abajo: ALTO_EJE_CATEGORIAS, izquierda: eje.ancho }}
              mensaje={isPending ? TEXTOS_GRAFICOS.loading : undefined}
            >
              {({ ancho }) => {
                const x = scalePoint({ domain: puntos.map((c) => c.id), range: [0, ancho], padding: 0.5 });
                return (
                  <>
                    <EjeValores marcas={eje.marcas} ancho={ancho} />
                    <LinePath
                      data={puntos}
                      x={(c) => x(c.id) ?? 0}
                      y={(c) => eje.escala(c.ConsumoL100km)}
                      stroke={theme.palette.primary.main}
                      strokeWidth={2}
                      fill="none"
                    />
                    {puntos.map((c) => (
                      <ConDetalle
                        key={c.id}
                        titulo={formatFecha(c.Fecha)}
                        lineas={[formatConsumo(c.ConsumoL100km), ...(c.Atipico ? [TEXTOS_FLOTA.consumoAtipico] : [])]}
                      >
                        <g className="zona" transform={`translate(${x(c.id)}, ${eje.escala(c.ConsumoL100km)})`}>
                          {/* A finger-sized target around a small dot. */}
                          <circle className="fondo" r={10} fill="transparent" />
                          <circle data-punto={c.Atipico ? 'atipico' : 'normal'} r={c.Atipico ? 5 : 3} fill={colorDe(c)} />
                        </g>
                      </ConDetalle>
                    ))}
                    <EjeCategorias
                      categorias={puntos.map((c) => ({ x: x(c.id) ?? 0, etiqueta: formatDiaMes(c.Fecha) }))}
                      ancho={ancho}
                      alto={ALTO_AREA}
                    />
                  </>
                );
              }}
            </MarcoGrafico>
          </>
        )}
      </CardContent>
    </Card>
  );
}
