import { numberWord } from './text.js';
import { MONTH_NAMES, MONTH_WORDS } from './time.js';

/**
 * Years and counts written in words, as a teacher or a reader aloud writes them: "the year two thousand
 * and five", "nineteen ninety", "in nineteen seventy-five", "the nineteen-sixties", "five hundred of our
 * departures", "thirty to sixty minutes". Each word was unknown and the question asked back; the digits
 * are what every reader after this one reads. One to twelve stay words ("one row", "the top three"
 * have readers of their own).
 */

const UNITS = 'one two three four five six seven eight nine'.split(' ');
const TEENS = 'ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'.split(' ');
const TENS = 'twenty thirty forty fifty sixty seventy eighty ninety'.split(' ');
const DECADES = 'twenties thirties forties fifties sixties seventies eighties nineties'.split(' ');

const UNIT = `(?:${UNITS.join('|')})`;
const TEEN = `(?:${TEENS.join('|')})`;
const TEN = `(?:${TENS.join('|')})`;
/** 1 to 99 in words: "seven", "fifteen", "sixty", "seventy-five", "seventy five". */
const UNDER_HUNDRED = `(?:${TEN}(?:[- ]${UNIT})?|${TEEN}|${UNIT})`;

/** The value of 1 to 99 written in words ("seventy five" as "seventy-five"). */
const underHundred = (words: string): number => numberWord(words.toLowerCase().replace(/\s+/, '-')) ?? 0;

/** "two thousand and five", "two thousand five", "the year two thousand": 2000 to 2099. */
const TWO_THOUSANDS = new RegExp(
  String.raw`\b(?:the\s+year\s+)?two\s+thousand(?:\s+(?:and\s+)?(${UNDER_HUNDRED}))?\b(?=(?:\s|[,.?!;:)]|$))`,
  'gi',
);
/** "nineteen ninety", "nineteen seventy-five", "nineteen-sixty": 1910 to 1999. */
const NINETEEN_HUNDREDS = new RegExp(
  String.raw`\b(?:the\s+year\s+)?nineteen[- ](${TEN}(?:[- ]${UNIT})?|${TEEN})\b(?![- ]?(?:${DECADES.join('|')}))`,
  'gi',
);
/** "the nineteen-sixties", "the nineteen sixties": the decade. */
const NINETEEN_DECADES = new RegExp(String.raw`\bnineteen[- ](${DECADES.join('|')})\b`, 'gi');
/** "twenty twelve", "twenty-fifteen": 2010 to 2019, only after a word that leads to a year. */
const TWENTY_TENS = new RegExp(
  String.raw`\b(in|of|year|since|from|to|until|through|by|during|for|and|vs|versus|${MONTH_WORDS.join('|')})\s+twenty[- ](${TEEN})\b`,
  'gi',
);
/** "five hundred", "two thousand" (a count, not a year: not after "year"), "one thousand five hundred". */
const HUNDREDS = new RegExp(
  String.raw`\b(${UNDER_HUNDRED})\s+hundred(?:\s+(?:and\s+)?(${UNDER_HUNDRED}))?\b`,
  'gi',
);
const THOUSANDS = new RegExp(String.raw`\b(${UNDER_HUNDRED})\s+thousand\b(?!\s+(?:and\s+)?${UNIT})`, 'gi');
/** What a count in words is of, or a range it opens ("thirty to sixty minutes"). */
const COUNTED = String.raw`(?:min(?:ute)?s?|hours?|flights|departures|arrivals|days|miles|millimet\w*|mm|degrees|percent|%|years|countries|airports|routes|states|stocks|times|(?:to|and|or|-|–)\s+(?:\d|${TEN}|${TEEN}))`;
/** 13 to 99 in words ("thirty", "seventy-five") before what they count: digits. Never "twenty-fifth". */
const TENS_AND_TEENS = new RegExp(
  String.raw`\b(${TEN}(?:-${UNIT})?|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)\b(?!-)(?=\s+${COUNTED})`,
  'gi',
);

export function numbersSpelled(text: string): string {
  return text
    .replace(TWO_THOUSANDS, (_m, rest: string | undefined) => String(2000 + (rest ? underHundred(rest) : 0)))
    .replace(
      NINETEEN_DECADES,
      (_m, decade: string) => `${1900 + (DECADES.indexOf(decade.toLowerCase()) + 2) * 10}s`,
    )
    .replace(NINETEEN_HUNDREDS, (_m, rest: string) => String(1900 + underHundred(rest)))
    .replace(TWENTY_TENS, (_m, lead: string, teen: string) => `${lead} ${2000 + underHundred(teen)}`)
    .replace(HUNDREDS, (_m, n: string, rest: string | undefined) =>
      String(underHundred(n) * 100 + (rest ? underHundred(rest) : 0)),
    )
    .replace(THOUSANDS, (_m, n: string) => String(underHundred(n) * 1000))
    .replace(TENS_AND_TEENS, (w: string) => String(underHundred(w)));
}

const monthName = (m: string): string => MONTH_NAMES[Number(m) - 1] ?? m;

/**
 * Dates written in digits the way much of the world writes them: "03/2001" (a month), "2001-04" (an
 * ISO month), "23/04/2001" (the day first, when the first number cannot be a month) and "04/23/2001".
 * Each was an unknown word and the question asked back. A date both ways could read ("03/04/2001") is
 * left as written.
 */
export function numericDatesSpelled(text: string): string {
  return text
    .replace(/\b(\d{1,2})\/(\d{1,2})\/((?:19|20)\d\d)\b/g, (whole, a: string, b: string, y: string) => {
      const [x, z] = [Number(a), Number(b)];
      if (x > 12 && z >= 1 && z <= 12) return `${monthName(b)} ${x}, ${y}`;
      if (z > 12 && x >= 1 && x <= 12) return `${monthName(a)} ${z}, ${y}`;
      return whole;
    })
    .replace(/\b(0?[1-9]|1[0-2])\/((?:19|20)\d\d)\b/g, (_m, m: string, y: string) => `${monthName(m)} ${y}`)
    .replace(
      /\b((?:19|20)\d\d)-(0[1-9]|1[0-2])\b(?![-/\d])/g,
      (_m, y: string, m: string) => `${monthName(m)} ${y}`,
    );
}
