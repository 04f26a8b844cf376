import { markDerivativeWaiting } from '@abialbum/service-kit';

/** Runs at most `size` tasks at once (image work is CPU-bound; the machine has few cores). */
export function createLimiter(size: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (active >= size) {
      markDerivativeWaiting(1);
      await new Promise<void>((resolve) => waiting.push(resolve));
      markDerivativeWaiting(-1);
    }
    active += 1;
    try {
      return await task();
    } finally {
      active -= 1;
      waiting.shift()?.();
    }
  };
}
