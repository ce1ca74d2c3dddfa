import type { Manifest } from './api';

export type ContextValues = Record<string, string>;

/** The RLS keys a consumer's contracts require: what its trusted backend would send as `context`. */
export function contextKeys(manifest: Manifest): string[] {
  return [...new Set(manifest.contract_definitions.flatMap((c) => c.required_context))];
}

/** The context as the API takes it: only keys with a value; numbers stay strings unless they look like one. */
export function contextBody(values: ContextValues): Record<string, unknown> | null {
  const entries = Object.entries(values).filter(([, v]) => v.trim() !== '');
  if (entries.length === 0) return null;
  return Object.fromEntries(
    entries.map(([k, v]) => [k, /^-?\d+(\.\d+)?$/.test(v.trim()) ? Number(v) : v.trim()]),
  );
}

/** The context editor: one field per RLS key, standing in for the trusted backend. */
export function ContextEditor({
  manifest,
  values,
  onChange,
}: {
  manifest: Manifest;
  values: ContextValues;
  onChange: (values: ContextValues) => void;
}) {
  const keys = contextKeys(manifest);
  if (keys.length === 0) return null;
  return (
    <fieldset class="context-editor" data-testid="context-editor">
      <legend>Context (row-level security, as your trusted backend would send it)</legend>
      {keys.map((k) => (
        <label key={k}>
          <code>{k}</code>
          <input
            name={`context-${k}`}
            value={values[k] ?? ''}
            onInput={(e) => onChange({ ...values, [k]: e.currentTarget.value })}
            placeholder="e.g. CA"
          />
        </label>
      ))}
    </fieldset>
  );
}
