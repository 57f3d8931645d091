import { describe, expect, it } from 'vitest';
import { appOrigins } from './cors';

describe('API CORS origins', () => {
  it('allows localhost only in emulator mode', () => {
    expect(appOrigins({ GCLOUD_PROJECT: 'demo-reshelf' })).toContain('http://localhost:5173');
    expect(appOrigins({ GCLOUD_PROJECT: 'reshelf-prod', FUNCTIONS_EMULATOR: 'true' })).toContain(
      'http://127.0.0.1:5000',
    );
    expect(appOrigins({ GCLOUD_PROJECT: 'reshelf-prod' })).toEqual([
      'https://reshelf-prod.web.app',
      'https://reshelf-prod.firebaseapp.com',
    ]);
  });
});
