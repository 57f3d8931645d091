import express from 'express';
import { appCors } from './http/middleware/cors';
import { limitBody } from './http/middleware/body-limit';
import { errorHandler, noSuchRoute } from './http/middleware/errors';
import { advertisementsRouter } from './http/routes/advertisements';
import { categoriesRouter } from './http/routes/categories';
import { newsletterRouter } from './http/routes/newsletter';
import { notificationsRouter } from './http/routes/notifications';
import { ordersRouter } from './http/routes/orders';
import { photosRouter } from './http/routes/photos';
import { productsRouter } from './http/routes/products';
import { reportsRouter } from './http/routes/reports';
import { savedRouter } from './http/routes/saved';
import { reviewsRouter } from './http/routes/reviews';
import { tokensRouter } from './http/routes/tokens';
import { usersRouter } from './http/routes/users';
import { conversationsRouter } from './http/routes/conversations';

/** The Express app behind the `api` function; the bench serves it from plain Node too. */
export function createApp() {
  const app = express();
  app.disable('x-powered-by');
  // The per-IP rate limits key on the address Google's front end saw: it appends that address to
  // X-Forwarded-For, so only the rightmost entry is trusted; anything left of it the client wrote.
  app.set('trust proxy', 1);
  app.use(appCors());
  // Photo uploads are raw image bytes up to MAX_PHOTO_BYTES; every other body is JSON up to MAX_BODY_BYTES.
  app.use('/api', photosRouter);
  app.use(photosRouter);
  app.use(limitBody);

  const api = express
    .Router()
    .use(
      tokensRouter,
      usersRouter,
      categoriesRouter,
      productsRouter,
      advertisementsRouter,
      ordersRouter,
      newsletterRouter,
      reportsRouter,
      notificationsRouter,
      savedRouter,
      conversationsRouter,
      reviewsRouter,
    );
  // Through Hosting the function sees /api/...; at its own emulator URL it sees the bare path.
  app.use('/api', api);
  app.use(api);

  app.use(noSuchRoute, errorHandler);
  return app;
}
