import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../support/server.ts';

/**
 * Replaces one benchmark's section of docs/benchmarks.md (between `<!-- name -->` and `<!-- /name -->`), so each
 * benchmark script refreshes its own figures and leaves the others' alone.
 */
export function writeBenchmarkSection(name: string, markdown: string) {
  const file = join(repoRoot, 'docs/benchmarks.md');
  const start = `<!-- ${name} -->`;
  const end = `<!-- /${name} -->`;
  const section = `${start}\n${markdown.trim()}\n${end}`;
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n';
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  const next =
    from >= 0 && to > from
      ? `${current.slice(0, from)}${section}${current.slice(to + end.length)}`
      : `${current.trimEnd()}\n\n${section}\n`;
  writeFileSync(file, next);
}
