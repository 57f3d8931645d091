/** Where the emulators started by `npm test` (firebase.json) listen. */
export const PROJECT_ID = 'demo-reshelf';
export const HOSTING_URL = 'http://127.0.0.1:5000';
export const API_URL = `${HOSTING_URL}/api`;
/** The API function itself, behind no Hosting rewrite (firebase.json's region). */
export const FUNCTION_URL = `http://127.0.0.1:5001/${PROJECT_ID}/us-central1/api`;
export const FIRESTORE = { host: '127.0.0.1', port: 8080 };
export const AUTH_URL = 'http://127.0.0.1:9099';
