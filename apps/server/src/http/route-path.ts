/**
 * Fastify's pattern for a path the contract builds: `routePath(API_PATHS.matches.byId, 'id')` is
 * `/matches/:id`. The contract's builders stay what the web calls; the server reads its paths
 * from the same functions, so the two cannot drift. `names` are the route's own parameter names
 * (its params schema), in the builder's argument order.
 */
export function routePath(build: (...args: string[]) => string, ...names: string[]): string {
  if (build.length !== names.length) {
    throw new Error(`routePath: the builder takes ${build.length} arguments, given ${names.length} names`);
  }
  // Letters only, so the builder's encodeURIComponent leaves them as they are.
  const marks = names.map((_, index) => `routeparam${String.fromCharCode(97 + index)}x`);
  let path = build(...marks);
  names.forEach((name, index) => {
    const mark = marks[index]!;
    if (!/^\w+$/.test(name) || path.split(mark).length !== 2) {
      throw new Error(`routePath: parameter ${name} must appear once in ${path}`);
    }
    path = path.replace(mark, `:${name}`);
  });
  const segments = path.split('/');
  const whole = (segment: string) => /^[\w.-]+$/.test(segment) || names.some((name) => segment === `:${name}`);
  if (segments[0] !== '' || !segments.slice(1).every(whole)) {
    throw new Error(`routePath: ${path} is not a route pattern (each parameter a whole segment)`);
  }
  return path;
}
