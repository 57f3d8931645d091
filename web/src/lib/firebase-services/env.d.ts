// The Firebase settings the web app reads at build time (vite.config.ts, .env.example).
interface ImportMetaEnv {
  /** True in an emulator-mode bundle (no project id or a demo-* one); a constant, so dead code drops out. */
  readonly RESHELF_EMULATORS: boolean;
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  readonly VITE_EMULATOR_HOST?: string;
  readonly VITE_AUTH_EMULATOR_PORT?: string;
  readonly VITE_FIRESTORE_EMULATOR_PORT?: string;
}
