import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sourceRevision } from './tasks';

// `npm start` rebuilds when sourceRevision differs from the one its build was stamped with.

const root = mkdtempSync(path.join(tmpdir(), 'source-revision-'));
const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.test', ...args], { cwd: root });
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('sourceRevision', () => {
  it('changes with every edit and new file, not with documentation or a commit', () => {
    git('init', '-q');
    writeFileSync(path.join(root, '.gitignore'), 'ignored/\n');
    writeFileSync(path.join(root, 'page.tsx'), 'one');
    writeFileSync(path.join(root, 'README.md'), 'docs');
    git('add', '.');
    git('commit', '-qm', 'first');
    const committed = sourceRevision(root);
    expect(committed).toMatch(/^[0-9a-f]{64}$/);
    expect(sourceRevision(root)).toBe(committed);

    writeFileSync(path.join(root, 'page.tsx'), 'two');
    const edited = sourceRevision(root);
    expect(edited).not.toBe(committed);

    writeFileSync(path.join(root, 'new-module.ts'), 'export {}');
    const added = sourceRevision(root);
    expect(added).not.toBe(edited);
    writeFileSync(path.join(root, 'new-module.ts'), 'export const x = 1');
    expect(sourceRevision(root)).not.toBe(added);
    const withNewFile = sourceRevision(root);

    writeFileSync(path.join(root, 'README.md'), 'more docs');
    writeFileSync(path.join(root, 'NOTES.md'), 'notes');
    execFileSync('mkdir', ['-p', path.join(root, 'ignored')]);
    writeFileSync(path.join(root, 'ignored', 'cache.bin'), 'x');
    expect(sourceRevision(root)).toBe(withNewFile);

    // Committing what was built needs no new build; going back to the first commit does.
    git('add', '.');
    git('commit', '-qm', 'second');
    expect(sourceRevision(root)).toBe(withNewFile);
    git('checkout', '-q', 'HEAD~1');
    expect(sourceRevision(root)).toBe(committed);
  });

  it('is null outside a git checkout', () => {
    expect(sourceRevision(tmpdir())).toBeNull();
  });
});
