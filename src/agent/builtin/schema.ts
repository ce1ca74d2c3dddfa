import type { ToolCall, ToolDeps } from '../../tools/context.js';
import { describeObject } from '../../tools/describe-object.js';
import type { Subject } from './subject.js';
import { STOPWORDS, stem, tokenize } from './text.js';

/**
 * "What columns does the flights table have?", "which fields are in the weather data?", "describe the
 * stocks contract": a question about the shape of a data set, not about its rows. Answered from the
 * catalog through `describe_object` (the same tool MCP exposes, so only what the consumer may see), never
 * with a figure: before, "columns" was dropped and the flight count given.
 */
// Lower case and plural (or "schema"): "Dallas Love Field" and "which field had…" are no such question.
const SHAPE_WORDS = /\b(?:columns|fields|schema|attributes|dimensions|measures)\b/;
const ASKS_SHAPE = /^(?:describe\b|(?:what|which|list|show|tell)\b)/i;

export function asksForShape(question: string): boolean {
  const text = question.trim();
  return ASKS_SHAPE.test(text) && (SHAPE_WORDS.test(text) || /^describe\b/i.test(text));
}

/**
 * The data set the question names: the one whose name or title shares the most words with it ("the
 * flights table", "the stocks data", "route_stats"); with one data set in scope, that one; else null.
 */
export function namedSubject(question: string, subjects: readonly Subject[]): Subject | null {
  if (subjects.length === 1) return subjects[0] ?? null;
  const asked = new Set(
    tokenize(question)
      .filter((t) => !STOPWORDS.has(t.lower))
      .map((t) => t.stem),
  );
  const score = (s: Subject) => {
    const words = new Set([s.id, ...s.id.split('_'), ...s.title.toLowerCase().split(/[^a-z]+/)]);
    return [...words].filter((w) => w.length > 2 && asked.has(stem(w))).length;
  };
  const ranked = subjects.map((s) => ({ s, n: score(s) })).sort((a, b) => b.n - a.n);
  const [best, next] = ranked;
  return best && best.n > 0 && best.n > (next?.n ?? 0) ? best.s : null;
}

interface Column {
  readonly name: string;
  readonly type: string;
  readonly description: string;
}

/** One paragraph naming what the data set holds: its columns, or a contract's dimensions and measures. */
export async function describeShape(deps: ToolDeps, call: ToolCall, subject: Subject): Promise<string> {
  const described = await describeObject(deps, call, { object_id: subject.id, object_type: subject.kind });
  const head = `${subject.title} (${subject.kind} \`${subject.id}\`)`;
  if (described.contract) {
    const c = described.contract;
    const dims = c.dimensions.map((d) => `${d.name} (${d.title})`).join(', ');
    const measures = c.measures.map((m) => `${m.name} (${m.title})`).join(', ');
    return `${head} can be broken down by ${dims}; its measures are ${measures}. Ask for a measure by any of these.`;
  }
  const columns = (described.object_info.columns as readonly Column[] | undefined) ?? [];
  const said = (d: string) => d.trim().replace(/\.$/, '');
  const listed = columns.map(
    (c) => `${c.name} (${c.type.toLowerCase()})${c.description ? `: ${said(c.description)}` : ''}`,
  );
  return `${head} has ${columns.length} column${columns.length === 1 ? '' : 's'}: ${listed.join('; ')}.`;
}
