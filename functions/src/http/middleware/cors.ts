import cors from 'cors';

/** The app's own origins: local dev and preview servers and the project's Hosting domains. */
function appOrigins(projectId = process.env.GCLOUD_PROJECT): string[] {
  const local = [5000, 5173].flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]);
  const hosting = projectId ? [`https://${projectId}.web.app`, `https://${projectId}.firebaseapp.com`] : [];
  return [...local, ...hosting];
}

export const appCors = () => cors({ origin: appOrigins(), maxAge: 600 });
