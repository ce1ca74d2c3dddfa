import { WEEKDAYS } from './tables/dateparts.js';
import { monthOfWord } from './time.js';

/**
 * What a person says around a question: a greeting ("Hi there!"), why they ask ("It's for a school
 * project."), a guess ("I suspect it's New York."), thanks ("thanks so much in advance"), a reaction
 * before a follow-up ("lovely, thank you. and the month after that?"). Read with the question, each
 * of these words was left over and the question asked back. They are dropped before reading, only
 * where what is dropped cannot change the question:
 *
 * - a greeting or a reaction only at the start, and only with a question after it;
 * - a sentence (or the part before a colon) only when it opens as a remark about the asker ("I'm",
 *   "My", "We had", "It's for", "Just wondering") and asks for nothing itself: no question mark, no
 *   request ("I want", "I'm curious what"), and after the question no refinement either (a number,
 *   "by", "each", "only", "top": "I'd like it by month" is kept);
 * - a clause about the asker before "but" or "so" that opens the request ("I'm not a data person, but
 *   could you …"), or after the question ("…, I'm planning a visit").
 *
 * A message that is nothing but such remarks is left as written (the readers answer small talk).
 */

/** "Hi there!", "Good morning,", "hello": case kept for "hi", so Hawaii's "HI" is never a greeting. */
const GREETING = new RegExp(
  [
    String.raw`^\s*(?:(?:[Hh](?:i|ello|ey|iya|owdy)|HELLO|HEY|[Gg]reetings|[Aa]loha|[Gg]ood\s+(?:morning|afternoon|evening|day)|[Dd]ear\s+[A-Za-z]+)`,
    String.raw`(?:\s+(?:there|all|everyone|folks|team|again))*(?:\s+from\s+[^.!?:]{1,60}[.!]+\s*|\s*[!,.:;—–]+\s*|\s+-\s+|\s+(?=[a-z]))`,
    // "Morning!" alone is a greeting only with its mark: "morning flights" are flights.
    String.raw`|(?:[Mm]orning|[Aa]fternoon|[Ee]vening)(?:\s*[!,.]+\s*|\s+[-–—]\s+))`,
  ].join(''),
);

/** A word of reaction opening a follow-up, always followed by a mark: "lovely, thank you.", "ha,". */
const REACTION_WORD =
  '(?:ok(?:ay)?|oh|ah|aha|ha(?:ha)*|wow|lovely|great|nice|cool|interesting|perfect|brilliant|awesome|thanks|thank\\s+you|cheers|makes\\s+sense|got\\s+it|i\\s+see|fair\\s+enough)(?:\\s+(?:so\\s+much|a\\s+lot|again|then))?';
const REACTION = new RegExp(
  `^\\s*(?:${REACTION_WORD}(?:\\s*[!,.]+\\s*|\\s+)){0,2}${REACTION_WORD}\\s*[!,.]+\\s*(?=\\S)`,
  'i',
);

/** Thanks closing a message: "thanks so much in advance", ", thanks a bunch!", "Thank you." */
const THANKS =
  /(?:[\s,;.!?-]+|^)(?:(?:thanks|thank\s+you|many\s+thanks|cheers)(?:\s+(?:so\s+much|very\s+much|a\s+lot|a\s+bunch|a\s+ton|heaps))?(?:\s+in\s+advance)?|much\s+appreciated)[\s!.]*$/i;

/** People an asker tells about: "my dad", "my stats teacher", "our neighbours". */
const PEOPLE =
  '(?:(?:grand|step)?(?:dad|mom|mum|father|mother|pa|ma)|sister|brother|son|daughter|wife|husband|partner|friend|boss|uncle|aunt|grandma|grandpa|family|kids?|children|teacher|professor|colleague|co-?worker|manager|parents?|cousin|girlfriend|boyfriend|neighbou?r|students?|pupils?|learners?|classmates?)';

/** A remark about the asker: how a sentence that asks for nothing opens. */
const REMARK_OPENING = new RegExp(
  String.raw`^(?:i(?:['’]m|\s+am|['’]ve|\s+have|['’]d|\s+had|\s+was|\s+were|\s+read|\s+heard|\s+live|\s+work|\s+fly|\s+travel|\s+remember|\s+figure|\s+think|\s+suspect|\s+guess(?:ed)?|\s+bet|\s+just|\s+really|\s+always|\s+never|\s+used\s+to|\s+know|\s+love|\s+hate|\s+only)\b|(?:my|our)\s+(?:[a-z]+\s+)?(?:${PEOPLE}|office|team|class)s?\b|we(?:['’]re|\s+are|['’]ve|\s+had|\s+were|\s+used\s+to)\b|it(?:['’]s|\s+is|\s+was)\b|that(?:['’]s|\s+is)\s+(?:for|just)\b|this\s+is\s+(?:for|just)\b|he\b|she\b|they\b|people\b|just\s+(?:curious|wondering|asking)\b|sorry\b|apologies\b|thanks\b|thank\s+you\b|quick\s+(?:question|one|q)\b|for\s+(?:a|an|my|our)\s+(?:school|class|project|report|essay|paper|article|newsletter|presentation|quiz|blog|story|piece|homework|assignment|talk)\b)`,
  'i',
);

/** A request said as a statement: a sentence opening as a remark that still asks ("I'm curious what"). */
const REQUEST =
  /\b(?:want|wanted|need|needed|would\s+like|['’]d\s+like|like\s+to\s+(?:know|see)|looking\s+for|interested\s+in|curious\s+(?:about|what|how|which|whether|if|to)|wonder(?:ing)?\s+(?:what|how|which|where|when|whether|if|who)|show|tell\s+me|give\s+me|list|please\s+(?:show|give|list|tell)|find|figure\s+out|work\s+out|look\s+up)\b/i;

/** After the question, what may still refine it: a number or a word that shapes the answer. */
const REFINEMENT =
  /\d|\b(?:by(?!\s+how\s+(?:many|much))|per|each|every|only|top|bottom|first|last|split|broken|grouped|sorted|order|excluding|except|without|instead|rather|mean|meant)\b/i;

/** A remark about someone else ("My aunt takes that route every winter"): never a refinement. */
const ANECDOTE = new RegExp(
  String.raw`^(?:(?:my|our)\s+(?:[a-z]+\s+)?${PEOPLE}s?|he|she|they|people)\b`,
  'i',
);

/** A sentence about the asker ("I cycle to work.", "It felt freezing."). */
const ABOUT_ME =
  /^(?:i(?:['’](?:m|ve|d|ll)|\s+(?!mean\b|meant\b)[a-z]+)|(?:it|that|this)\s+(?:felt|feels|seems|seemed|sounds|sounded|looks|looked))\b/i;

/** After the question, a request said as a statement ("I'd like it per month"). */
const REQUEST_AFTER = /\b(?:wants?|needs?|would\s+like|['’]d\s+like|show|give|list|tell\s+me|please)\b/i;

/** "The top three would be perfect", "One number per year is plenty": the shape, without the praise. */
const PRAISE =
  /\s*,?\s*(?:would\s+be|['’]d\s+be|is|will\s+do|works|would\s+help)\s+(?:great|perfect|fine|plenty|enough|ideal|good|helpful|nice|lovely|brilliant|awesome|super|amazing)(?:\s+for\s+me)?(?=\s*(?:[.!?]|$))/gi;

/** "Just the average itself is fine.": the measure asked for, named again. */
const MEASURE_AGAIN =
  /^(?:just\s+|only\s+)?the\s+(?:average|count|number|total|figure|value)(?:\s+itself)?\s*[.!]*$/i;

/** After the question, "I'm just curious (about island travel)": why it was asked, never a request. */
const JUST_CURIOUS = /^(?:i['’]m|i\s+am)\s+(?:just|only)\s+(?:curious|wondering|asking)\b/i;

/** "just wondering how many …": the words before the question word say nothing. */
const WONDERING =
  /^\s*(?:(?:i\s+(?:was\s+|am\s+|['’]m\s+)?)?(?:just\s+)?(?:wondering|wonder|curious)|out\s+of\s+(?:pure\s+|sheer\s+|idle\s+)?curiosity)\s*,?\s+(?=(?:how|what|which|where|when|who|whether|if)\b)/i;

/** "there", "that airport": the question points back at a place said before it. */
const POINTS_BACK =
  /\b(?:there(?!\s+(?:was|were|is|are|be|been|have|had)\b)|that\s+(?:place|airport|city|state|country|company|stock))\b/i;

/**
 * The names and numbers a sentence says past its first word (which any sentence capitalises): a
 * capitalised word other than "I", or a word with a digit.
 */
function namedWords(text: string): string[] {
  return text
    .split(/[^\p{L}\p{N}'’-]+/u)
    .slice(1)
    .filter((w) => (/^\p{Lu}/u.test(w) && !/^I(?:['’]|$)/.test(w)) || /\d/.test(w));
}

/** A month, a weekday, a quarter or half, or a bare number: when, not what. */
const isWhen = (w: string): boolean =>
  monthOfWord(w) !== null || WEEKDAYS.includes(w.toLowerCase()) || /^(?:[QH][1-4]|\d+)$/.test(w);

/** A name or code in the question past its first word ("How many PHX departures …"). */
const namesOwn = (question: string): boolean => namedWords(question).some((w) => !isWhen(w));

/**
 * Whether a remark (before or after the question) names something (a capitalised word, a number) the question
 * does not: "I'm looking at Denver. What was the average delay in March?" or "my dad flies out of
 * Boston Logan. What was the delay there?" may mean the place, so such a remark is kept (and the
 * question asked back) rather than dropped (and a wrong place answered).
 */
function namesMore(remarkText: string, question: string): boolean {
  // A question naming its own place or thing, and pointing back at nothing, stands alone.
  if (namesOwn(question) && !POINTS_BACK.test(question)) return false;
  const asked = question.toLowerCase();
  return namedWords(remarkText).some((w) => !asked.includes(w.toLowerCase()));
}

/** "I (just) want to know which one…": the question said again, never a refinement. */
const RESTATED =
  /^i\s+(?:just\s+|only\s+)?(?:want(?:ed)?|wanna|['’]d\s+like|would\s+like)\s+to\s+(?:know|see|find\s+out|check)\b/i;

/** A clause about the asker ending in "but" / "so" before the request: "I'm not a data person, but". */
const LEADING_ASIDE =
  /^((?:(?:i(?:['’]m|\s+am|['’]ve|\s+have|\s+was)|sorry|apologies|my|this\s+(?:might|may)\s+be)\b[^.?!:]*?),\s*(?:but|so)\s+)(?=\S)/i;

/** After the question: ", I'm planning a visit and don't know what to pack". */
const TRAILING_ASIDE =
  /([?]?)\s*[,;—–-]\s*(?:(?:because|cause|cuz|as)\s+)?(?:i(?:['’]m|\s+am|['’]ve|\s+was|['’]d|\s+fly|\s+live|\s+work|\s+remember|\s+figure|\s+think|\s+suspect|\s+guess)|just\s+(?:curious|wondering|asking)|(?:it|that|this)(?:['’]s|\s+is)\s+for)\b([^.?!]*)[.!]?\s*$/i;

/** What a piece of writing, a talk or a lesson is: the thing a figure is wanted for. */
const WORK =
  '(?:exercise|worksheet|exam|feature|story|piece|article|chart|graph|deck|slides?|report|presentation|explainer|post|blog|column|newsletter|bulletin|podcast|segment|briefing|brief|memo|paper|thesis|essay|study|project|class|lesson|homework|assignment|problem|activity|quiz|comparison|talk|meeting|board|dashboard|review|analysis|profile|infographic|map|book|video|pitch|write-?up)';

/**
 * What the figure is for, said after the question: "— need it for a case study on the crash", "for a
 * world map activity", "so my class can see the jump". Only without a number or a name in it.
 */
const PURPOSE = new RegExp(
  String.raw`\s*(?:[,;—–]|\s-)?\s*(?:(?:i\s+)?need(?:ed)?\s+(?:it|this|them)\s+)?(?:for\s+(?:a|an|my|our|the)\s+(?:[a-z-]+\s+){0,3}?${WORK}\b|so\s+(?:that\s+)?(?:i|we|my|our|they|he|she|the\s+class)\b)[^.?!]*(?=[.?!]*\s*$)`,
  'i',
);

/**
 * What the figure is for, said first: "For a feature on winter travel, how many …", "For a Texas
 * aviation story: total distance …", "need for a deck: …". The clause ends at its comma or colon.
 */
const PURPOSE_FIRST = new RegExp(
  String.raw`^\s*(?:(?:i\s+)?need(?:ed)?\s+(?:(?:it|this|these|them)\s+)?)?for\s+(?:a|an|my|our|the|this|a\s+new|today['’]s|tomorrow['’]s|this\s+week['’]s|next\s+week['’]s)\s+(?:[\p{L}'’-]+\s+){0,4}?${WORK}s?\b(?:\s+(?:on|about|of|in|for|with|at)\s+[^,:;?!.]{1,50})?\s*[,:;—–]\s*(?=\S)`,
  'iu',
);

/**
 * The purpose clause dropped; its names kept where the question names nothing of its own ("For a
 * story on Denver, how many flights in January?" is "Denver: how many flights in January?").
 */
function purposeDropped(text: string): string {
  const clause = PURPOSE_FIRST.exec(text)?.[0];
  if (!clause) return text;
  const rest = text.slice(clause.length);
  if (!/\p{L}{2}/u.test(rest)) return text;
  const names = carriedNames(clause, rest).filter((w) => !isWhen(w));
  if (names.length === 0 || namesOwn(rest)) return rest;
  const placed = thereNamed(rest, names);
  return placed !== rest ? placed : `${names.join(', ')}: ${rest}`;
}

/** A piece of the message: its text and what separated it from the next one. */
interface Piece {
  readonly text: string;
  readonly end: string;
}

/**
 * "My students want to know how many …", "My class wants the number of …", "Show my class the five
 * states …", "… for my students": whom the answer is for, said around what is asked ("My" had been
 * read as the caller's own rows and the question asked back).
 */
const LEARNERS = String.raw`(?:my|our|the)\s+(?:students|pupils|class|learners|kids|children)`;
const FOR_LEARNERS: readonly (readonly [RegExp, string])[] = [
  [
    new RegExp(
      String.raw`^(\s*)${LEARNERS}\s+(?:want|wants|would\s+like|need|needs|are\s+asking\s+(?:for|about)|asked\s+(?:for|about)|wonder|are\s+wondering)\s+(?:to\s+(?:know|see|find\s+out|learn|check|get)\s+)?`,
      'i',
    ),
    '$1',
  ],
  [new RegExp(String.raw`\b(show|tell|give)\s+${LEARNERS}\s+`, 'gi'), '$1 '],
  [new RegExp(String.raw`\s*,?\s*\b(?:for|to)\s+${LEARNERS}\b`, 'gi'), ''],
];

/** After the question, someone's guess ("My pupils think it was Grenada."): never a filter. */
const GUESS_AFTER = new RegExp(
  String.raw`^(?:my|our)\s+(?:[a-z]+\s+)?${PEOPLE}s?\s+(?:think|thinks|thought|bet|bets|are\s+betting|guess|guessed|believe|believes|say|says|said|reckon|expect|love|loves|like|likes|are\s+comparing|compare)\b[^?]*[.!]?$`,
  'i',
);

export function chatterDropped(text: string): string {
  const opened = purposeDropped(
    openingDropped(FOR_LEARNERS.reduce((t, [pattern, words]) => t.replace(pattern, words), text)),
  );
  if (!/\p{L}/u.test(opened)) return text;
  const pieces = piecesOf(opened);
  const asking = askingPiece(pieces);
  if (asking < 0) return text;
  const question = (pieces[asking] as Piece).text;
  const marked = question.trim().endsWith('?');
  let asked = question;
  const lead: string[] = [];
  const kept = pieces.filter((p, i) => {
    if (i === asking) return true;
    const before = i < asking;
    if (!before && GUESS_AFTER.test(p.text.trim())) return false;
    if (!remark(p, before) && !(before && marked && statement(p))) return true;
    if (before) asked = routeNamed(p.text, dayNamed(p.text, asked));
    if (!namesMore(p.text, asked)) return false;
    // "I'm writing a profile of IBM for our club. What was its highest close in 2002?": the names
    // the question may point at are kept ("IBM: …"), the words about the asker are not; where the
    // question points with "there", the place takes its spot ("how many flights went to Denver").
    const names = carriedNames(p.text, asked);
    if (names.length === 0) return true;
    const placed = thereNamed(asked, names);
    if (placed === asked) lead.push(...names);
    asked = placed;
    return false;
  });
  const named = lead.length > 0 ? `${[...new Set(lead)].join(', ')}: ${asked.trimStart()}` : asked;
  const questionAt = kept.findIndex((p) => p.text === question);
  if (questionAt >= 0) kept[questionAt] = { ...(kept[questionAt] as Piece), text: named };
  const joined = kept.map((p, i) => p.text + (i < kept.length - 1 ? p.end : p.end.trimEnd())).join('');
  const trimmed = asidesDropped(joined).replace(PRAISE, '');
  return /\p{L}/u.test(trimmed) ? trimmed : text;
}

/**
 * "went there", "landed there", "the delay there": "there" said as the place's own words. Never the
 * "there" of being ("how many flights were there", "are there any").
 */
const THERE =
  /\b(go|goes|went|gone|going|fly|flies|flew|flown|flying|head|heads|headed|travel(?:l?ed)?|land|lands|landed|arrive|arrives|arrived)?(\s+)(?<!\b(?:is|are|was|were|be|been|being)\s+)there\b(?!\s+(?:is|are|was|were|be|been|have|had)\b)/i;

function thereNamed(question: string, names: readonly string[]): string {
  return question.replace(THERE, (_m, verb: string | undefined, gap: string) => {
    const toward = verb && !/^(?:land|arriv)/i.test(verb) ? 'to' : 'in';
    return `${verb ?? ''}${gap}${toward} ${names.join(' and ')}`;
  });
}

/** The question: the first sentence ending with a question mark, else the first that asks at all. */
function askingPiece(pieces: readonly Piece[]): number {
  const marked = pieces.findIndex((p) => p.text.trim().endsWith('?'));
  return marked >= 0 ? marked : pieces.findIndex((p) => asks(p));
}

/**
 * Before a sentence ending with a question mark, a sentence about the asker that ends as a statement
 * ("I want the honest truth about the rain.", "I'd like some history first.") says why, not what: the
 * question that follows asks. Not one that shapes the answer ("I only need the top 4.").
 */
function statement(piece: Piece): boolean {
  const text = piece.text.trim().replace(/^(?:and|but|so|oh|well)\s+/i, '');
  if (!/[.!]$/.test(text) || REFINEMENT.test(text) || CORRECTION.test(text)) return false;
  return REMARK_OPENING.test(text) || ABOUT_ME.test(text) || CLUB.test(text);
}

/** "Our weather club is settling a bet.": a group the asker belongs to, doing something of its own. */
const CLUB =
  /^(?:my|our)\s+(?:[a-z]+\s+)?(?:club|group|company|school|department|board|firm|shop|lab|society)\b/i;

/**
 * The names a remark says that the question does not: places, things, and a period only when the
 * question names none ("… in August and I'd like some history. What was the rainfall in August 2013?"
 * carries nothing of the period).
 */
function carriedNames(remarkText: string, question: string): string[] {
  const asked = question.toLowerCase();
  const dated = /\b(?:19|20)\d\d\b/.test(question);
  const names = namedWords(remarkText).filter(
    (w) => !asked.includes(w.toLowerCase()) && !(dated && isWhen(w)),
  );
  return [...new Set(names)];
}

/** A greeting, then a reaction, then thanks at the end: each removed only with words left after it. */
function openingDropped(text: string): string {
  let out = text;
  for (const pattern of [GREETING, REACTION]) {
    const rest = out.replace(pattern, '');
    if (rest !== out && /\p{L}/u.test(rest)) out = rest;
  }
  const unthanked = out.replace(THANKS, '');
  return /\p{L}/u.test(unthanked) ? unthanked : out;
}

/** Sentences, and the part before a colon followed by a space ("For a school report: how did …"). */
function piecesOf(text: string): Piece[] {
  const pieces: Piece[] = [];
  // "I'm planning a wedding - what was …": a dash between words ends a sentence as a full stop would
  // (a piece that is no remark is joined back as it was).
  const boundary = /([.?!]+|:|\s[-–—](?=\s+\p{L}))(\s+)(?=\S)/gu;
  let from = 0;
  for (const m of text.matchAll(boundary)) {
    const at = m.index ?? 0;
    pieces.push({ text: text.slice(from, at + (m[1] as string).length), end: m[2] as string });
    from = at + m[0].length;
  }
  pieces.push({ text: text.slice(from), end: '' });
  return pieces;
}

/** Whether the piece asks something: a question mark, or a question or request opening it. */
function asks(piece: Piece): boolean {
  const text = piece.text.trim();
  if (text.endsWith('?')) return true;
  if (remark(piece, true)) return false;
  return /\p{L}/u.test(text);
}

/** A remark about the asker that asks for nothing (`before`: it comes before the question). */
function remark(piece: Piece, before: boolean): boolean {
  const text = piece.text.trim().replace(/^(?:and|but|so|oh|well)\s+/i, '');
  if (text.endsWith('?') || /^i\s+mean(?:t)?\b/i.test(text)) return false;
  return before ? remarkBefore(text) : remarkAfter(text);
}

function remarkBefore(text: string): boolean {
  if (PLANS.test(text) || LEISURE_HEADING.test(text) || DATE_FACT.test(text)) return true;
  return (REMARK_OPENING.test(text) || ABOUT_ME.test(text)) && !REQUEST.test(text);
}

/** "Memorial Day 2001 fell on May 28.": a sentence saying when a day was, for a question about "that day". */
const DATE_FACT = /^[^?]*\b(?:fell|falls|was|is)\s+on\s+[A-Z][a-z]+\.?\s+\d{1,2}(?:st|nd|rd|th)?\b[^?]*\.$/;

/** The day a remark names: "on May 28", "on New Year's Day 2001", "on March 3, 2001". */
const DAY_SAID =
  /\bon\s+((?:[A-Z][\w'’]*\s+){1,3}(?:Day|Eve)(?:\s+\d{4})?|[A-Z][a-z]+\.?\s+\d{1,2}(?:st|nd|rd|th)?(?:,?\s+\d{4})?)/;

/**
 * "Memorial Day 2001 fell on May 28. How many flights … that day?", "I flew out of Miami on New Year's
 * Day 2001. What was the delay there that day?": "that day" is the day the remark said (with the
 * remark's year when the day has none).
 */
function dayNamed(remarkText: string, question: string): string {
  const day = DAY_SAID.exec(remarkText)?.[1];
  if (!day || !/\bthat\s+(?:day|date)\b/i.test(question)) return question;
  const year = /\b(?:19|20)\d\d\b/.exec(remarkText)?.[0];
  const dated = year && !/\d{4}/.test(day) ? `${day}, ${year}` : day;
  return question.replace(/\b(?:on\s+)?that\s+(?:day|date)\b/i, `on ${dated}`);
}

/**
 * "I do Atlanta to Orlando a lot. How many flights flew that route …?": "that route" is the trip the
 * remark said, from its first place to its second.
 */
function routeNamed(remarkText: string, question: string): string {
  const trip =
    /(\p{Lu}[\p{L}.'’-]*(?:\s+\p{Lu}[\p{L}.'’-]*){0,2})\s+to\s+(\p{Lu}[\p{L}.'’-]*(?:\s+\p{Lu}[\p{L}.'’-]*){0,2})/u.exec(
      remarkText,
    );
  if (!trip || !/\bth(?:at|is)\s+(?:route|trip|run|leg)\b/i.test(question)) return question;
  return question.replace(/\bth(?:at|is)\s+(?:route|trip|run|leg)\b/i, `from ${trip[1]} to ${trip[2]}`);
}

/** "Thinking of flying out of Dulles in February.", "Planning a Seattle weekend:": the asker's plans. */
const PLANS =
  /^(?:just\s+)?(?:thinking|planning|trying|hoping|considering|deciding|dreaming)\s+(?:of|about|to|a|an|my|our|on|whether|where|when)\b[^?]*[.:]$/i;

/**
 * "Weekend plans in Seattle:", "Family trip to Disney:", "Weekend stock check:", "Before my India trip:":
 * a heading about the asker's trip or pastime, before a colon, says why; the question after it asks.
 */
const LEISURE_HEADING =
  /^(?=[^:?]*\b(?:trip|plans?|planning|weekend|vacation|holidays?|getaway|escape|visit|curiosity|hopping|journey|honeymoon|outing|adventure)\b)(?![^:]*\b(?:weekdays?|vs|versus|against|compared)\b)[^:?.!]{1,60}:$/iu;

/** After the question, "I want to avoid the crowded ones.": what the answer is for, never a request. */
const MOTIVE =
  /^i\s+(?:want|need|hope|plan|intend|['’]d\s+like)\s+to\s+(?:avoid|pick|plan|decide|choose|book|escape|get\s+away|go|travel|visit|fly|skip|beat|dodge)\b[^?]*[.!]?$/i;

/** After the question, a correction ("… in April... sorry, out of SAN"): it changes the question. */
const CORRECTION = /^(?:sorry|apologies|oops|wait|no|nope|actually|correction|rather|make\s+that)\b/i;

function remarkAfter(text: string): boolean {
  if (CORRECTION.test(text)) return false;
  if (MEASURE_AGAIN.test(text.replace(PRAISE, '')) || JUST_CURIOUS.test(text)) return true;
  if ((PLANS.test(text) || MOTIVE.test(text)) && !REFINEMENT.test(text) && !NAMED.test(text)) return true;
  if (RESTATED.test(text)) return !REFINEMENT.test(text);
  if (REQUEST_AFTER.test(text)) return false;
  if (ANECDOTE.test(text)) return true;
  return (REMARK_OPENING.test(text) || ABOUT_ME.test(text)) && !REFINEMENT.test(text);
}

/** A number or a capitalised word past the first ("…, I live in Denver"): an aside that may be the place. */
const NAMED = /\d|\s(?!I\b)\p{Lu}/u;

/** A clause about the asker before the request's "but" / "so", and one after the question. */
function asidesDropped(text: string): string {
  const led = text.replace(LEADING_ASIDE, '').replace(WONDERING, '');
  const trailed = led.replace(TRAILING_ASIDE, (whole, mark: string, rest: string) =>
    REFINEMENT.test(rest) || REQUEST.test(rest) || NAMED.test(rest) ? whole : mark,
  );
  const purposeless = trailed.replace(PURPOSE, (said) => (NAMED.test(said.trim()) ? said : ''));
  return /\p{L}{3}/u.test(purposeless) ? purposeless : trailed;
}
