import type { Subject } from '../subject.js';

/**
 * A model's column that is itself an average (route_stats' `avg_delay`, `avg_distance`: one average
 * per route) cannot be averaged or summed again: the mean of the routes' averages is not the
 * average of the flights ("Average distance of the SEA to LAX route" read as avg(avg_distance)
 * weighs every route alike and names its column `avg_avg_distance`), and its minimum or maximum
 * per group is a route's average read as a figure of many routes ("the origin with the longest average
 * distance" answered as min(avg_distance) per origin). Such a column gives no measure: the average is
 * read from the table the model summarises, where it is one aggregate of the rows.
 */
const AVERAGED = /^(?:avg|average|mean)_/;

function isAveraged(column: string, description: string): boolean {
  return AVERAGED.test(column) || /^\s*(?:average|mean)\b/i.test(description);
}

/** The model subject without the aggregates of its averaged columns; other subjects as they are. */
export function withoutReaveraging(subject: Subject): Subject {
  if (subject.kind !== 'model') return subject;
  const measures = subject.measures.filter((m) => m.column === null || !isAveraged(m.column, m.description));
  if (measures.length === subject.measures.length) return subject;
  const dropped = subject.measures.flatMap((m) =>
    m.column !== null && !measures.includes(m) ? [m.column] : [],
  );
  return { ...subject, measures, unmeasured: [...new Set(dropped)] };
}
