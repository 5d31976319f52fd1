import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { bootDataElementId, laterHintsElementId } from '@openlobby/contract/boot';
import type { Language } from '@openlobby/contract/language';
import {
  appStartModule,
  routePageModules,
  routeStringSets,
  stringSetModule,
} from '@openlobby/contract/route-pages';
import type { RouteName } from '@openlobby/contract/routes';
import { apiRequestKey, startupRequests } from '@openlobby/contract/startup-requests';
import { bootDataScript, type PageBoot } from './boot-data';
import { escapeHtml, firstScreenHtml } from './first-screen';

/** The part of Vite's build manifest (`build.manifest`) read here. */
type ManifestChunk = { file: string; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

function readManifest(webDist: string): Manifest {
  const file = path.join(webDist, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : {};
}

/** index.html's loader, which a page with a first screen of its own replaces (ADR 051). */
export const bootLoaderHtml = '<div class="boot-loader" role="status" aria-label="Loading"></div>';

/**
 * index.html for one page request: the built file with the page's boot data, and preload
 * hints for what the first screen needs next (the language's strings, its largest image),
 * so those downloads run beside the scripts instead of after them (P2).
 */
export function createPageHtml(webDist: string, builtHtml: string) {
  const manifest = readManifest(webDist);
  // The entry's style sheets (9 KB) go inline: the shell paints as soon as the HTML has
  // arrived, one round trip before a linked sheet would let it (P2 first paint). CSP's
  // style-src already allows inline styles.
  const inlineSheet = (file: string): string | undefined => {
    const sheet = path.join(webDist, file);
    if (!existsSync(sheet)) return undefined;
    // The disabled link is never fetched; it tells Vite's chunk loader the sheet is in
    // the page already, so a chunk that lists it does not download it again.
    return `<style>${readFileSync(sheet, 'utf8')}</style><link rel="stylesheet" href="/${file}" disabled>`;
  };
  let template = builtHtml.replace(
    /<link rel="stylesheet" crossorigin href="\/(assets\/[\w.-]+\.css)">/g,
    (link, file: string) => inlineSheet(file) ?? link,
  );

  /**
   * A module's chunk with the chunks and style sheets it imports, as the manifest lists them,
   * less what the page's HTML already loads (the entry and its imports).
   */
  const chunkFiles = (entry: string | undefined) => {
    const scripts: string[] = [];
    const styles: string[] = [];
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || scripts.includes(chunk.file)) return;
      scripts.push(chunk.file);
      for (const sheet of chunk.css ?? []) if (!styles.includes(sheet)) styles.push(sheet);
      chunk.imports?.forEach(visit);
    };
    if (entry) visit(entry);
    const notInPage = (file: string) => !template.includes(`/${file}"`);
    return { scripts: scripts.filter(notInPage), styles: styles.filter(notInPage) };
  };
  // crossorigin on the style sheets too: Vite's chunk loader asks for them in cors mode, and a
  // preload of another credentials mode is not used, so the sheet would download twice.
  const hintsFor = ({ scripts, styles }: ReturnType<typeof chunkFiles>) => [
    ...styles.map(
      (file) => `<link rel="preload" as="style" crossorigin href="/${escapeHtml(file)}">`,
    ),
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">`),
  ];
  /**
   * The app's start-up and what it imports, which the entry asks for only after the first
   * paint: their scripts are hinted, so they download while the browser paints the HTML,
   * and their style sheets go inline like the entry's (ADR 050).
   */
  const start = chunkFiles(appStartModule);
  const startSheets = start.styles.flatMap((file) => inlineSheet(file) ?? []).join('');
  template = template.replace('</head>', () => `${startSheets}</head>`);
  const startPreloads = hintsFor({ scripts: start.scripts, styles: [] });
  /** The language's strings chunk (the app imports it before its first render). */
  const stringsHints = (language: Language) =>
    hintsFor(
      chunkFiles(
        Object.keys(manifest).find((key) => key.endsWith(`/locales/bundle-${language}.ts`)),
      ),
    );
  const stringsPreloads = {
    pt: stringsHints('pt'),
    en: stringsHints('en'),
  } satisfies Record<Language, string[]>;
  /**
   * The route's page chunk, which the router asks for only once the entry has run: hinted,
   * it arrives with the entry instead of one round trip later (P2, ADR 049).
   */
  const pagePreloads = new Map(
    (Object.keys(routePageModules) as RouteName[]).map((route) => [
      route,
      hintsFor(chunkFiles(routePageModules[route])),
    ]),
  );
  /**
   * The lazily loaded strings the route's page waits for, in each language: hinted, they
   * arrive with the page chunk instead of a round trip after its first render (ADR 050).
   */
  const pageStringPreloads = (language: Language) =>
    new Map(
      Object.entries(routeStringSets).map(([route, names]) => [
        route as RouteName,
        (names ?? []).flatMap((name) => hintsFor(chunkFiles(stringSetModule(name, language)))),
      ]),
    );
  const pageStrings = {
    pt: pageStringPreloads('pt'),
    en: pageStringPreloads('en'),
  } satisfies Record<Language, Map<RouteName, string[]>>;

  // Split once: a request's hints go at the head's end, its replies at the body's.
  const [head = '', body = ''] = template.split('</head>');

  return (boot: PageBoot, route: RouteName | undefined): string => {
    // A chunk that start-up, the strings and the page share is hinted once.
    const hints = [
      ...new Set([
        ...startPreloads,
        ...stringsPreloads[boot.language],
        ...((route && pagePreloads.get(route)) ?? []),
        ...((route && pageStrings[boot.language].get(route)) ?? []),
      ]),
    ];
    // The largest picture is asked for before everything else the HTML names: behind two
    // dozen script hints it waited for a free connection (P2 largest paint, ADR 051).
    const imageHint = boot.largestImage
      ? `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(boot.largestImage)}">`
      : '';
    const categories =
      boot.data.replies[apiRequestKey(startupRequests.vendorCategories(boot.language))];
    const firstScreen = firstScreenHtml(
      route,
      boot.firstScreen,
      categories?.value,
      boot.language,
      boot.search,
    );
    // The first screen needs no script to be seen, so its page's scripts download at low
    // priority behind its picture (ADR 051). Chromium holds low-priority requests back only
    // on an HTTP/1.1 connection while high-priority ones are under way; HTTP/2 sends them
    // at once. Marked in the head alone, before the replies and the first screen go in.
    const scripts = firstScreen
      ? (tags: string) =>
          tags.replace(
            /<script type="module"|<link rel="modulepreload"/g,
            (tag) => `${tag} fetchpriority="low"`,
          )
      : (tags: string) => tags;
    // A page with a first screen carries its hints in an inert template, which the entry
    // puts in the head once that screen is painted (ADR 053): asked for in the head, the
    // scripts' 110 KiB shared the first paint's network with its picture.
    const headHints = firstScreen ? '' : hints.join('');
    const laterHints = firstScreen
      ? `<template id="${laterHintsElementId}">${hints.join('')}</template>`
      : '';
    // Replacer functions: a `$'` in a reply must not be read as a replacement pattern.
    return (
      scripts(
        head.replace(/<head>(\s*<meta charset="[^"]*"\s*\/?>)?/, (open) => `${open}${imageHint}`) +
          headHints,
      ) +
      '</head>' +
      body
        .replace(bootLoaderHtml, () => firstScreen ?? bootLoaderHtml)
        .replace(
          '</body>',
          () => `${laterHints}${bootDataScript(bootDataElementId, boot.data)}</body>`,
        )
    );
  };
}
