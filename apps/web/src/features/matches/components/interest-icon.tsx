import {
  BookOpen,
  Camera,
  ChefHat,
  Coffee,
  Cpu,
  Dog,
  Dumbbell,
  Film,
  Flower2,
  Heart,
  Mountain,
  MountainSnow,
  Music,
  Palette,
  Plane,
  Utensils,
  Volleyball,
  type LucideIcon,
} from 'lucide-react';
import type { CARD_ICON_INTERESTS } from '@kindred/contract/enums';

type IconInterest = (typeof CARD_ICON_INTERESTS)[number];

/** SPEC 3: the interests with their own icon on match cards. */
const ICONS: Record<IconInterest, LucideIcon> = {
  Photography: Camera,
  Reading: BookOpen,
  Coffee: Coffee,
  Hiking: Mountain,
  Music: Music,
  Technology: Cpu,
  Fitness: Dumbbell,
  Cooking: ChefHat,
  Travel: Plane,
  Art: Palette,
  Food: Utensils,
  Yoga: Flower2,
  Movies: Film,
  Dogs: Dog,
  Tennis: Volleyball,
  'Rock Climbing': MountainSnow,
};

const BY_KEY = new Map<string, LucideIcon>(
  Object.entries(ICONS).map(([interest, icon]) => [interest.toLowerCase(), icon]),
);

/** The icon for an interest (matched whatever its case); any other interest gets a heart. */
export function iconForInterest(interest: string): LucideIcon {
  return BY_KEY.get(interest.trim().toLowerCase()) ?? Heart;
}

export function InterestIcon({ interest, className }: { interest: string; className?: string }) {
  const Icon = iconForInterest(interest);
  return <Icon aria-hidden="true" className={className} />;
}
