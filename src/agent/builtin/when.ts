import { TIME_GRAINS } from '../../contracts/model.js';
import type { Interpretation, InterpretEnv } from './interpret.js';
import { timeDimension, timeGroup, yearDimension } from './parse.js';
import type { Subject } from './subject.js';
import { route } from './tables/fallback.js';

/**
 * "When did AMZN hit its lowest price?", "When was life expectancy in Japan highest?": "when" before an
 * extreme asks for the period it fell in. Read as "which <period>" at the data's own finest period
 * (the year of a yearly data set, else the finest grain its time dimension offers: the month of monthly
 * prices, the day of daily weather), so the ranking has something to rank; without this it was asked
 * back ("names nothing to rank") or refused as giving no date. Taken only when that reading answers.
 */
const WHEN_LEAD = /^\s*when\s+(was|were|is|are|did|does|do|has|have|had)\b/i;
const EXTREME =
  /\b(?:most|least|highest|lowest|biggest|smallest|largest|greatest|fewest|peak|max(?:imum)?|min(?:imum)?|top|worst|best|\w{3,}est)\b/i;

export async function whenRanked(
  userMessages: readonly string[],
  env: InterpretEnv,
  read: Interpretation,
): Promise<Interpretation> {
  const question = userMessages.at(-1) ?? '';
  if (!WHEN_LEAD.test(question) || !EXTREME.test(question)) return read;
  if (read.outcome.kind === 'answer' && dated(read)) return read;
  const subject = read.reading?.subject;
  const unit = subject ? periodUnit(subject) : null;
  if (!unit) return read;
  const asked = question.replace(WHEN_LEAD, (_m, verb: string) => `which ${unit} ${verb}`);
  const again = await route([...userMessages.slice(0, -1), asked], env);
  return again.outcome.kind === 'answer' && dated(again) ? again : read;
}

// Finest first, from a day up: a "when" is never answered by the hour.
const FINEST_FIRST = TIME_GRAINS.slice(TIME_GRAINS.indexOf('day'));

/** The period a "when" is answered in: a yearly data set's year, else the time dimension's finest grain. */
function periodUnit(subject: Subject): string | null {
  if (yearDimension(subject)) return 'year';
  const grains = timeDimension(subject)?.grains ?? [];
  return FINEST_FIRST.find((g) => grains.includes(g)) ?? null;
}

/** The answer is broken down over time (so it says when). */
function dated(read: Interpretation): boolean {
  return (
    read.outcome.kind === 'answer' &&
    timeGroup(read.outcome.intent.subject, read.outcome.intent.groupBy) !== undefined
  );
}
