import { useCallback, useEffect, useState } from 'react';

/**
 * Code the first paint does not need (menus, dialogs, tooltips, toasts), loaded
 * once on demand; every caller shares the same load, and a failed one is tried
 * again on the next call.
 */
export interface Deferred<T> {
  load: () => Promise<T>;
  /** The module, once loaded. */
  current: () => T | undefined;
}

export function deferred<T>(importer: () => Promise<T>): Deferred<T> {
  let value: T | undefined;
  let promise: Promise<T> | undefined;
  return {
    current: () => value,
    load: () =>
      (promise ??= importer().then(
        (loaded) => (value = loaded),
        (error: unknown) => {
          promise = undefined;
          throw error;
        },
      )),
  };
}

/** Calls `callback` once the browser is idle (after the first paint); returns a cancel. */
export function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, 200);
  return () => window.clearTimeout(id);
}

/**
 * The deferred module: `undefined` until it has loaded. It starts loading when
 * the browser is first idle, or at once with the returned `loadNow` (a first
 * interaction that cannot wait for idle).
 */
export function useDeferred<T>(
  module: Deferred<T>,
): [T | undefined, () => void] {
  const [value, setValue] = useState<{ module: T } | undefined>(() => {
    const current = module.current();
    return current === undefined ? undefined : { module: current };
  });
  const loaded = value !== undefined;

  const loadNow = useCallback(() => {
    module.load().then(
      (current) => setValue({ module: current }),
      () => undefined,
    );
  }, [module]);

  useEffect(() => {
    if (loaded) return;
    let active = true;
    const cancel = whenIdle(() => {
      module.load().then(
        (current) => {
          if (active) setValue({ module: current });
        },
        () => undefined,
      );
    });
    return () => {
      active = false;
      cancel();
    };
  }, [module, loaded]);

  return [value?.module, loadNow];
}
