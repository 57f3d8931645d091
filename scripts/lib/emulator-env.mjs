// Prepares what the Firebase emulators need on this machine before they start.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './paths.mjs';

const GCLOUD_FIRESTORE_JAR = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const FIRESTORE_MAIN = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

// firebase-tools runs `java -jar`, and the Google Cloud jar has no Main-Class, so a
// manifest-only jar points at it. Only when that jar exists and nothing else was chosen.
function firestoreEmulatorJar() {
  if (process.env.FIRESTORE_EMULATOR_BINARY_PATH || !existsSync(GCLOUD_FIRESTORE_JAR)) return undefined;
  const dir = join(root, '.cache', 'firestore-emulator');
  const jar = join(dir, 'cloud-firestore-emulator-launcher.jar');
  if (!existsSync(jar)) {
    mkdirSync(dir, { recursive: true });
    const manifest = join(dir, 'MANIFEST.MF');
    writeFileSync(manifest, `Main-Class: ${FIRESTORE_MAIN}\nClass-Path: file:${GCLOUD_FIRESTORE_JAR}\n`);
    execFileSync('jar', ['cfm', jar, manifest]);
  }
  return jar;
}

// The API signs accessTokens with this secret; the functions emulator reads it from here.
function ensureJwtSecret() {
  const file = join(root, 'functions', '.secret.local');
  if (!existsSync(file)) writeFileSync(file, `JWT_SECRET=${randomBytes(32).toString('hex')}\n`, { mode: 0o600 });
}

export function emulatorEnv() {
  ensureJwtSecret();
  const jar = firestoreEmulatorJar();
  return {
    ...process.env,
    ...(jar ? { FIRESTORE_EMULATOR_BINARY_PATH: jar } : {}),
    FUNCTIONS_DISCOVERY_TIMEOUT: process.env.FUNCTIONS_DISCOVERY_TIMEOUT ?? '60',
    // The Firestore emulator's JVM on two cores: without C2's compiles and G1's threads it spent
    // 11 CPU seconds on the API suite instead of 25, and the suite ran no slower.
    JAVA_TOOL_OPTIONS: process.env.JAVA_TOOL_OPTIONS ?? '-XX:TieredStopAtLevel=1 -XX:+UseSerialGC',
  };
}
