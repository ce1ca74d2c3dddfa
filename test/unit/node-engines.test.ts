/**
 * The project promises Node 20 (README quick start, `engines` in package.json). A dependency whose
 * own `engines` excludes Node 20 installs with a warning and may use APIs Node 20 lacks (OpenTelemetry
 * 3.x and cookie 2.x, pulled in by minor updates, asked for Node 22). This reads every package the
 * lockfile installs and checks its declared range admits the oldest Node 20 we support.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

interface LockedPackage {
  readonly engines?: { readonly node?: string } | readonly string[];
  readonly dev?: boolean;
  readonly optional?: boolean;
}

const root = join(import.meta.dirname, '..', '..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  engines: { node: string };
};
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, LockedPackage>;
};

function nodeRange(pkg: LockedPackage): string | undefined {
  // Old packages wrote `engines` as an array of strings; only the object form names a node range.
  return Array.isArray(pkg.engines) ? undefined : (pkg.engines as { node?: string } | undefined)?.node;
}

describe('dependencies run on the Node version the project promises', () => {
  const oldest = semver.minVersion(manifest.engines.node);

  it('package.json names a Node 20 floor', () => {
    expect(oldest?.major).toBe(20);
  });

  it('no installed package declares an engines.node range that excludes it', () => {
    const excluded = Object.entries(lock.packages)
      .filter(([path]) => path !== '')
      .flatMap(([path, pkg]) => {
        const range = nodeRange(pkg);
        if (!range || !oldest || semver.satisfies(oldest, range)) return [];
        return [`${path.replace(/^.*node_modules\//, '')}: node ${range}`];
      });
    expect(excluded).toEqual([]);
  });
});
