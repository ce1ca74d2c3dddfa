/**
 * How the asker means to show the answer: "Bar chart of …", "…, as a small line chart", "one bar each
 * for O'Hare and Midway", "… for a callout on the timeline", "… for the arrivals panel". The service
 * draws its own charts from the rows, so these words ask for nothing the rows do not give; read with
 * the question, each was an unknown word and the question was asked back. They are dropped before
 * reading, and "one bar per X" is said as the rows it stands for ("one row per X"). Words that do ask
 * for something ("a running total", "an 'Other' row", "histogram buckets") are left to be read.
 */
import { type Rewrite, rewritten } from './text.js';

/** Kinds of chart, said before "chart" / "graph" or alone as their marks ("bars", "a line"). */
const KIND = String.raw`(?:bar|line|pie|donut|doughnut|area|column|range|scatter|trend|stacked(?:\s+bar)?|grouped\s+bar|horizontal\s+bar)`;
const CHART = String.raw`(?:(?:small|simple|quick|little|big|single)\s+)?(?:${KIND}\s+)?(?:chart|graph|plot|visual|viz)`;

/** "Bar chart of …", "Pie chart data: …", "A line graph showing …": the chart named first. */
const CHART_FIRST = new RegExp(
  String.raw`^\s*(?:(?:a|an|the|one)\s+)?${CHART}(?:\s+data)?\s*(?:of|for|showing|with|:|—|–|-)\s*(?=\S)`,
  'i',
);

/** "…, as a bar chart", "as bars", "as one line", "as a table", "in a pie chart", "two bars". */
const SHOWN_AS = new RegExp(
  String.raw`\s*[,;:—–-]?\s*\b(?:(?:as|in|on|into)\s+(?:(?:a|an|one|the|two|three|a\s+few)\s+)?(?:${CHART}|(?:(?:small|simple|sorted)\s+)?(?:bars|lines?|columns|table|pie|slices)(?!\s+(?:of|for)\b))|(?:two|three|four|five|six|seven|\d+)\s+(?:bars|lines|columns|slices))\b`,
  'gi',
);

/** What the chart is part of: "callout", "tile", "widget", "panel", "timeline", "dashboard". */
const PART = String.raw`(?:callout|tile|widget|panel|heatmap|heat\s+map|timeline|scorecard|score\s+card|highlight|annotation|slide|sparkline|card|kpi|chart|graph|dashboard|bar|visual|viz)`;

/**
 * "… for a callout on the timeline", "for the exec dashboard", "for a 'worst case' tile", "for
 * annotations on a timeline", "for the arrivals panel", "— single figure for a scorecard": the place
 * of the figure on the page. Up to three describing words (quoted ones too) before the part named.
 */
const FOR_PART = new RegExp(
  String.raw`\s*[,;:—–-]?\s*(?:(?:a\s+)?(?:single|one)\s+(?:figure|number|value)\s+)?\b(?:for|on|in)\s+(?:(?:a|an|the|my|our|this|that)\s+)?(?:(?!(?:each|every|all|per)\b)(?:['"‘’“”][^'"‘’“”]{1,30}['"‘’“”]|[\p{L}-]+)\s+){0,3}?${PART}s?\b(?:\s+(?:on|of|in)\s+(?:(?:a|an|the|our|my)\s+)?(?:[\p{L}-]+\s+)?${PART}s?\b)?`,
  'giu',
);

/**
 * "…? One bar, the winner only.", "…, in table form", "Drop the top one from the chart", "… as one
 * line": a closing request for the shape the figure already has.
 */
const SHAPE_ONLY: readonly Rewrite[] = [
  [
    /\s*[,;:—–-]?\s*\b(?:the\s+)?(?:winner|top\s+one|leader)\s+only\b|\s*[,;:—–-]?\s*\b(?:just|only)\s+the\s+(?:winner|leader)\b/gi,
    '',
  ],
  [/([.?!])\s*one\s+(?:bar|line|slice|number|figure)\s*(?=[,.!]|$)[,.]?/gi, '$1'],
  [/\s*[,;:—–-]?\s*\b(?:in|as)\s+(?:a\s+)?(?:table|tabular|list)\s+form(?:at)?\b/gi, ''],
  [/\s+(?:from|off)\s+(?:the|this|that|my|our)\s+(?:chart|graph|bars|plot|view)\b/gi, ''],
  // "as a series for a line chart": the rows as they come (a period's series: SERIES below).
  [/\s*[,;:—–-]?\s*\bas\s+an?\s+(?:time\s+)?series\b/gi, ''],
  // "Add the drizzle days into the same bars": the same figure, so the count it adds to.
  [/\b(?:into|in|to)\s+the\s+same\s+(?:bars?|chart|lines?|columns?|slices?)\b/gi, 'into that count'],
];

/** "as a monthly series", "as a weekly trend": one row per month (week, …). */
const SERIES =
  /\s*[,;:—–-]?\s*\bas\s+an?\s+(daily|weekly|monthly|quarterly|yearly|annual)\s+(?:series|trend|timeline)\b/gi;
const SERIES_GRAINS: Readonly<Record<string, string>> = {
  daily: 'day',
  weekly: 'week',
  monthly: 'month',
  quarterly: 'quarter',
  yearly: 'year',
  annual: 'year',
};

/** "one bar each for O'Hare and Midway", "one bar per city", "one line per carrier": one row each. */
const ONE_MARK_EACH =
  /\bone\s+(?:bar|line|column|slice|point|dot)\s+(?=(?:each|per|for\s+each|a|apiece)\b)/gi;

export function presentationDropped(text: string): string {
  const shaped = rewritten(text, SHAPE_ONLY)
    .replace(SERIES, (_m, every: string) => ` per ${SERIES_GRAINS[every.toLowerCase()] ?? 'year'}`)
    .replace(CHART_FIRST, '')
    .replace(ONE_MARK_EACH, 'one row ')
    .replace(FOR_PART, '')
    .replace(SHOWN_AS, '');
  // A closing sentence dropped whole leaves its full stop after the question's mark ("…?.").
  const tidy = shaped
    .replace(/\s+([?.!,])/g, '$1')
    .replace(/([?!])\.+/g, '$1')
    .replace(/^\s+/, '');
  return /\p{L}{2}/u.test(shaped) ? tidy : text;
}
