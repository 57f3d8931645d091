import { defineSecret } from 'firebase-functions/params';

/** Signs the API's accessTokens. Locally the emulator reads it from functions/.secret.local. */
export const jwtSecret = defineSecret('JWT_SECRET');

/** The most instances the API scales to: a flood of requests costs at most this many. */
export const API_MAX_INSTANCES = 10;
