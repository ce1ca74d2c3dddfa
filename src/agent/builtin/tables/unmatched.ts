import type { InterpretEnv, Outcome } from '../interpret.js';
import { linksNamed, linksTo, shaped } from './absence.js';
import { route, settled } from './fallback.js';

/**
 * The other way round from tables/absence.ts: "how many flights go to a destination code that isn't
 * in the airports table?", "count the flights whose origin is missing from the airports table". The
 * referring column is named by the contract's words for it and the table it should be found in by its
 * name; the rows are those of the referring table with no matching row there, NOT EXISTS on the
 * contract's own join key.
 */
const UNMATCHED =
  /\b([a-z]+)(?:\s+codes?)?\s+(?:that\s+|which\s+)?(?:is\s+|are\s+)?(?:not|isn't|aren't|missing|absent|not\s+found|not\s+listed|(?:doesn't|does\s+not|don't|do\s+not)\s+(?:match|appear\s+as|exist\s+as)\s+(?:any|an?)\s+\w+|(?:has|have)\s+no\s+(?:match|matching\s+\w+|entry|row))\s+(?:from|in)\s+the\s+([a-z_]+)(?:\s+table)?\s*[?.!]*\s*$/i;
/** Words left between the rows' noun and the column word ("go to a", "whose", "with a"). */
const LEFT_OVER = /(?:\s+(?:go|goes|going|to|a|an|the|whose|with|that|which|have|has|fly|flying))+\s*$/i;

export async function unmatchedOutcome(question: string, env: InterpretEnv): Promise<Outcome | null> {
  const m = UNMATCHED.exec(question);
  const tables = env.subjects.filter((s) => s.kind === 'table');
  const target = m ? tables.find((s) => s.id === m[2]?.toLowerCase()) : undefined;
  if (!m || !target) return null;
  const [link, ...more] = linksNamed(m[1] ?? '', linksTo(target, tables));
  const rest = question.slice(0, m.index).replace(LEFT_OVER, '').trim();
  if (!link || more.length > 0 || rest === '') return null;
  const read = await route([rest], { ...env, subjects: [link.other] });
  if (!read.reading || read.reading.unknown.length > 0) return null;
  const outcome = settled(read, rest);
  const base = outcome.kind === 'answer' ? shaped(outcome.intent, question) : null;
  if (!base || base.groupBy.length > 0) return null;
  const absence = {
    table: target.id,
    outer: link.inner,
    inner: link.outer,
    range: null,
    time: null,
    present: false,
  };
  return { kind: 'answer', intent: { ...base, absences: [absence] } };
}
