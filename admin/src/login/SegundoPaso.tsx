import { useState } from 'react';
import { Button, Link, Typography } from '@mui/material';
import { AuthCard } from './AuthCard';
import { guardarSesion, type SegundoPaso as Paso } from '../authProvider';
import { dataProvider } from '../dataProvider';
import { type Activado, CampoCodigo, CodigosDeRecuperacion, Inscripcion, useCodigo } from '../segundo-factor/Inscripcion';

// The sign-in's second step (issue 49, item 5), after a right password: the code of the authenticator app (or a
// recovery code), or, when REQUIERE_2FA makes this Administrador use one, turning it on before the first session.

const Volver = () => (
  <Typography variant="body2" sx={{ mt: 2, textAlign: 'center' }}>
    <Link href="/login">Volver al ingreso</Link>
  </Typography>
);

export function SegundoPaso({ SegundoFactor, Desafio, onIngreso }: Paso & { onIngreso: () => Promise<void> }) {
  const [activado, setActivado] = useState<Activado>();
  const { onSubmit, error, enviando } = useCodigo(
    async (Codigo) => (await dataProvider.ingresarConCodigo({ Desafio, Codigo })).data,
    ({ token }) => {
      guardarSesion(token);
      void onIngreso();
    },
  );

  if (SegundoFactor === 'codigo') {
    return (
      <AuthCard title="Verificación en dos pasos">
        <form onSubmit={onSubmit} noValidate>
          <Typography variant="body2" sx={{ mb: 2 }}>
            Escriba el código de 6 dígitos de su aplicación de autenticación, o uno de sus códigos de recuperación.
          </Typography>
          <CampoCodigo error={error} />
          <Button type="submit" variant="contained" fullWidth disabled={enviando}>
            Verificar
          </Button>
        </form>
        <Volver />
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Activar la verificación en dos pasos">
      {activado ? (
        <CodigosDeRecuperacion
          codigos={activado.CodigosDeRecuperacion}
          onListo={() => {
            guardarSesion(activado.token);
            void onIngreso();
          }}
        />
      ) : (
        <>
          <Typography variant="body2" sx={{ mb: 2 }}>
            Los administradores ingresan con un segundo factor: actívelo ahora para entrar.
          </Typography>
          <Inscripcion desafio={Desafio} onActivado={setActivado} />
          <Volver />
        </>
      )}
    </AuthCard>
  );
}
