import {
  type Attributes,
  type Context,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  TraceFlags,
  type Tracer,
  trace,
} from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';

/** A W3C `traceparent` header, parsed. */
export interface TraceParent {
  readonly traceId: string;
  readonly spanId: string;
  readonly sampled: boolean;
}

const TRACEPARENT = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})(-.*)?$/;

/**
 * The trace context of a `traceparent` header (W3C Trace Context), or null
 * when it is absent or malformed (the request then starts a trace of its own):
 * version `ff` and all-zero ids are invalid; a version-00 header has exactly four parts.
 */
export function parseTraceparent(header: string | string[] | undefined): TraceParent | null {
  if (typeof header !== 'string' || header.length > 512) return null;
  const m = TRACEPARENT.exec(header.trim().toLowerCase());
  if (!m) return null;
  const [, version, traceId, spanId, flags, rest] = m as unknown as [
    string,
    string,
    string,
    string,
    string,
    string?,
  ];
  if (version === 'ff' || (version === '00' && rest !== undefined)) return null;
  if (/^0+$/.test(traceId) || /^0+$/.test(spanId)) return null;
  return { traceId, spanId, sampled: (Number.parseInt(flags, 16) & 1) === 1 };
}

/** Wall-clock milliseconds of a `performance.now()` reading, as span times are given. */
export function epochMs(performanceMs: number): number {
  return performance.timeOrigin + performanceMs;
}

export interface TracingOptions {
  readonly endpoint: string;
  readonly serviceName: string;
}

/**
 * Span export over OTLP/HTTP (JSON) with the OpenTelemetry SDK. No global
 * provider or context manager is installed: a request's spans are made with
 * explicit parents and times, so nothing is added to every promise
 * (an async context manager would) and other libraries' instrumentation is not touched.
 */
export class Tracing {
  private readonly provider: TracerProvider;
  private readonly tracer: Tracer;

  constructor(options: TracingOptions) {
    this.provider = new TracerProvider({
      resource: resourceFromAttributes({ 'service.name': options.serviceName }),
      spanProcessors: [
        new BatchSpanProcessor({ exporter: new OTLPTraceExporter({ url: options.endpoint }) }),
      ],
    });
    this.tracer = this.provider.getTracer('charter');
  }

  /**
   * The root span of one request: a child of the caller's `traceparent` when
   * one came (its trace id is kept), else the start of a new trace.
   */
  startRequest(
    name: string,
    parent: TraceParent | null,
    startMs: number,
    attributes: Attributes,
  ): RequestSpan {
    const context = parent
      ? trace.setSpanContext(ROOT_CONTEXT, {
          traceId: parent.traceId,
          spanId: parent.spanId,
          traceFlags: parent.sampled ? TraceFlags.SAMPLED : TraceFlags.NONE,
          isRemote: true,
        })
      : ROOT_CONTEXT;
    const span = this.tracer.startSpan(
      name,
      { kind: SpanKind.SERVER, startTime: epochMs(startMs), attributes },
      context,
    );
    return new RequestSpan(this.tracer, span, trace.setSpan(context, span));
  }

  /** Exports what is still buffered. */
  flush(): Promise<void> {
    return this.provider.forceFlush();
  }

  close(): Promise<void> {
    return this.provider.shutdown();
  }
}

/** A request's root span and the stage spans under it. */
export class RequestSpan {
  constructor(
    private readonly tracer: Tracer,
    private readonly span: Span,
    private readonly context: Context,
  ) {}

  get traceId(): string {
    return this.span.spanContext().traceId;
  }

  /** One stage (auth, compile, governance, warehouse, results), measured by the caller. */
  stage(name: string, startMs: number, endMs: number, attributes?: Attributes): void {
    const span = this.tracer.startSpan(
      `charter.${name}`,
      { kind: SpanKind.INTERNAL, startTime: epochMs(startMs), ...(attributes ? { attributes } : {}) },
      this.context,
    );
    span.end(epochMs(endMs));
  }

  end(endMs: number, status: number, attributes: Attributes): void {
    this.span.setAttributes({ ...attributes, 'http.response.status_code': status });
    if (status >= 500) this.span.setStatus({ code: SpanStatusCode.ERROR });
    this.span.end(epochMs(endMs));
  }
}
