import cors from 'cors';

/** Emulator mode: the functions emulator, or a demo-* project (DESIGN: production). */
export const inEmulatorMode = (env: NodeJS.ProcessEnv = process.env) =>
  env.FUNCTIONS_EMULATOR === 'true' || (env.GCLOUD_PROJECT ?? '').startsWith('demo-');

/** The app's own origins: the project's Hosting domains, and local dev and preview servers in emulator mode only. */
export function appOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  const projectId = env.GCLOUD_PROJECT;
  const local = inEmulatorMode(env)
    ? [5000, 5173].flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`])
    : [];
  const hosting = projectId ? [`https://${projectId}.web.app`, `https://${projectId}.firebaseapp.com`] : [];
  return [...local, ...hosting];
}

export const appCors = () => cors({ origin: appOrigins(), maxAge: 600 });
