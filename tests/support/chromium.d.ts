/**
 * Finds the system Chromium. Tools that download their own browser fail on machines without internet, so every
 * browser test here runs the Debian package (or whatever `CHROMIUM_PATH` names).
 */
export declare function findChromium(): string;
/** Flags for a headless, offline, reproducible Chromium (no background network, no sandbox when root). */
export declare function chromiumArgs(): string[];
export declare function chromiumVersion(path?: string): string;
