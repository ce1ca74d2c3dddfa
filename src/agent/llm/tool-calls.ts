import type {
  ChatCompletionChunk,
  ChatCompletionMessageFunctionToolCall,
} from 'openai/resources/chat/completions';

/** One `delta.tool_calls` entry as servers really send it: `index` is sometimes left out. */
type ToolCallDelta = Omit<ChatCompletionChunk.Choice.Delta.ToolCall, 'index'> & { index?: number };

interface Slot {
  id: string;
  name: string;
  arguments: string;
}

/**
 * Assembles the tool calls of one streamed completion from their deltas, by
 * the rules of the `openai` SDK's own stream helper (`ChatCompletionStream`,
 * `#accumulateChatCompletion`): calls are keyed by `index`; `id`, `type` and
 * `function.name` are *set* by each delta that carries them (a server that
 * resends the name in every delta names the call once, not twice); only
 * `function.arguments` is appended.
 *
 * The SDK helper itself is not used: it throws on what lenient servers omit
 * (a `type`, a `role`, the `finish_reason`), and it files a delta without
 * `index` under the key "undefined", losing the call. Here a delta without
 * `index` is placed by what it carries: an `id` not seen before opens a new
 * call and a known `id` continues its call; without an `id`, a name other than
 * the latest call's opens a new call; anything else continues the latest call.
 */
export class ToolCallAccumulator {
  private readonly slots = new Map<number, Slot>();
  private latest: number | null = null;

  add(delta: ToolCallDelta): void {
    const index = this.indexOf(delta);
    let slot = this.slots.get(index);
    if (!slot) {
      slot = { id: '', name: '', arguments: '' };
      this.slots.set(index, slot);
    }
    if (delta.id) slot.id = delta.id;
    if (delta.function?.name) slot.name = delta.function.name;
    if (delta.function?.arguments) slot.arguments += delta.function.arguments;
    this.latest = index;
  }

  /** The calls in index order; a call the server sent without an id gets `call_<index>`. */
  calls(): ChatCompletionMessageFunctionToolCall[] {
    return [...this.slots.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([index, c]) => ({
        id: c.id || `call_${index}`,
        type: 'function' as const,
        function: { name: c.name, arguments: c.arguments },
      }));
  }

  private indexOf(delta: ToolCallDelta): number {
    if (typeof delta.index === 'number') return delta.index;
    const current = this.latest === null ? undefined : this.slots.get(this.latest);
    if (delta.id) {
      for (const [index, slot] of this.slots) if (slot.id === delta.id) return index;
      return this.next();
    }
    if (this.latest === null || !current) return this.next();
    const name = delta.function?.name;
    if (name && current.name && name !== current.name) return this.next();
    return this.latest;
  }

  private next(): number {
    return this.slots.size === 0 ? 0 : Math.max(...this.slots.keys()) + 1;
  }
}
