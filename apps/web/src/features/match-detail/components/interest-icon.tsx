import {
  BookOpen,
  Camera,
  ChefHat,
  Coffee,
  Film,
  Flower2,
  Heart,
  Landmark,
  Laptop,
  Mountain,
  Music,
  Palette,
  Plane,
  type LucideIcon,
} from 'lucide-react';
import { MATCH_DETAIL_ICON_INTERESTS, type MatchDetailIconInterest } from '@kindred/contract/match-detail-texts';

const ICONS: Record<MatchDetailIconInterest, LucideIcon> = {
  Photography: Camera,
  Reading: BookOpen,
  Coffee: Coffee,
  Hiking: Mountain,
  Travel: Plane,
  Art: Palette,
  Museums: Landmark,
  Music: Music,
  Film: Film,
  Yoga: Flower2,
  Cooking: ChefHat,
  Technology: Laptop,
};

/** SPEC 3: the icon of an interest on the detail page (by name, any case), else the default heart. */
export function interestIcon(interest: string): LucideIcon {
  const name = MATCH_DETAIL_ICON_INTERESTS.find((known) => known.toLowerCase() === interest.trim().toLowerCase());
  return name ? ICONS[name] : Heart;
}

export function InterestIcon({ interest, className }: { interest: string; className?: string }) {
  const Icon = interestIcon(interest);
  return <Icon aria-hidden="true" className={className} />;
}
