import { describe, expect, it } from 'vitest';
import { parseDeployArgs } from './lib/deploy-args.mjs';

describe('npm run deploy arguments', () => {
  it('takes the project id, as two words or one', () => {
    expect(parseDeployArgs(['--project', 'reshelf-prod'])).toBe('reshelf-prod');
    expect(parseDeployArgs(['--project=reshelf-prod'])).toBe('reshelf-prod');
  });

  it('refuses demo projects', () => {
    expect(() => parseDeployArgs(['--project', 'demo-reshelf'])).toThrow(/demo project/);
  });

  it('refuses a missing, malformed or extra argument', () => {
    expect(() => parseDeployArgs([])).toThrow(/Usage/);
    expect(() => parseDeployArgs(['--project'])).toThrow(/Usage/);
    expect(() => parseDeployArgs(['--project', 'Bad_Id'])).toThrow(/not a Firebase project id/);
    expect(() => parseDeployArgs(['--project', 'reshelf-prod', '--force'])).toThrow(/Usage/);
  });
});
