import { describe, expect, it } from 'vitest';
import { appStartModule, routePageModules } from '@openlobby/contract/route-pages';
import mainSource from '../main.tsx?raw';
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

describe('the entry and the start-up module the server hints (ADR 050)', () => {
  it('imports the start-up module the contract names, and only after the first screen is painted', () => {
    expect(appStartModule).toBe('src/start.tsx');
    // The later script hints go in first (ADR 053), then the start-up is imported.
    expect(mainSource).toMatch(
      /afterFirstScreen\(\(\) => \{\s+askForLaterScripts\(document\);\s+(\/\/.*\s+)*import\('\.\/start'\)/,
    );
    // Nothing of the app is imported statically: it would run before the paint.
    const staticImports = [...mainSource.matchAll(/^import .*?'([^']+)';$/gm)].map((m) => m[1]);
    expect(staticImports).toEqual([
      './styles/global.css',
      './styles/phone.css',
      './styles/first-screen.css',
      './lib/after-first-screen',
      './lib/start-failure',
    ]);
  });
});
