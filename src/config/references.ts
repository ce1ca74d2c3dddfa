import type { LocatedDocument } from './yaml.js';

/**
 * Problems between the config's entries, found on the raw document so they
 * are reported together with its shape problems rather than after they are
 * fixed: a consumer slug or key id used twice, a key hash listed twice, a key
 * naming a consumer the config does not have. Entries whose own shape is
 * wrong are skipped here (their shape problem is reported).
 */
export function referenceProblems(doc: LocatedDocument, raw: unknown): string[] {
  const problems: string[] = [];
  const at = (path: readonly PropertyKey[], message: string) =>
    problems.push(`${doc.locate(path)}: ${message}`);
  const root = (raw ?? {}) as Record<string, unknown>;
  const consumers = Array.isArray(root.consumers) ? root.consumers : [];
  const apiKeys = Array.isArray(root.api_keys) ? root.api_keys : [];

  const slugs = new Set<string>();
  for (const [i, c] of consumers.entries()) {
    const slug = field(c, 'slug');
    if (slug === null) continue;
    if (slugs.has(slug)) at(['consumers', i, 'slug'], `consumer slug '${slug}' is used twice`);
    slugs.add(slug);
  }
  const keyIds = new Set<string>();
  const hashes = new Set<string>();
  for (const [i, k] of apiKeys.entries()) {
    const id = field(k, 'id');
    const hash = field(k, 'hash');
    if (id !== null && keyIds.has(id)) at(['api_keys', i, 'id'], `API key id '${id}' is used twice`);
    if (hash !== null && hashes.has(hash)) at(['api_keys', i, 'hash'], 'the same key hash is listed twice');
    if (id !== null) keyIds.add(id);
    if (hash !== null) hashes.add(hash);
    const named = (k as { consumers?: unknown } | null)?.consumers;
    for (const [j, s] of (Array.isArray(named) ? named : []).entries()) {
      if (typeof s === 'string' && !slugs.has(s))
        at(
          ['api_keys', i, 'consumers', j],
          `unknown consumer '${s}' (consumers: ${[...slugs].join(', ') || '(none)'})`,
        );
    }
  }
  return problems;
}

function field(entry: unknown, name: string): string | null {
  const value = (entry as Record<string, unknown> | null)?.[name];
  return typeof value === 'string' ? value : null;
}
