/**
 * Bounds on work that costs memory or CPU (uploads, image decoding), counted in this process.
 * `slots` refuses at once beyond its bounds, so a client hears "busy" in milliseconds rather than
 * waiting; `queue` lets work wait its turn in arrival order when the wait is itself bounded.
 */
export interface Slots {
  /** A slot for `key` (a user), with its release; undefined when the server or that key is full. */
  tryTake(key: number): (() => void) | undefined;
  /** Slots taken now, for the tests and the logs. */
  inUse(): number;
}

export function createSlots(limits: { total: number; perKey: number }): Slots {
  let total = 0;
  const perKey = new Map<number, number>();
  return {
    tryTake(key) {
      const taken = perKey.get(key) ?? 0;
      if (total >= limits.total || taken >= limits.perKey) return undefined;
      total += 1;
      perKey.set(key, taken + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        total -= 1;
        const left = (perKey.get(key) ?? 1) - 1;
        if (left === 0) perKey.delete(key);
        else perKey.set(key, left);
      };
    },
    inUse: () => total,
  };
}

/** Runs at most `concurrency` pieces of work at once; the others wait in arrival order. */
export function createQueue(concurrency: number): <T>(work: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (work) => {
    if (running >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      // The slot passes straight to the next in line, so `running` never dips and lets a newcomer jump ahead.
      if (next) next();
      else running -= 1;
    }
  };
}
