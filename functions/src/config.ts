import { defineSecret } from 'firebase-functions/params';

/** Signs the API's accessTokens. Locally the emulator reads it from functions/.secret.local. */
export const jwtSecret = defineSecret('JWT_SECRET');
