/**
 * A member's name as public boards show it (the winner board, the mission leaderboard):
 * "demo_player" → "de***er"; short names keep less: "abcd" → "a***d", "ab" → "a***".
 */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length >= 6) return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
  if (chars.length >= 3) return `${chars[0]}***${chars.at(-1)}`;
  return `${chars[0] ?? ''}***`;
}
