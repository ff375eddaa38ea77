import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { HttpError, LinearProgress, Title, useDataProvider, useNotify } from 'react-admin';
import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { formatoKg } from '#dominio/formatos';
import type { HojaDeRutaDetalle, Parada } from '#dominio/hojasDeRuta';
import { mensajeDeError } from '../common/errores';
import { tomarPrecarga } from '../common/precarga';
import { claimsDeLaSesion, type Dueno } from '../arranque/vistaGuardada';
import { formatFecha } from '../common/format';
import type { AppDataProvider } from '../dataProvider';
import { sinRespuesta } from '../dataProvider/httpClient';
import { COLOR_ESTADO_HOJA } from '../hojas-de-ruta/estados';
import {
  descartarRechazo,
  encolar,
  enviarPendientes,
  guardarHoja,
  hojaGuardada,
  iniciarCola,
  type TipoAccion,
  useCola,
  usuarioActual,
} from './cola';
import { DialogoEntrega } from './DialogoEntrega';
import { DialogoNoEntrega } from './DialogoNoEntrega';
import { ParadaCard } from './ParadaCard';
import { useVistaDelRecorrido } from './vistaDelRecorrido';

/** The sheet from the server, kept on the phone; without signal, the one kept (of this same user). */
async function leerHoja(dataProvider: AppDataProvider): Promise<{ hoja: HojaDeRutaDetalle | null; guardada: boolean; dueno?: Dueno }> {
  const usuarioId = usuarioActual();
  const dueno = claimsDeLaSesion();
  try {
    // The first screen's answer (GET /inicio, main.tsx) brings it when the app was opened here.
    const hoja = await tomarPrecarga('mi-recorrido', async () => (await dataProvider.miRecorrido()).data);
    if (usuarioId !== undefined) await guardarHoja({ usuarioId, hoja });
    return { hoja, guardada: false, dueno };
  } catch (error) {
    // The server answered (a refusal): that is what to show. No answer: the sheet kept on the phone.
    if (error instanceof HttpError && !sinRespuesta(error)) throw error;
    const guardada = await hojaGuardada();
    if (!guardada || guardada.usuarioId !== usuarioId) throw error;
    return { hoja: guardada.hoja, guardada: true };
  }
}

/**
 * "Mi recorrido" (docs/funcional.md, El teléfono del chofer): the driver's sheet of today, one card per stop in order.
 * Actions go through the phone's queue (cola.ts): each card shows at once what the driver did, "Pendiente de enviar"
 * until the server has it.
 */
export function MiRecorrido() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const cola = useCola();
  const [dialogo, setDialogo] = useState<{ parada: Parada; tipo: TipoAccion }>();
  const [iniciando, setIniciando] = useState(false);
  // Asked even without signal ('always': react-query would otherwise wait for the network), to fall back on the kept sheet.
  const { data, isPending, error, refetch } = useQuery({
    queryKey: ['mi-recorrido'],
    queryFn: () => leerHoja(dataProvider),
    networkMode: 'always',
  });

  useEffect(() => iniciarCola(), []);
  useVistaDelRecorrido(data?.hoja, data?.dueno, !isPending);
  const usuarioId = usuarioActual();
  const misAcciones = cola.acciones.filter((a) => a.usuarioId === usuarioId);
  // Once the queue empties the sheet is read again: states and tally as the server has them now (a refused action's
  // stop may have been resolved by someone else).
  const pendientes = misAcciones.length;
  const antes = useRef(pendientes);
  useEffect(() => {
    if (antes.current > 0 && pendientes === 0) void refetch();
    antes.current = pendientes;
  }, [pendientes, refetch]);

  if (isPending) return <LinearProgress sx={{ m: 2 }} />;
  if (error || !data) {
    return (
      <Box sx={{ p: 2 }}>
        <Title title="Mi recorrido" />
        <Alert severity="error" action={<Button onClick={() => refetch()}>Reintentar</Button>}>
          {mensajeDeError(error, 'No se pudo leer la hoja de ruta: revise la conexión')}
        </Alert>
      </Box>
    );
  }
  const { hoja, guardada } = data;
  if (!hoja) {
    return (
      <Box sx={{ p: 2 }}>
        <Title title="Mi recorrido" />
        <Typography>No tiene una hoja de ruta para hoy.</Typography>
      </Box>
    );
  }

  const paradas = hoja.Paradas.map((p) => cola.respondidas.get(p.ParadaID) ?? p);
  const resueltas = paradas.filter((p) => p.Resultado || misAcciones.some((a) => a.paradaId === p.ParadaID)).length;

  const iniciar = async () => {
    setIniciando(true);
    try {
      await dataProvider.accionHoja({ ...hoja, id: hoja.HojaID }, 'iniciar');
      notify('Recorrido iniciado', { type: 'success' });
      await refetch();
    } catch (e) {
      notify(mensajeDeError(e, 'No se pudo iniciar el recorrido: revise la conexión'), { type: 'error' });
    } finally {
      setIniciando(false);
    }
  };

  const registrar = async (cuerpo: Record<string, unknown>) => {
    if (!dialogo) return;
    try {
      await encolar({ hojaId: hoja.HojaID, paradaId: dialogo.parada.ParadaID, tipo: dialogo.tipo, cuerpo });
      setDialogo(undefined);
    } catch (e) {
      notify(e instanceof Error ? e.message : 'No se pudo guardar la acción en el teléfono', { type: 'error' });
    }
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 720, width: '100%', mx: 'auto' }}>
      <Title title="Mi recorrido" />
      <Box component="header" sx={{ mb: 2 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
          <Typography variant="h5" component="h2">
            Hoja de ruta N° {hoja.HojaID}
          </Typography>
          <Chip label={hoja.Estado} color={COLOR_ESTADO_HOJA[hoja.Estado]} />
        </Stack>
        <Typography variant="body2">
          {formatFecha(hoja.Fecha)} · {hoja.Vehiculo.Patente} {hoja.Vehiculo.Marca} {hoja.Vehiculo.Modelo} · {formatoKg(hoja.Kg)}
        </Typography>
        <Typography variant="body1" sx={{ mt: 0.5 }}>
          Resueltas: {resueltas} de {paradas.length}
        </Typography>
        {hoja.Estado === 'Planificada' && paradas.length > 0 && (
          <Button
            variant="contained"
            size="large"
            startIcon={<PlayArrowIcon />}
            disabled={iniciando || guardada}
            onClick={iniciar}
            sx={{ mt: 1, minHeight: 48, width: { xs: '100%', sm: 'auto' } }}
          >
            Iniciar recorrido
          </Button>
        )}
      </Box>
      <Stack spacing={1} sx={{ mb: 2 }}>
        {!cola.enLinea && <Alert severity="warning">Sin conexión: lo que registre queda en el teléfono y se envía al volver la señal.</Alert>}
        {guardada && <Alert severity="info">Se muestra la hoja guardada en el teléfono.</Alert>}
        {cola.sinSesion && pendientes > 0 && <Alert severity="warning">La sesión venció: ingrese de nuevo para enviar lo pendiente.</Alert>}
        {pendientes > 0 && (
          <Alert
            severity="info"
            action={
              <Button color="inherit" onClick={() => void enviarPendientes()}>
                Reintentar
              </Button>
            }
          >
            {pendientes === 1 ? '1 acción pendiente de enviar' : `${pendientes} acciones pendientes de enviar`}
          </Alert>
        )}
      </Stack>
      <Stack spacing={2} component="section" aria-label="Paradas">
        {paradas.map((p) => (
          <ParadaCard
            key={p.ParadaID}
            parada={p}
            pendiente={misAcciones.find((a) => a.paradaId === p.ParadaID)}
            rechazo={cola.rechazos.find((r) => r.paradaId === p.ParadaID && r.usuarioId === usuarioId)}
            accionable={hoja.Estado === 'En curso'}
            onAccion={(tipo) => setDialogo({ parada: p, tipo })}
            onDescartarRechazo={(clave) => void descartarRechazo(clave)}
          />
        ))}
      </Stack>
      {dialogo?.tipo === 'no-entregado' && (
        <DialogoNoEntrega parada={dialogo.parada} onConfirmar={registrar} onCerrar={() => setDialogo(undefined)} />
      )}
      {dialogo && dialogo.tipo !== 'no-entregado' && (
        <DialogoEntrega
          parada={dialogo.parada}
          parcial={dialogo.tipo === 'entrega-parcial'}
          onConfirmar={registrar}
          onCerrar={() => setDialogo(undefined)}
        />
      )}
    </Box>
  );
}
