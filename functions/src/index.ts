import { initializeApp } from 'firebase-admin/app';
import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './app';
import { jwtSecret } from './config';

initializeApp();

export const api = onRequest({ secrets: [jwtSecret], invoker: 'public' }, createApp());
export { syncClaims } from './triggers/sync-claims';
