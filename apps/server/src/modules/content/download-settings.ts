import { downloadValueSchema, type DownloadLinks } from '@openlobby/contract';
import type { Db } from '../../db/client';
import { readDownloadValue, writeDownloadValue } from './download-repository';

// The seed names the row by this key.
export { DOWNLOAD_SETTING_KEY } from './download-repository';

/** Until the operator sets store links, no app is offered: the site never points at a fake store. */
export const defaultDownloadLinks: DownloadLinks = { ios: null, android: null };

/**
 * The store links as a run-time setting, read through a cache of at most `ttlMs` like the
 * other settings (ADR 004): every home page asks for them, an operator change must reach
 * every server process within a second, and the writing process drops its copy at once.
 * A malformed row falls back to "no links" rather than failing the page.
 */
export class DownloadSettings {
  private cached: { links: DownloadLinks; at: number } | undefined;

  constructor(
    private readonly db: Db,
    private readonly ttlMs = 1000,
  ) {}

  async get(): Promise<DownloadLinks> {
    if (this.cached && Date.now() - this.cached.at < this.ttlMs) return this.cached.links;
    const at = Date.now();
    const parsed = downloadValueSchema.safeParse(await readDownloadValue(this.db));
    const links = parsed.success ? parsed.data : defaultDownloadLinks;
    this.cached = { links, at };
    return links;
  }

  /** Changes the links given (undefined keeps one, null removes it); answers the result. */
  async set(change: Partial<DownloadLinks>): Promise<DownloadLinks> {
    this.cached = undefined;
    const current = await this.get();
    const value: DownloadLinks = {
      ios: change.ios === undefined ? current.ios : change.ios,
      android: change.android === undefined ? current.android : change.android,
    };
    await writeDownloadValue(this.db, value);
    this.cached = undefined;
    return value;
  }
}
