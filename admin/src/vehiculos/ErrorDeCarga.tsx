import { Alert, Box } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Loading } from 'react-admin';
import { Link } from 'react-router-dom';
import { Boton } from '../common/Boton';

/** 404 or any other failure of a detail's load, with the spec's two texts for each screen. */
export function ErrorDeCarga({
  error,
  noEncontrado,
  otro,
  volver,
}: {
  error: unknown;
  noEncontrado: string;
  otro: string;
  volver: { label: string; to: string };
}) {
  const status = (error as { status?: number } | null)?.status;
  return (
    <Box sx={{ mt: 2 }}>
      <Alert
        severity={status === 404 ? 'warning' : 'error'}
        action={
          <Boton component={Link} to={volver.to} label={volver.label}>
            <ArrowBackIcon />
          </Boton>
        }
      >
        {status === 404 ? noEncontrado : otro}
      </Alert>
    </Box>
  );
}

export const Cargando = () => <Loading loadingPrimary="Cargando..." loadingSecondary="" />;
