import { Card, CardContent, Typography } from '@mui/material';
import { Title, useGetIdentity } from 'react-admin';

export function Dashboard() {
  const { identity } = useGetIdentity();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Dashboard" />
      <CardContent>
        <Typography variant="h5">Bienvenido, {identity?.Nombre ?? ''}</Typography>
      </CardContent>
    </Card>
  );
}
