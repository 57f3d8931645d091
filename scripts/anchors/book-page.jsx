// The smallest version of a returning buyer's book page on Reshelf's own stack (React 19, MUI 7 with
// Emotion, Firebase Auth and Firestore with the persistent multi-tab cache): the demo buyer signed
// in, one listing read live (`?book=<id>`), its cover as the page's largest picture. No router,
// i18n, service worker or code splitting: a yardstick for "Returning: a book's page", built and
// measured by the bench beside Reshelf's (scripts/lib/bench-anchor.mjs). With `#card`, the cover
// in a shelf card's small size only, as the buyer's shelf showed it before the book's page (a hash,
// so the page's own address, and so its cache entry, stays the same).
import {
  AppBar,
  Box,
  Button,
  Container,
  CssBaseline,
  Stack,
  ThemeProvider,
  Toolbar,
  Typography,
  createTheme,
} from '@mui/material';
import { createRoot } from 'react-dom/client';

// The emulators and Hosting of `npm start` and the bench (scripts/lib/emulators.mjs).
const HOSTING = 'http://127.0.0.1:5000';
const photo = (id, size) => `${HOSTING}/api/photos/${id}/${size}`;

const params = new URLSearchParams(location.search);
const id = params.get('book');
const card = location.hash === '#card';

function Book({ book }) {
  if (!book) return null;
  const cover = book.photos?.[0];
  if (card) return cover && <img src={photo(cover, 320)} width={105} height={157} alt={book.productName} />;
  return (
    <Stack spacing={2}>
      {cover && (
        <Box
          component="img"
          src={photo(cover, 960)}
          srcSet={`${photo(cover, 320)} 320w, ${photo(cover, 960)} 960w`}
          sizes="(min-width: 900px) 280px, (min-width: 600px) 200px, calc(100vw - 32px)"
          width={640}
          height={960}
          alt={book.productName}
          sx={{ width: '100%', height: 'auto', aspectRatio: '2 / 3', objectFit: 'cover', borderRadius: 1 }}
        />
      )}
      <Typography variant="h4" component="h1" id="book-title">
        {book.productName}
      </Typography>
      <Typography color="text.secondary">by {book.author}</Typography>
      <Typography sx={{ color: 'warning.dark', fontWeight: 700 }}>৳{book.price}</Typography>
      <Typography>{book.description}</Typography>
      <Button variant="contained">Order now</Button>
    </Stack>
  );
}

function App({ book }) {
  return (
    <ThemeProvider theme={createTheme()}>
      <CssBaseline />
      <AppBar position="static">
        <Toolbar>
          <Typography variant="h6">Reshelf</Typography>
        </Toolbar>
      </AppBar>
      <Container sx={{ py: 2 }}>
        <Book book={book} />
      </Container>
    </ThemeProvider>
  );
}

const root = createRoot(document.getElementById('root'));
root.render(<App />);
const { initializeApp } = await import('firebase/app');
const { getAuth, connectAuthEmulator, signInWithEmailAndPassword, onAuthStateChanged } = await import('firebase/auth');
const {
  initializeFirestore,
  persistentLocalCache,
  persistentMultipleTabManager,
  connectFirestoreEmulator,
  doc,
  onSnapshot,
} = await import('firebase/firestore');
const app = initializeApp({ apiKey: 'demo-key', projectId: 'demo-reshelf', authDomain: 'localhost' });
const auth = getAuth(app);
connectAuthEmulator(auth, 'http://127.0.0.1:9099', { disableWarnings: true });
const db = initializeFirestore(app, {
  localCache: persistentLocalCache({ tabManager: persistentMultipleTabManager() }),
});
connectFirestoreEmulator(db, '127.0.0.1', 8080);
onAuthStateChanged(auth, async (user) => {
  if (!user) return void (await signInWithEmailAndPassword(auth, 'buyer@reshelf.test', 'buyer-demo-1'));
  onSnapshot(doc(db, 'products', id), (snapshot) => {
    root.render(<App book={snapshot.data()} />);
    document.title = 'rendered';
  });
});
