// Imported by the entry (boot/main.tsx), not with the Firebase SDK: it must run before the SDK's
// chunk does.

/**
 * Tells the Firebase SDK that the app has no defaults for it (its config is in
 * firebase-services/app.ts). Without this global the SDK looks for them in document.cookie as its
 * chunk runs, after the app has written the language cookie, and a read after a write waits on
 * the browser process (docs/performance.md, "Reads that wait on the browser").
 */
export function declareNoFirebaseDefaults() {
  (globalThis as { __FIREBASE_DEFAULTS__?: object }).__FIREBASE_DEFAULTS__ ??= {};
}
