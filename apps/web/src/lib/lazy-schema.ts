/**
 * A schema that is built the first time anything touches it (decision 0061). Zod builds a schema
 * when its declaration runs, and the first load evaluated 600–880 of them before a page could
 * render (40–220 ms on this machine, four times that on Lighthouse's phone); built on use, a page
 * needs 150–310 of them. The web build wraps each module-level schema of @guardians/shared in this
 * (build-plugins/lazy-shared-schemas.ts); the server keeps plain schemas.
 *
 * The proxy forwards every operation to the built schema, so methods, getters, `instanceof` (zod
 * checks the `_zod` traits) and schemas composed from it behave as the schema itself.
 */
export function lazySchema<T extends object>(build: () => T): T {
  let built: T | undefined;
  const schema = (): T => {
    built ??= build();
    return built;
  };
  return new Proxy({} as T, {
    get: (_target, key) => Reflect.get(schema(), key),
    set: (_target, key, value) => Reflect.set(schema(), key, value),
    has: (_target, key) => Reflect.has(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    // The empty target holds none of the schema's own properties, so a proxy may only report them as
    // configurable (zod defines `_zod` as non-configurable).
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_target, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    deleteProperty: (_target, key) => Reflect.deleteProperty(schema(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
}
