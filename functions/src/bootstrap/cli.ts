// `npm run bootstrap -- --project <id> --admin <email>`: a real project's categories and first
// admin, with the Admin SDK and application default credentials (`gcloud auth application-default login`).
import { initializeApp } from 'firebase-admin/app';
import { parseBootstrapArgs } from './args';
import { bootstrap } from './bootstrap';

try {
  const { projectId, adminEmail } = parseBootstrapArgs(process.argv.slice(2));
  initializeApp({ projectId });
  console.log(JSON.stringify(await bootstrap(adminEmail)));
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
