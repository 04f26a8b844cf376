import { randomUUID } from 'node:crypto';
import { documentLocks } from '../data/document-locks';
import type { UserDirectory } from '../data/user-directory';
import { onStop } from '../lifecycle';
import type { EventBus } from './event-bus';

/** A hint: what changed (`kind`) and which one (`id`). */
export interface Hint {
  kind: string;
  id: string;
}

/**
 * What one instance of a service tells the others about its own writes, so that what each keeps in memory (kept
 * profiles, the search catalogue, the user directory's copies, file-sharing decisions, notification stream heads)
 * is set right within a moment of a write made anywhere (ARCHITECTURE "Many instances"). A broadcast of the
 * service's broker connection (EventBus `hear`/`broadcast`: a fanout exchange per service, an exclusive queue per
 * instance), not an event: nothing durable, nothing retried. A hint lost while the broker is away costs a delay
 * only, as each copy also expires or is checked on its own. An instance ignores its own hints (it set its memory
 * right when it wrote).
 */
export class InstanceHints {
  private readonly instance = randomUUID();
  private readonly listeners = new Map<string, Array<(id: string) => void>>();

  constructor(
    private readonly bus: EventBus,
    private readonly exchange: string,
  ) {
    bus.hear(exchange, (content) => {
      try {
        const hint = JSON.parse(content.toString('utf8')) as { kind?: unknown; id?: unknown; from?: unknown };
        if (hint.from === this.instance || typeof hint.kind !== 'string' || typeof hint.id !== 'string') return;
        for (const listener of this.listeners.get(hint.kind) ?? []) listener(hint.id);
      } catch {
        // not a hint of ours
      }
    });
  }

  /** Calls `listener` with the id of each `kind` of change another instance made. */
  on(kind: string, listener: (id: string) => void): this {
    this.listeners.set(kind, [...(this.listeners.get(kind) ?? []), listener]);
    return this;
  }

  /**
   * Calls `listener` after each (re)connection to the broker: hints told while this instance's queue was away are
   * lost, so what it keeps may have missed some.
   */
  afterGap(listener: () => void): this {
    this.bus.onConnected(listener);
    return this;
  }

  /** Tells every other instance that `id` of `kind` changed here. */
  tell(kind: string, id: string): void {
    this.bus.broadcast(this.exchange, Buffer.from(JSON.stringify({ kind, id, from: this.instance })));
  }
}

/**
 * The exchange of one service's hints: its instances share its database, and a service on another database (another
 * platform on the same broker, another test) is not told what is none of its business.
 */
export const hintsExchange = (service: string, database: string) => `abialbum.${service}.${database}.hints`;

/**
 * The user directory's copies (names, pictures, who is blocked) across a service's instances: a user's snapshot is
 * applied by the instance that consumed its event, and the others forget what they kept of that user (and every
 * instance all it kept after any instance's gap in its broker connection: UserDirectory's CACHE).
 */
export function shareDirectory(hints: InstanceHints, directory: UserDirectory): void {
  directory.applied = (userId) => hints.tell('user', userId);
  hints.on('user', (userId) => directory.forget(userId));
  // After a gap in this instance's connection, it may have missed the others' hints, and they its own (a snapshot it
  // applied meanwhile): every instance forgets every user.
  hints.afterGap(() => {
    directory.forgetAll();
    hints.tell('users', '*');
  });
  hints.on('users', () => directory.forgetAll());
}

/**
 * The document locks' leases across a service's instances: an instance that waits for a lease asks its holder for it
 * (`hint 'lease'`), which lets it go as soon as its works under way are done instead of keeping it for its next ones,
 * and says so once it is deleted (`hint 'lease-freed'`): the waiter tries at once instead of polling the database;
 * idle leases are given back when the process stops.
 */
export function shareLocks(hints: InstanceHints): void {
  documentLocks.hearWants({ tell: (key) => hints.tell('lease', key), freed: (key) => hints.tell('lease-freed', key) });
  hints.on('lease', (key) => documentLocks.wantedElsewhere(key));
  hints.on('lease-freed', (key) => documentLocks.freedElsewhere(key));
  onStop({ name: 'idle leases', close: () => documentLocks.releaseIdle() });
}
