import { execFileSync, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

/** The W3C Nu HTML Checker, shipped as a jar on npm (`vnu-jar`); it needs a Java runtime. */
const vnuJar: string = createRequire(import.meta.url)('vnu-jar');

export function javaAvailable(): boolean {
  return spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0;
}

export const installJavaHint =
  'The HTML conformance check needs Java for the Nu HTML Checker: sudo apt-get install -y default-jre-headless (.ci/run does it).';

export interface ValidationMessage {
  file: string;
  line: number | undefined;
  message: string;
  extract: string | undefined;
}

/** Checks HTML files with the Nu HTML Checker and returns its errors (warnings are not conformance errors). */
export function validateHtmlFiles(files: string[]): ValidationMessage[] {
  if (files.length === 0) return [];
  let output: string;
  try {
    output = execFileSync('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', ...files], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    // vnu exits 1 when it found errors and writes its JSON report to stderr.
    const failed = error as { stderr?: string; stdout?: string };
    output = failed.stderr || failed.stdout || '';
  }
  const report = JSON.parse(output || '{"messages":[]}') as {
    messages: { type: string; url?: string; lastLine?: number; message: string; extract?: string }[];
  };
  return report.messages
    .filter((message) => message.type === 'error')
    .map((message) => ({
      file: message.url?.replace(/^file:/, '') ?? '',
      line: message.lastLine,
      message: message.message,
      extract: message.extract,
    }));
}
