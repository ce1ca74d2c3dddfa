import { CHAT_KEEPALIVE_DEFAULT_MS, type Config } from '../config/load.js';
import type { ToolDeps } from '../tools/context.js';
import { BuiltinPlanner } from './builtin/planner.js';
import { ValueIndexCache } from './builtin/values.js';
import { LlmPlanner } from './llm/planner.js';
import type { Planner } from './turn.js';

/** The request `model` that always selects the built-in planner, whatever the configuration. */
export const BUILTIN_MODEL = 'charter-builtin';

export type LlmSettings = NonNullable<Config['llm']>;

export interface PlannerChoice {
  readonly planner: Planner;
  /** `builtin`, or `llm:<upstream model>`: logged, and shown in the first thinking event. */
  readonly label: string;
}

/**
 * Picks the planner for one request. Rules (docs/chat.md):
 * 1. `model: "charter-builtin"` → the built-in planner.
 * 2. `model` equal to `llm.model` or listed in `llm.models` (with `base_url` set) → the LLM planner on that model.
 * 3. otherwise `llm.planner` decides: `llm` → the LLM planner on `llm.model`; `builtin` (default) → built-in.
 * The request's `model` string is echoed in every chunk whichever planner answers.
 */
export class ChatAgent {
  private readonly builtin: BuiltinPlanner;
  private readonly llm = new Map<string, LlmPlanner>();

  constructor(
    private readonly deps: ToolDeps,
    private readonly settings: LlmSettings | null,
  ) {
    this.builtin = new BuiltinPlanner(deps, new ValueIndexCache());
  }

  get keepAliveMs(): number {
    return this.settings?.keepalive_ms ?? CHAT_KEEPALIVE_DEFAULT_MS;
  }

  choose(model: string): PlannerChoice {
    const s = this.settings;
    if (model === BUILTIN_MODEL || !s) return { planner: this.builtin, label: 'builtin' };
    const selectable = s.base_url !== undefined && (model === s.model || s.models.includes(model));
    const upstream = selectable ? model : s.planner === 'llm' ? (s.model as string) : null;
    if (upstream === null) return { planner: this.builtin, label: 'builtin' };
    let planner = this.llm.get(upstream);
    if (!planner) {
      planner = new LlmPlanner(this.deps, { ...s, model: upstream });
      this.llm.set(upstream, planner);
    }
    return { planner, label: `llm:${upstream}` };
  }
}
