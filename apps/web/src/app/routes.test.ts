import { describe, expect, it } from 'vitest';
import { routePageModules } from '@openlobby/contract/route-pages';
import routesSource from './routes.tsx?raw';

/** A manifest name (`src/...` under apps/web) as routes.tsx, in src/app, imports it. */
function importFromApp(module: string): string {
  const withoutExtension = module.replace(/\.tsx?$/, '');
  return withoutExtension.startsWith('src/app/')
    ? `./${withoutExtension.slice('src/app/'.length)}`
    : `../${withoutExtension.slice('src/'.length)}`;
}

describe('the route table and the server page hints (ADR 049)', () => {
  it('imports every page module the contract names for a route, so its chunk can be hinted', () => {
    const modules = [...new Set(Object.values(routePageModules))];
    expect(modules.length).toBeGreaterThan(10);
    for (const module of modules) {
      expect(routesSource, module).toContain(`import('${importFromApp(module)}')`);
    }
  });

  it('imports no page module the contract does not name (the not-found page aside)', () => {
    const named = new Set(Object.values(routePageModules).map(importFromApp));
    const imported = [...routesSource.matchAll(/import\('([^']+)'\)/g)].map((m) => m[1]!);
    expect(imported.filter((path) => !named.has(path))).toEqual([
      '../features/content-pages/components/not-found-page',
    ]);
  });
});
