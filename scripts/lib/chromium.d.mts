// The part of chromium.mjs the TypeScript end-to-end tests use.
export declare const CHROMIUM_FLAGS: readonly string[];
export declare function findChromium(): string | undefined;
