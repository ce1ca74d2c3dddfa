import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One sample of the Prometheus text exposition format. */
export interface Sample {
  readonly name: string;
  readonly labels: Readonly<Record<string, string>>;
  readonly value: number;
}

/**
 * Parses the Prometheus text format (version 0.0.4): `# HELP`/`# TYPE`
 * comments, then `name{label="value",...} number` lines, label values with
 * `\\`, `\"` and `\n` escapes. Throws on a line it cannot read, so a
 * malformed exposition fails the test.
 */
export function parseExposition(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(.*)\})? (\S+)$/.exec(line);
    if (!m) throw new Error(`not an exposition line: ${line}`);
    const labels: Record<string, string> = {};
    const body = m[3] ?? '';
    const label = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)",?/gy;
    let read = 0;
    for (let l = label.exec(body); l !== null; l = label.exec(body)) {
      labels[l[1] as string] = (l[2] as string).replace(/\\(["\\n])/g, (_s, c: string) =>
        c === 'n' ? '\n' : c,
      );
      read = label.lastIndex;
    }
    if (read !== body.length) throw new Error(`unreadable labels: ${line}`);
    const raw = m[4] as string;
    const value =
      raw === '+Inf' ? Number.POSITIVE_INFINITY : raw === '-Inf' ? Number.NEGATIVE_INFINITY : Number(raw);
    if (Number.isNaN(value) && raw !== 'NaN') throw new Error(`not a number: ${line}`);
    samples.push({ name: m[1] as string, labels, value });
  }
  return samples;
}

/** The sum of the samples of `name` whose labels include `match`. */
export function total(samples: readonly Sample[], name: string, match: Record<string, string> = {}): number {
  return samples
    .filter((s) => s.name === name && Object.entries(match).every(([k, v]) => s.labels[k] === v))
    .reduce((sum, s) => sum + s.value, 0);
}

/** A span as OTLP/HTTP JSON carries it (ids in hex). */
export interface OtlpSpan {
  readonly traceId: string;
  readonly spanId: string;
  readonly parentSpanId?: string;
  readonly name: string;
  readonly attributes?: readonly { key: string; value: Record<string, unknown> }[];
}

/**
 * A real HTTP server speaking the receiving side of OTLP/HTTP with JSON
 * encoding (POST /v1/traces, `application/json`, answered with an empty
 * ExportTraceServiceResponse), standing in for a collector.
 */
export class OtlpReceiver {
  readonly spans: OtlpSpan[] = [];
  readonly contentTypes: string[] = [];
  private server: Server | null = null;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        if (req.method !== 'POST' || req.url !== '/v1/traces') {
          res.writeHead(404).end();
          return;
        }
        this.contentTypes.push(String(req.headers['content-type']));
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
          resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[];
        };
        for (const rs of body.resourceSpans)
          for (const ss of rs.scopeSpans) this.spans.push(...ss.spans.map(hexIds));
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((r) => this.server?.listen(0, '127.0.0.1', r));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1/traces`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((r) => this.server?.close(() => r()));
  }
}

/** OTLP/JSON ids are hex; an exporter writing base64 (the protobuf JSON mapping) is normalised here. */
function hexIds(span: OtlpSpan): OtlpSpan {
  const hex = (id: string | undefined) =>
    id === undefined || id === '' || /^[0-9a-f]+$/.test(id) ? id : Buffer.from(id, 'base64').toString('hex');
  const parentSpanId = hex(span.parentSpanId);
  return {
    ...span,
    traceId: hex(span.traceId) as string,
    spanId: hex(span.spanId) as string,
    ...(parentSpanId ? { parentSpanId } : {}),
  };
}
