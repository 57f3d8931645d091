import { describe, expect, it } from 'vitest';
import { assertDemoProject, parseBootstrapArgs } from './args';

describe('bootstrap arguments', () => {
  it('takes the project and the admin email, in either form and order', () => {
    const expected = { projectId: 'reshelf-prod', adminEmail: 'owner@example.com' };
    expect(parseBootstrapArgs(['--project', 'reshelf-prod', '--admin', 'Owner@Example.com'])).toEqual(expected);
    expect(parseBootstrapArgs(['--admin=owner@example.com', '--project=reshelf-prod'])).toEqual(expected);
  });

  it('refuses missing, unknown or malformed arguments', () => {
    expect(() => parseBootstrapArgs(['--project', 'reshelf-prod'])).toThrow(/Both --project and --admin/);
    expect(() => parseBootstrapArgs(['--project', '--admin', 'a@b.co'])).toThrow(/--project needs a value/);
    expect(() => parseBootstrapArgs(['--project', 'p1234', '--admin', 'a@b.co', '--seed'])).toThrow(
      /Unknown argument --seed/,
    );
    expect(() => parseBootstrapArgs(['--project', 'Reshelf!', '--admin', 'a@b.co'])).toThrow(
      /not a Firebase project id/,
    );
    expect(() => parseBootstrapArgs(['--project', 'reshelf-prod', '--admin', 'nobody'])).toThrow(/not an email/);
  });
});

describe('demo guard', () => {
  it('lets demo data go only to demo-* projects', () => {
    expect(() => assertDemoProject('demo-reshelf')).not.toThrow();
    expect(() => assertDemoProject('reshelf-prod')).toThrow(/Refusing to write demo data to "reshelf-prod"/);
    expect(() => assertDemoProject('my-demo-shop')).toThrow(/Refusing/);
  });
});
