import type { GameCatalogue } from '../games';
import type { CatalogueEntry, SandboxGame } from './service';

/**
 * What the sandbox needs of a catalogue game it plays: its names and whether it offers a
 * demo. Read from the in-memory catalogue, which holds only available games.
 */
export async function catalogueEntry(
  catalogue: GameCatalogue,
  g: SandboxGame,
): Promise<CatalogueEntry | null> {
  const { games } = await catalogue.get();
  const row = games.find((x) => x.vendorCode === g.vendor && x.gameCode === g.gameCode);
  if (!row || row.isGame !== 'GAME') return null;
  return {
    name: row.name,
    nameEn: row.displayNameEn ?? row.name,
    namePt: row.displayNamePt ?? row.name,
    demo: row.supportPlay === 0,
  };
}
