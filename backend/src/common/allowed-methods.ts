import type { Application } from 'express';

/** What Express keeps of a route in its router's stack. */
interface RouteLayer {
  route?: { methods: Record<string, boolean | undefined> };
  match(path: string): unknown;
}

/**
 * The methods the app's routes answer at `path` (upper case; HEAD wherever GET
 * is), in a stable order: empty when no route has that path. A request whose
 * method is not among them, at a path that has some, is a 405, not a 404.
 */
export function allowedMethods(app: Application, path: string): string[] {
  // Express's own types leave out the layer's `match`, which it has.
  const stack = (app.router as unknown as { stack?: RouteLayer[] } | undefined)
    ?.stack;
  const methods = new Set<string>();
  for (const layer of stack ?? []) {
    if (!layer.route || !layer.match(path)) continue;
    for (const [method, on] of Object.entries(layer.route.methods))
      if (on && method !== '_all') methods.add(method.toUpperCase());
  }
  if (methods.has('GET')) methods.add('HEAD');
  return [...methods].sort();
}
