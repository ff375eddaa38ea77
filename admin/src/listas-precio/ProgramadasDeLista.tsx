import { useState } from 'react';
import { Alert, Box } from '@mui/material';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import { useDataProvider, useRecordContext } from 'react-admin';
import type { Lista } from '#dominio/listas';
import { Boton } from '../common/Boton';
import { DialogoDeConfirmacion } from '../common/DialogoDeConfirmacion';
import { useDialogoDeAccion } from '../common/useDialogoDeAccion';
import { formatFecha } from '../common/format';
import type { AppDataProvider } from '../dataProvider';

type Programada = Lista['Programadas'][number];

/** Above the list's form: the prices saved for a later day (docs/decisiones.md 105), each with "Cancelar". */
export function ProgramadasDeLista() {
  const lista = useRecordContext<Lista & { id: number }>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [elegida, setElegida] = useState<Programada>();
  const { abierto, abrir, cerrar, error, ejecutar } = useDialogoDeAccion('Precios programados cancelados', 'No se pudieron cancelar');
  if (!lista?.Programadas?.length) return null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, px: 2, pt: 2 }}>
      {lista.Programadas.map((p) => (
        <Alert
          key={p.ProgramadaID}
          severity="info"
          action={
            <Boton
              label="Cancelar"
              onClick={() => {
                setElegida(p);
                abrir();
              }}
            >
              <EventBusyIcon />
            </Boton>
          }
        >
          {`Precios programados desde el ${formatFecha(p.VigenteDesde)}: ${p.Resumen}${p.Usuario ? ` (${p.Usuario})` : ''}`}
        </Alert>
      ))}
      <DialogoDeConfirmacion
        abierto={abierto}
        titulo="Cancelar precios programados"
        error={error}
        accion="Cancelar precios"
        onCancelar={cerrar}
        onConfirmar={() => elegida && void ejecutar(() => dataProvider.cancelarPreciosProgramados(lista.id, elegida.ProgramadaID))}
      >
        {elegida && `Los precios programados desde el ${formatFecha(elegida.VigenteDesde)} no van a regir.`}
      </DialogoDeConfirmacion>
    </Box>
  );
}
