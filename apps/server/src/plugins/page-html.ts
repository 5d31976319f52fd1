import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { bootDataElementId } from '@openlobby/contract/boot';
import type { Language } from '@openlobby/contract/language';
import { bootDataScript, type PageBoot } from './boot-data';

/** The part of Vite's build manifest (`build.manifest`) read here. */
type ManifestChunk = { file: string; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

function readManifest(webDist: string): Manifest {
  const file = path.join(webDist, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : {};
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

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
  const template = builtHtml.replace(
    /<link rel="stylesheet" crossorigin href="\/(assets\/[\w.-]+\.css)">/g,
    (link, file: string) => {
      const sheet = path.join(webDist, file);
      if (!existsSync(sheet)) return link;
      // The disabled link is never fetched; it tells Vite's chunk loader the sheet is in
      // the page already, so a route chunk that lists it does not download it again.
      return `<style>${readFileSync(sheet, 'utf8')}</style><link rel="stylesheet" href="/${file}" disabled>`;
    },
  );

  /** The language's strings chunk and the chunks it imports, not already in the page. */
  const stringsChunks = (language: Language): string[] => {
    const entry = Object.keys(manifest).find((key) =>
      key.endsWith(`/locales/bundle-${language}.ts`),
    );
    const files: string[] = [];
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.includes(chunk.file)) return;
      files.push(chunk.file);
      chunk.imports?.forEach(visit);
    };
    if (entry) visit(entry);
    return files.filter((file) => !template.includes(`/${file}"`));
  };
  const stringsPreloads = {
    pt: stringsChunks('pt'),
    en: stringsChunks('en'),
  } satisfies Record<Language, string[]>;

  return (boot: PageBoot): string => {
    const hints = stringsPreloads[boot.language].map(
      (file) => `<link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}">`,
    );
    if (boot.largestImage) {
      hints.push(
        `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(boot.largestImage)}">`,
      );
    }
    // Replacer functions: a `$'` in a reply must not be read as a replacement pattern.
    return template
      .replace('</head>', () => `${hints.join('')}</head>`)
      .replace('</body>', () => `${bootDataScript(bootDataElementId, boot.data)}</body>`);
  };
}
