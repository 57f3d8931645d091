// The bootstrap's command line, and the guard that keeps demo data out of real projects.

export interface BootstrapArgs {
  projectId: string;
  adminEmail: string;
}

/** `demo-*` projects exist only in the emulators (DESIGN: production). */
export const isDemoProject = (projectId: string) => projectId.startsWith('demo-');

/** The seed writes demo accounts with published passwords: never to a real project. */
export function assertDemoProject(projectId: string) {
  if (!isDemoProject(projectId)) {
    throw new Error(`Refusing to write demo data to "${projectId}": only demo-* projects (the emulators) get it.`);
  }
}

const USAGE = 'Usage: npm run bootstrap -- --project <project-id> --admin <email>';

/** Parses `--project <id> --admin <email>` (or `--flag=value`); throws with the usage on anything else. */
export function parseBootstrapArgs(argv: string[]): BootstrapArgs {
  const values: Record<string, string> = {};
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i]!.split(/=(.*)/s, 2) as [string, string | undefined];
    if (flag !== '--project' && flag !== '--admin') throw new Error(`Unknown argument ${argv[i]}\n${USAGE}`);
    const value = inline ?? argv[++i];
    if (!value || value.startsWith('--')) throw new Error(`${flag} needs a value\n${USAGE}`);
    values[flag.slice(2)] = value;
  }
  const { project, admin } = values;
  if (!project || !admin) throw new Error(`Both --project and --admin are needed\n${USAGE}`);
  if (!/^[a-z][a-z0-9-]{4,28}[a-z0-9]$/.test(project)) throw new Error(`"${project}" is not a Firebase project id`);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(admin)) throw new Error(`"${admin}" is not an email address`);
  return { projectId: project, adminEmail: admin.toLowerCase() };
}
