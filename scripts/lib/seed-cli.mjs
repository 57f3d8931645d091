import { seedEmulators } from './seed.mjs';

const summary = seedEmulators();
console.log(`Seeded: ${JSON.stringify({ ...summary, demoAccounts: summary.demoAccounts?.length })}`);
