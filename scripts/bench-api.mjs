// npm run bench:api: the API's latency and throughput against the emulators (not part of npm test).
// The functions emulator starts a worker per concurrent request, so the Express app is measured on
// a plain Node HTTP server against the Firestore and Auth emulators; the emulator's own end-to-end
// figures (through Hosting) are taken at low concurrency and reported apart.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { execWithEmulators, PORTS, PROJECT_ID } from './lib/emulators.mjs';
import { root } from './lib/paths.mjs';
import { buildAll, checkJava, ensureInstalled } from './lib/setup.mjs';

const CACHE = join(root, '.cache', 'bench');
const REPORT = join(CACHE, 'report.txt');
const LOAD = [10, 50];
// BENCH_API_ORDERS and BENCH_API_SECONDS shorten a run (to check the bench itself).
const ORDERS_PER_RUN = Number(process.env.BENCH_API_ORDERS ?? 1000);
const GET_SECONDS = Number(process.env.BENCH_API_SECONDS ?? 10);
const EMULATOR_RUN = { connections: 2, gets: 100, orders: 50, uploads: 20 };
// Uploads decode and encode on the CPU; these stay under the seller's hourly photo limit.
const PHOTO_UPLOADS = { connections: 2, count: 60 };
const PHONE = '01712-345678';

if (process.env.RESHELF_BENCH_INSIDE) await benchInsideEmulators();
else await outside();

async function outside() {
  ensureInstalled();
  checkJava();
  await buildAll({ web: !existsSync(join(root, 'web', 'dist', 'index.html')) });
  mkdirSync(CACHE, { recursive: true });
  rmSync(REPORT, { force: true });
  const importMs = coldImportMs();

  console.log('Starting the emulators and running the bench (about three minutes)...');
  const logFile = join(CACHE, 'emulators.log');
  const exec = await execWithEmulators(`node ${join('scripts', 'bench-api.mjs')}`, {
    env: { RESHELF_BENCH_INSIDE: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  writeFileSync(logFile, `${exec.stdout}\n${exec.stderr}`);
  if (exec.status !== 0 || !existsSync(REPORT)) {
    console.error(`The bench failed (exit ${exec.status}); see ${logFile}`);
    process.exit(1);
  }
  console.log(`\n${readFileSync(REPORT, 'utf8')}`);
  console.log(`Functions bundle cold import (node, import of functions/lib/index.js, median of 5): ${importMs} ms`);
}

/** Median time for a fresh Node process to import the built functions bundle. */
function coldImportMs() {
  const script = `const t = performance.now(); await import('./lib/index.js'); console.log(performance.now() - t);`;
  const runs = Array.from({ length: 5 }, () =>
    Number(
      execFileSync(process.execPath, ['--input-type=module', '-e', script], {
        cwd: join(root, 'functions'),
        encoding: 'utf8',
      }).trim(),
    ),
  );
  return median(runs).toFixed(0);
}

async function benchInsideEmulators() {
  const { createApp, MAX_ACTIVE_BOOKINGS, initializeApp, getAuth, getFirestore, FieldValue, Timestamp } =
    await loadApp();
  process.env.JWT_SECRET = /^JWT_SECRET=(.+)$/m.exec(readFileSync(join(root, 'functions', '.secret.local'), 'utf8'))[1];
  initializeApp({ projectId: PROJECT_ID });
  const db = getFirestore();

  const totalOrders = ORDERS_PER_RUN * LOAD.length + EMULATOR_RUN.orders;
  const people = await createPeople(getAuth(), db, FieldValue, Math.ceil(totalOrders / MAX_ACTIVE_BOOKINGS));
  const horror = await createProducts(db, people.seller, 60, 'Horror', 'horror', Timestamp);
  const books = await createProducts(
    db,
    people.seller,
    totalOrders,
    'Historical fiction',
    'historical-fiction',
    Timestamp,
  );
  const token = await accessToken(people.buyers[0]);
  const sellerToken = await accessToken(people.seller);
  // One more for the GET rows to read.
  const uploads = await photoUploads(PHOTO_UPLOADS.count + EMULATOR_RUN.uploads + 1);
  const buyerTokens = await Promise.all(people.buyers.map(accessToken));
  // A buyer holds at most MAX_ACTIVE_BOOKINGS, so the orders go round the buyers, one book each,
  // each buyer from an address of its own (the rate limits count per user and per address).
  const orderBooks = books.map((productId, i) => {
    const buyer = i % buyerTokens.length;
    return { productId, token: buyerTokens[buyer], ip: `10.0.${buyer >> 8}.${buyer & 255}` };
  });

  const server = createServer(createApp());
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const plainUrl = `http://127.0.0.1:${server.address().port}/api`;
  const hostingUrl = `http://127.0.0.1:${PORTS.hosting}/api`;

  const rows = [];
  await measure({ url: `${plainUrl}/categoryBooks/horror`, token, connections: 10, duration: 3 }); // warm-up
  for (const connections of LOAD) {
    rows.push([
      'plain Node',
      'GET /api/categoryBooks/horror',
      connections,
      await measure({ url: `${plainUrl}/categoryBooks/horror`, token, connections, duration: GET_SECONDS }),
    ]);
  }
  for (const connections of LOAD) {
    rows.push([
      'plain Node',
      'POST /api/orders',
      connections,
      await measure({ url: `${plainUrl}/orders`, token, connections, orders: orderBooks.splice(0, ORDERS_PER_RUN) }),
    ]);
  }
  rows.push([
    'plain Node',
    'POST /api/photos',
    PHOTO_UPLOADS.connections,
    await measure({
      url: `${plainUrl}/photos`,
      token: sellerToken,
      connections: PHOTO_UPLOADS.connections,
      uploads: uploads.splice(0, PHOTO_UPLOADS.count),
    }),
  ]);
  const photo = await (
    await fetch(`${plainUrl}/photos`, {
      method: 'POST',
      headers: { authorization: `Bearer ${sellerToken}`, 'content-type': 'image/jpeg' },
      body: uploads.pop(),
    })
  ).json();
  for (const connections of LOAD) {
    rows.push([
      'plain Node',
      'GET /api/photos/{id}/960',
      connections,
      await measure({ url: `${plainUrl}/photos/${photo.id}/960`, connections, duration: GET_SECONDS }),
    ]);
  }
  server.close();

  const { connections, gets, orders } = EMULATOR_RUN;
  await measure({ url: `${hostingUrl}/categoryBooks/horror`, token, connections, amount: 10 }); // workers up
  rows.push([
    'emulator',
    'GET /api/categoryBooks/horror',
    connections,
    await measure({ url: `${hostingUrl}/categoryBooks/horror`, token, connections, amount: gets }),
  ]);
  rows.push([
    'emulator',
    'POST /api/orders',
    connections,
    await measure({ url: `${hostingUrl}/orders`, token, connections, orders: orderBooks.splice(0, orders) }),
  ]);
  rows.push([
    'emulator',
    'POST /api/photos',
    connections,
    await measure({ url: `${hostingUrl}/photos`, token: sellerToken, connections, uploads }),
  ]);
  rows.push([
    'emulator',
    'GET /api/photos/{id}/960',
    connections,
    await measure({ url: `${hostingUrl}/photos/${photo.id}/960`, connections, amount: gets }),
  ]);

  const catalogue = (await db.collection('products').count().get()).data().count;
  writeFileSync(REPORT, format(rows, horror.length, catalogue, MAX_ACTIVE_BOOKINGS));
  process.exit(0);
}

/** The Express app bundled for plain Node, and the Admin SDK it shares the default app with. */
async function loadApp() {
  const outfile = join(CACHE, 'app.mjs');
  // Imported here, once ensureInstalled() has run: a fresh clone has no node_modules yet.
  const { build } = await import('esbuild');
  await build({
    stdin: {
      contents: `export { createApp } from './src/app'; export { MAX_ACTIVE_BOOKINGS } from '@reshelf/domain';`,
      resolveDir: join(root, 'functions'),
      loader: 'ts',
    },
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    external: ['firebase-admin', 'firebase-functions', 'sharp'],
    // Express and its dependencies are CommonJS and require Node's built-ins.
    banner: { js: `import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);` },
    logLevel: 'warning',
  });
  const [{ createApp, MAX_ACTIVE_BOOKINGS }, app, auth, firestore] = await Promise.all([
    import(pathToFileURL(outfile).href),
    import('firebase-admin/app'),
    import('firebase-admin/auth'),
    import('firebase-admin/firestore'),
  ]);
  return { createApp, MAX_ACTIVE_BOOKINGS, ...app, ...auth, ...firestore };
}

/** A seller and `buyers` buyers, created a few at a time. */
async function createPeople(auth, db, FieldValue, buyers) {
  const stamp = Date.now().toString(36);
  // Numbers of this run's own (Auth refuses a number another account has).
  const firstPhone = Date.now() % 9e7;
  let people = 0;
  const make = async (key, account, extra = {}) => {
    const email = `bench-${key}-${stamp}@bench.reshelf.test`;
    // Booking, listing and uploading photos need a verified email and phone; the Admin SDK sets
    // them as the verification link and the SMS code would.
    const phoneNumber = `+88017${String(firstPhone + people++).padStart(8, '0')}`;
    const { uid } = await auth.createUser({ email, password: 'bench-password-1', emailVerified: true, phoneNumber });
    const user = { name: `Bench ${key}`, email, account, ...extra, createdAt: FieldValue.serverTimestamp() };
    await db.doc(`users/${uid}`).set(user);
    return { uid, ...user };
  };
  const seller = await make('seller', 'Seller', { status: 'verify' });
  const made = [];
  for (let i = 0; i < buyers; i += 20)
    made.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(20, buyers - i) }, (_, j) => make(`buyer-${i + j}`, 'Buyer')),
      )),
    );
  return { seller, buyers: made };
}

async function createProducts(db, seller, count, categoryName, categoryId, Timestamp) {
  const ids = [];
  for (let start = 0; start < count; start += 500) {
    const batch = db.batch();
    for (let i = start; i < Math.min(count, start + 500); i++) {
      const ref = db.collection('products').doc();
      ids.push(ref.id);
      batch.set(ref, {
        sellerEmail: seller.email,
        sellerUid: seller.uid,
        sellerName: seller.name,
        sellerVerified: true,
        productName: `Bench book ${i}`,
        image: 'https://example.com/bench.jpg',
        price: 100 + (i % 400),
        originalPrice: 900,
        condition: 'Good',
        phone: PHONE,
        location: 'Dhaka',
        categoryName,
        categoryId,
        productStatus: 'Available',
        purchaseDate: '2020',
        description: 'A book for the bench.',
        postedAt: Timestamp.fromMillis(Date.now() - i * 1000),
      });
    }
    await batch.commit();
  }
  return ids;
}

/**
 * `count` phone photos as the form uploads them: 1600 x 1200 JPEGs of about 200 KB, each with a
 * comment of its own, so every upload is a new photo that is decoded and stored.
 */
async function photoUploads(count) {
  const { default: sharp } = await import('sharp');
  const { width, height } = { width: 1600, height: 1200 };
  const noise = await sharp({
    create: { width, height, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 10 } },
  })
    .png()
    .toBuffer();
  const jpeg = await sharp({ create: { width, height, channels: 3, background: '#8a6d4b' } })
    .composite([{ input: noise, blend: 'overlay' }])
    .jpeg({ quality: 80 })
    .toBuffer();
  return Array.from({ length: count }, (_, i) => {
    const text = Buffer.from(`bench photo ${i}`);
    const comment = Buffer.alloc(4);
    comment.writeUInt16BE(0xfffe, 0);
    comment.writeUInt16BE(text.length + 2, 2);
    // After the start-of-image marker: a COM segment, which decoders skip.
    return Buffer.concat([jpeg.subarray(0, 2), comment, text, jpeg.subarray(2)]);
  });
}

/** The buyer's accessToken, signed as GET /jwt signs it. */
async function accessToken(buyer) {
  const { SignJWT } = await import('jose');
  return new SignJWT({ email: buyer.email, iat_ms: Date.now() })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(buyer.uid)
    .setIssuer('reshelf')
    .setAudience('reshelf')
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(process.env.JWT_SECRET));
}

/**
 * One autocannon run; with `orders`, each request books the next fresh book; with `uploads`, each
 * request posts the next photo. Without a token, the request is anonymous (a photo's GET).
 */
async function measure({ url, token, connections, duration, amount, orders, uploads }) {
  const times = [];
  const statuses = {};
  const headers = { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': 'application/json' };
  let next = 0;
  const { default: autocannon } = await import('autocannon');
  const instance = autocannon({
    url,
    connections,
    headers,
    ...(duration ? { duration } : { amount: (orders ?? uploads)?.length ?? amount }),
    ...(orders
      ? {
          requests: [
            {
              method: 'POST',
              setupRequest: (req) => {
                const { productId, token: buyer, ip } = orders[next++];
                return {
                  ...req,
                  headers: { ...req.headers, authorization: `Bearer ${buyer}`, 'x-forwarded-for': ip },
                  body: JSON.stringify({ productId, phone: PHONE }),
                };
              },
            },
          ],
        }
      : {}),
    ...(uploads
      ? {
          requests: [
            {
              method: 'POST',
              setupRequest: (req) => ({
                ...req,
                headers: { ...req.headers, 'content-type': 'image/jpeg' },
                body: uploads[next++],
              }),
            },
          ],
        }
      : {}),
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    times.push(responseTime);
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
  });
  const result = await instance;
  times.sort((a, b) => a - b);
  const ok = Object.entries(statuses)
    .filter(([s]) => s.startsWith('2'))
    .reduce((n, [, c]) => n + c, 0);
  return {
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    rps: times.length / (result.duration || 1),
    requests: times.length,
    failed: times.length - ok + result.errors + result.timeouts,
    statuses,
  };
}

function format(rows, horrorBooks, catalogue, maxBookings) {
  const head = ['server', 'route', 'conns', 'p50 ms', 'p95 ms', 'req/s', 'requests', 'failed'];
  const lines = rows.map(([server, route, conns, r]) => [
    server,
    route,
    conns,
    r.p50.toFixed(1),
    r.p95.toFixed(1),
    r.rps.toFixed(0),
    r.requests,
    // Which statuses failed, so a bench that measures refusals shows it.
    `${r.failed}${Object.entries(r.statuses)
      .filter(([status]) => !status.startsWith('2'))
      .map(([status, n]) => ` ${status}×${n}`)
      .join('')}`,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => String(l[i]).length)));
  const row = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join('  ');
  return [
    `API bench on ${process.platform}, Node ${process.version}: plain Node server with the Express app against the`,
    `Firestore/Auth emulators; "emulator" rows go through Hosting and the functions emulator.`,
    `GET reads a category of ${horrorBooks} available books (one page of 25) among ${catalogue} products;`,
    `each POST books a fresh book; buyers take turns, each from its own address, none over ${maxBookings} bookings.`,
    `POST /api/photos sends a new 1600 x 1200 JPEG of about 200 KB each time (decoded, two WebP sizes stored);`,
    `GET /api/photos/{id}/960 reads one stored size.`,
    '',
    row(head),
    ...lines.map(row),
    '',
  ].join('\n');
}

function percentile(sorted, q) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}
