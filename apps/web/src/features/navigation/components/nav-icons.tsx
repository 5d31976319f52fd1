import {
  Bird,
  Dices,
  Fish,
  Flame,
  Gamepad2,
  Gift,
  House,
  LayoutGrid,
  Spade,
  Ticket,
  Trophy,
  Tv,
  Cherry,
  type LucideIcon,
} from 'lucide-react';

/** The icon beside each top-navigation entry, by the entry's key (its game category). */
const icons: Readonly<Record<string, LucideIcon>> = {
  HOME: House,
  HOT: Flame,
  LIVE: Tv,
  SPORTS: Trophy,
  ESPORTS: Gamepad2,
  FISH: Fish,
  RNG: Cherry,
  PVP: Spade,
  LOTTERY: Ticket,
  COCKFIGHT: Bird,
  INHOUSE: Dices,
  PROMO: Gift,
};

/** Decorative: the entry's title names it. A category the site does not know gets a grid. */
export function NavIcon({ entryKey }: { entryKey: string }) {
  const Icon = icons[entryKey] ?? LayoutGrid;
  return <Icon aria-hidden="true" size={18} strokeWidth={1.75} />;
}
