import { useEffect, useRef, useState } from 'preact/hooks';
import embed from 'vega-embed';
import { expressionInterpreter } from 'vega-interpreter';
import type { Row } from './api';

/**
 * A Vega-Lite chart, drawn without `eval`: Vega's expression interpreter
 * replaces its code generator, so the console's CSP needs no 'unsafe-eval'.
 * The spec's named data source is replaced by the rows themselves.
 */
export function Chart({
  spec,
  rows,
  title,
}: {
  spec: Record<string, unknown>;
  rows: readonly Row[];
  title?: string;
}) {
  const host = useRef<HTMLDivElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    const el = host.current;
    if (!el) return;
    let finalize: (() => void) | null = null;
    let cancelled = false;
    const { $schema: _schema, ...rest } = spec;
    const full = {
      ...rest,
      data: { values: rows },
      width: 'container',
      height: 260,
      autosize: { type: 'fit', contains: 'padding' },
    };
    embed(el, full as never, {
      ast: true,
      expr: expressionInterpreter,
      actions: false,
      renderer: 'svg',
      defaultStyle: false,
      tooltip: false,
      mode: 'vega-lite',
    }).then(
      (result) => {
        if (cancelled) result.finalize();
        else finalize = () => result.finalize();
        el.dataset.drawn = 'true';
      },
      (e: unknown) => setFailure(e instanceof Error ? e.message : String(e)),
    );
    return () => {
      cancelled = true;
      finalize?.();
    };
  }, [spec, rows]);
  return (
    <figure class="chart">
      {title ? <figcaption>{title}</figcaption> : null}
      <div ref={host} class="chart-host" data-testid="chart" />
      {failure ? <p class="error">Chart failed: {failure}</p> : null}
    </figure>
  );
}
