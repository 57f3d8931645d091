import { initializeApp } from 'firebase-admin/app';
import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './app';
import { jwtSecret } from './config';

initializeApp();

// The Express app answers CORS for the app's own origins; `cors: false` stops the functions
// emulator from allowing every origin in front of it.
export const api = onRequest({ secrets: [jwtSecret], invoker: 'public', cors: false }, createApp());
export { syncClaims } from './triggers/sync-claims';
