/** The package folder of a module file inside node_modules (`…/node_modules/@scope/name`), or undefined. */
function packageDir(resource: string): { name: string; dir: string } | undefined {
  const match = /^(.*\/node_modules\/((?:@[^/]+\/)?[^/]+))\//.exec(resource.replace(/\\/g, '/'));
  if (match === null || match[1] === undefined || match[2] === undefined) return undefined;
  return { name: match[2], dir: match[1] };
}

/** Names of the packages whose modules come from more than one folder (two versions or two copies). */
export function duplicatePackages(resources: readonly string[]): string[] {
  const dirs = new Map<string, Set<string>>();
  for (const resource of resources) {
    const found = packageDir(resource);
    if (found === undefined) continue;
    const set = dirs.get(found.name) ?? new Set<string>();
    set.add(found.dir);
    dirs.set(found.name, set);
  }
  return [...dirs].filter(([, set]) => set.size > 1).map(([name]) => name).sort();
}
