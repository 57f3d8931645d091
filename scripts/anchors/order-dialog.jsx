// The smallest version of Order now on Reshelf's own stack (React 19, MUI 7 with Emotion): a
// shelf of 12 MUI cards, and a tap on a card's Order now opening a dialog that holds the order
// form's fields (three read-only, the meeting place, the verified phone with its button). No
// router, i18n, Firebase or code splitting: a yardstick for "Tap Order now → the dialog", built and
// measured by the bench beside Reshelf's (scripts/lib/bench-anchor.mjs).
import { memo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import {
  Alert,
  AppBar,
  Box,
  Button,
  Card,
  CardContent,
  CardMedia,
  Chip,
  Container,
  CssBaseline,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  InputAdornment,
  Stack,
  TextField,
  ThemeProvider,
  Toolbar,
  Typography,
  createTheme,
  useMediaQuery,
} from '@mui/material';

const books = Array.from({ length: 12 }, (_, i) => ({ id: i, name: `Book ${i}`, price: 200 + i * 10 }));
const readOnly = { input: { readOnly: true } };

function Order({ book, onClose }) {
  const fullScreen = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby="order-title">
      <form onSubmit={(event) => (event.preventDefault(), onClose())}>
        <DialogTitle id="order-title">{book.name}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField label="Your email" value="buyer@reshelf.test" slotProps={readOnly} />
            <TextField label="Item name" value={book.name} slotProps={readOnly} />
            <TextField label="Price" value={`৳${book.price}`} slotProps={readOnly} />
            <TextField label="Meeting place" defaultValue="Dhaka" required helperText="Where you meet the seller" />
            <TextField
              label="Your verified phone"
              value="01712-345678"
              helperText="The seller calls this number"
              slotProps={{
                input: {
                  readOnly: true,
                  endAdornment: (
                    <InputAdornment position="end">
                      <Button size="small">Change</Button>
                    </InputAdornment>
                  ),
                },
              }}
            />
            <Alert severity="info">Meet in a public place and check the book before you pay.</Alert>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained">
            Book now
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

// The shelf is not drawn again when the dialog opens.
const Shelf = memo(function Shelf({ order }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
      {books.map((book) => (
        <Card key={book.id} variant="outlined" sx={{ display: 'flex', gap: 2, p: 2 }}>
          <CardMedia sx={{ width: 105, height: 157, bgcolor: '#eee', borderRadius: 1 }} />
          <CardContent sx={{ p: 0 }}>
            <Typography variant="h6">{book.name}</Typography>
            <Typography sx={{ color: 'warning.dark', fontWeight: 700 }}>৳{book.price}</Typography>
            <Stack direction="row" spacing={1}>
              <Typography>Condition</Typography>
              <Chip size="small" label="Good" variant="outlined" />
            </Stack>
            <Button
              variant="contained"
              size="small"
              sx={{ mt: 1 }}
              aria-label={`Order now: ${book.name}`}
              onClick={() => order(book)}
            >
              Order now
            </Button>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
});

function App() {
  const [selected, setSelected] = useState(null);
  return (
    <ThemeProvider theme={createTheme()}>
      <CssBaseline />
      <AppBar position="static">
        <Toolbar>
          <Typography variant="h6">Reshelf</Typography>
        </Toolbar>
      </AppBar>
      <Container>
        <Typography variant="h3" component="h1">
          Horror
        </Typography>
        <Shelf order={setSelected} />
        {selected && <Order book={selected} onClose={() => setSelected(null)} />}
      </Container>
    </ThemeProvider>
  );
}

createRoot(document.getElementById('root')).render(<App />);
