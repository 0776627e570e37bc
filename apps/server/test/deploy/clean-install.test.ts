import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const readJson = (file: string) => JSON.parse(readFileSync(path.join(repoRoot, file), 'utf8'));

interface LockedPackage {
  version?: string;
  engines?: { node?: string } | string[];
  optional?: boolean;
}

const rootManifest = readJson('package.json') as { engines: { node: string } };
const lock = readJson('package-lock.json') as { packages: Record<string, LockedPackage> };
const lowestNode = semver.minVersion(rootManifest.engines.node);

/**
 * Issue 28 §4: `npm ci` on a fresh clone, on the oldest Node the README promises, prints no engine
 * warning, so every package in the lock file must accept that Node. And the lock must carry the
 * other platforms' optional binaries, or `npm ci` refuses it on a machine unlike the one that wrote it.
 */
describe('a clean install', () => {
  it('declares a Node range whose lowest version every locked package accepts', () => {
    expect(lowestNode).not.toBeNull();
    const refusing = Object.entries(lock.packages)
      .filter(([, pkg]) => pkg.engines && !Array.isArray(pkg.engines) && pkg.engines.node)
      .filter(([, pkg]) => {
        const range = (pkg.engines as { node: string }).node;
        return !semver.satisfies(lowestNode as semver.SemVer, range);
      })
      .map(([where, pkg]) => `${where}@${pkg.version} wants node ${(pkg.engines as { node: string }).node}`);
    expect(refusing).toEqual([]);
  });

  it("keeps other platforms' optional binaries in the lock file", () => {
    const locked = Object.keys(lock.packages);
    for (const platform of ['@esbuild/darwin-arm64', '@esbuild/win32-x64', '@esbuild/linux-arm64']) {
      expect(locked.some((where) => where.endsWith(`node_modules/${platform}`))).toBe(true);
    }
  });

  it('states the same Node range in the README', () => {
    const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
    expect(readme).toContain(`Node.js ${rootManifest.engines.node}`);
  });
});
