import { Box, Button, Typography } from '@mui/material';
import { Link } from 'react-router-dom';

export function NotFound() {
  return (
    <Box sx={{ textAlign: 'center', mt: 10 }}>
      <Typography variant="h1" color="primary" sx={{ fontWeight: 700 }}>
        404
      </Typography>
      <Typography variant="h5" gutterBottom>
        Página no encontrada
      </Typography>
      <Button variant="contained" component={Link} to="/" sx={{ mt: 2 }}>
        Volver al inicio
      </Button>
    </Box>
  );
}
