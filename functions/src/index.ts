import { initializeApp } from 'firebase-admin/app';
import { onInit } from 'firebase-functions/v2/core';
import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './app';
import { API_MAX_INSTANCES, jwtSecret } from './config';
import { keyOf } from './services/tokens';

initializeApp();

// A short JWT secret makes every accessToken guessable: the instance refuses to serve with one.
onInit(() => keyOf(jwtSecret.value()));

// The Express app answers CORS for the app's own origins; `cors: false` stops the functions
// emulator from allowing every origin in front of it. maxInstances caps what a flood can cost.
export const api = onRequest(
  { secrets: [jwtSecret], invoker: 'public', cors: false, maxInstances: API_MAX_INSTANCES },
  createApp(),
);
export { syncClaims } from './triggers/sync-claims';
export { expireBookings } from './schedules/expire-bookings';
export { sweepPhotos } from './schedules/sweep-photos';
export { matchSavedSearches } from './triggers/match-saved-searches';
export { publishReviews } from './schedules/publish-reviews';
