import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import { TopToolbar } from 'react-admin';
import { EdicionVersionada } from '../common/EdicionVersionada';
import { PapelButton } from '../common/PapelButton';
import { AccionHoja } from './AccionHoja';
import { cuerpoDelPlan, HojaForm } from './HojaForm';

const Acciones = () => (
  <TopToolbar>
    <AccionHoja accion="iniciar" label="Iniciar recorrido" icon={<PlayArrowIcon />} />
    <AccionHoja accion="cerrar" label="Cerrar hoja" icon={<DoneAllIcon />} />
    <PapelButton label="Imprimir hoja de ruta" icon={<PictureAsPdfIcon />} />
  </TopToolbar>
);

export function HojaEdit() {
  return (
    <EdicionVersionada
      title="Hoja de ruta"
      redirect={false}
      transform={cuerpoDelPlan}
      actions={<Acciones />}
      mensajeError="Error al guardar la hoja de ruta"
    >
      <HojaForm />
    </EdicionVersionada>
  );
}
