// `npm run deploy -- --project <id>`: the one argument, and the guard against demo projects.
const USAGE = 'Usage: npm run deploy -- --project <project-id>';

export function parseDeployArgs(argv) {
  const [flag, inline] = (argv[0] ?? '').split(/=(.*)/s, 2);
  const projectId = inline ?? argv[1];
  const rest = argv.slice(inline === undefined ? 2 : 1);
  if (flag !== '--project' || !projectId || projectId.startsWith('--') || rest.length > 0) throw new Error(USAGE);
  if (projectId.startsWith('demo-')) {
    throw new Error(
      `${projectId} is a demo project: it exists only in the emulators (npm start); there is nothing to deploy to.`,
    );
  }
  if (!/^[a-z][a-z0-9-]{4,28}[a-z0-9]$/.test(projectId)) throw new Error(`"${projectId}" is not a Firebase project id`);
  return projectId;
}
