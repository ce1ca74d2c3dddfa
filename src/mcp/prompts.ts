import type { Catalog } from '../catalog/catalog.js';
import type { Consumer } from '../consumers/model.js';
import type { Contract } from '../contracts/model.js';

/**
 * MCP prompts and argument completion for one consumer: ready-made requests a
 * user picks in a client's prompt menu. Each names a contract in the
 * consumer's scope and hands the model the exact query_contract call, so the
 * answer rests on a valid query instead of a guess:
 * - `trend_by_month`: a measure of a contract by month (contracts with a time
 *   dimension that has the month grain);
 * - `verified_question`: a question the data team verified, with its query
 *   (the contract's `examples`).
 * Only for query modes with contracts; the caller registers nothing otherwise.
 */

export interface PromptArgument {
  name: string;
  description: string;
  required: boolean;
}
/** As prompts/list shows it (mutable types, as the SDKs' result types are). */
export interface ListedPrompt {
  name: string;
  title: string;
  description: string;
  arguments: PromptArgument[];
}
export interface PromptMessages {
  description: string;
  messages: { role: 'user'; content: { type: 'text'; text: string } }[];
  [key: string]: unknown;
}

/** A prompt's argument that cannot be used: unknown prompt, contract or value, or one missing. */
export class PromptArgumentError extends Error {}

const CONTRACT_ARG: PromptArgument = {
  name: 'contract_name',
  description: 'A contract in scope (completion lists them).',
  required: true,
};

const PROMPTS: readonly ListedPrompt[] = [
  {
    name: 'trend_by_month',
    title: 'Trend of a measure by month',
    description: 'How one measure of a contract changes month by month, with the governed query to get it.',
    arguments: [
      CONTRACT_ARG,
      { name: 'measure', description: 'A measure of the contract (completion lists them).', required: true },
      {
        name: 'dimension',
        description:
          'Optional: a text dimension to narrow the trend to one of its values (completion lists them).',
        required: false,
      },
      {
        name: 'value',
        description:
          'Optional, with dimension: the value to keep (completion lists the values you may see, under your row-level security).',
        required: false,
      },
    ],
  },
  {
    name: 'verified_question',
    title: 'A verified question',
    description: 'A question the data team verified for a contract, with the exact query that answers it.',
    arguments: [
      CONTRACT_ARG,
      {
        name: 'question',
        description: "One of the contract's verified questions (completion lists them).",
        required: true,
      },
    ],
  },
];

/** The prompts a consumer can use: none without a contract that fits. */
export function promptsFor(catalog: Catalog, consumer: Consumer): ListedPrompt[] {
  const contracts = catalog.contractsFor(consumer);
  return PROMPTS.filter((p) =>
    contracts.some((c) => (p.name === 'trend_by_month' ? monthlyDimension(c) : c.examples.length > 0)),
  ).map((p) => ({ ...p, arguments: p.arguments.map((a) => ({ ...a })) }));
}

export function getPrompt(
  catalog: Catalog,
  consumer: Consumer,
  name: string,
  args: Readonly<Record<string, string>>,
): PromptMessages {
  const prompt = promptsFor(catalog, consumer).find((p) => p.name === name);
  if (!prompt) throw new PromptArgumentError(`Unknown prompt: ${name}`);
  const missing = prompt.arguments.filter((a) => a.required && !args[a.name]).map((a) => a.name);
  if (missing.length > 0) throw new PromptArgumentError(`Missing arguments: ${missing.join(', ')}`);
  const contract = contractIn(catalog, consumer, args.contract_name ?? '');
  return name === 'trend_by_month'
    ? trendMessages(contract, args.measure ?? '', narrowing(contract, args))
    : verifiedMessages(contract, args.question ?? '');
}

interface Narrowing {
  readonly dimension: string;
  readonly value: string;
}

/** The optional dimension = value of a trend: both or neither, on a text dimension of the contract. */
function narrowing(contract: Contract, args: Readonly<Record<string, string>>): Narrowing | null {
  const { dimension, value } = args;
  if (!dimension && !value) return null;
  if (!dimension || !value) throw new PromptArgumentError('Give both dimension and value, or neither.');
  if (!textDimensions(contract).includes(dimension)) {
    const names = textDimensions(contract).join(', ');
    throw new PromptArgumentError(`Unknown text dimension '${dimension}' (${contract.name} has ${names}).`);
  }
  return { dimension, value };
}

function textDimensions(contract: Contract): string[] {
  return contract.dimensions.filter((d) => d.type === 'string').map((d) => d.name);
}

function trendMessages(contract: Contract, measureName: string, only: Narrowing | null): PromptMessages {
  const time = monthlyDimension(contract);
  const measure = contract.measures.find((m) => m.name === measureName);
  if (!time) throw new PromptArgumentError(`Contract '${contract.name}' has no time dimension by month.`);
  if (!measure) {
    const names = contract.measures.map((m) => m.name).join(', ');
    throw new PromptArgumentError(`Unknown measure '${measureName}' (${contract.name} has ${names}).`);
  }
  const call = {
    contract_name: contract.name,
    query: {
      dimensions: [{ name: time.name, time_grain: 'month' }],
      measures: [measure.name],
      sorts: [{ field: time.name, direction: 'asc' }],
      ...(only ? { filters: [{ field: only.dimension, operator: 'eq', value: only.value }] } : {}),
    },
  };
  const scope = only ? ` for ${only.dimension} ${only.value}` : '';
  const text =
    `Show how ${measure.title} (${measure.name}) in ${contract.title}${scope} changed month by month. ` +
    `Call query_contract with these arguments${requirements(contract)}:\n${fenced(call)}\n` +
    'Page with offset while has_next_page is true, then describe the trend: the overall direction, ' +
    'the highest and lowest months, and any sharp change.';
  return { description: `${measure.title} by month${scope} (${contract.title})`, messages: [user(text)] };
}

function verifiedMessages(contract: Contract, question: string): PromptMessages {
  const example = contract.examples.find((e) => e.question === question);
  if (!example)
    throw new PromptArgumentError(`'${question}' is not a verified question of ${contract.name}.`);
  const call = { contract_name: contract.name, query: example.query };
  const text =
    `${example.question}\n\nThe data team verified this query for the question. Call query_contract with ` +
    `these arguments${requirements(contract)}:\n${fenced(call)}\nThen answer from its rows.`;
  return { description: example.question, messages: [user(text)] };
}

/** What the call needs beyond the query: context keys (bound by the backend or passed) and required filters. */
function requirements(contract: Contract): string {
  const parts = [
    contract.requiredContext.length > 0
      ? ` (row-level security needs the context keys ${contract.requiredContext.join(', ')})`
      : '',
    contract.rules.requiredFilters.length > 0
      ? ` (add filters on ${contract.rules.requiredFilters.join(', ')}, which the contract requires)`
      : '',
  ];
  return parts.join('');
}

/**
 * Reads the values of a contract's text dimension as the caller may see them
 * (the governed value list, under the caller's row-level security); null when
 * there are too many to list.
 */
export type ValuesReader = (contractName: string, dimension: string) => Promise<readonly string[] | null>;

/**
 * Completion values for a prompt argument or the contract resource template's
 * `contract_name`, from the consumer's scope only: a value outside it is never
 * offered. A dimension's values come from `readValues`, so they are the rows
 * this caller may read and no others; when they cannot be read (a context key
 * missing, too many values) nothing is offered.
 */
export async function completeArgument(
  catalog: Catalog,
  consumer: Consumer,
  argument: { name: string; value: string },
  others: Readonly<Record<string, string>>,
  readValues: ValuesReader,
): Promise<string[]> {
  const contracts = catalog.contractsFor(consumer);
  const named = contracts.find((c) => c.name === others.contract_name);
  const candidates =
    argument.name === 'contract_name'
      ? contracts.map((c) => c.name)
      : argument.name === 'measure'
        ? (named?.measures.map((m) => m.name) ?? [])
        : argument.name === 'question'
          ? (named?.examples.map((e) => e.question) ?? [])
          : argument.name === 'dimension'
            ? named
              ? textDimensions(named)
              : []
            : argument.name === 'value'
              ? await valuesOf(named, others.dimension, readValues)
              : [];
  const typed = argument.value.toLowerCase();
  return candidates.filter((c) => c.toLowerCase().includes(typed)).slice(0, MAX_COMPLETIONS);
}

async function valuesOf(
  contract: Contract | undefined,
  dimension: string | undefined,
  readValues: ValuesReader,
): Promise<readonly string[]> {
  if (!contract || !dimension || !textDimensions(contract).includes(dimension)) return [];
  try {
    return (await readValues(contract.name, dimension)) ?? [];
  } catch {
    // A completion is a hint: a refused read (a missing context key) offers nothing rather than an error.
    return [];
  }
}

/** MCP caps a completion result at 100 values. */
const MAX_COMPLETIONS = 100;

function contractIn(catalog: Catalog, consumer: Consumer, name: string): Contract {
  const { contract } = catalog.scopedContract(consumer, name);
  // Unknown and out-of-scope read alike, as for resources.
  if (!contract) throw new PromptArgumentError(`Unknown contract: ${name}`);
  return contract;
}

function monthlyDimension(contract: Contract) {
  return contract.dimensions.find((d) => d.type === 'time' && d.timeGrains.includes('month'));
}

/** Arguments in a JSON code block, so a model (or a client) reads them exactly. */
function fenced(value: unknown): string {
  return `\`\`\`json\n${JSON.stringify(value, null, 2)}\n\`\`\``;
}

function user(text: string): PromptMessages['messages'][number] {
  return { role: 'user', content: { type: 'text', text } };
}
