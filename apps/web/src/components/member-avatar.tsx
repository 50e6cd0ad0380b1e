import { clsx } from 'clsx';
import { photoProps } from '@/lib/photo-srcset';

interface MemberAvatarProps {
  name: string;
  photo: string | undefined;
  /** Shows the green dot when true (decorative: the screen says 'Online' in words beside it). */
  online?: boolean;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

const sizes = { sm: 'h-10 w-10 text-sm', md: 'h-12 w-12 text-base', lg: 'h-14 w-14 text-lg' };
const pixels = { sm: 40, md: 48, lg: 56 };

/**
 * A round photo of a member, or (SPEC 2: a fallback avatar when a photo is missing) their
 * initial on a tinted circle. The name is beside it on every screen, so the image is decorative.
 */
export function MemberAvatar({ name, photo, online = false, size = 'md', className }: MemberAvatarProps) {
  const initial = name.trim().charAt(0).toUpperCase() || '?';
  return (
    <span className={clsx('relative inline-flex shrink-0', sizes[size], className)}>
      {photo ? (
        <img
          {...photoProps(photo, { width: pixels[size], height: pixels[size] })}
          alt=""
          className="h-full w-full rounded-full bg-stone-200 object-cover dark:bg-stone-700"
        />
      ) : (
        <span
          aria-hidden="true"
          data-testid="fallback-avatar"
          className="flex h-full w-full items-center justify-center rounded-full bg-gradient-to-br from-rose-100 to-amber-100 font-bold text-rose-700 dark:from-rose-900 dark:to-amber-900 dark:text-rose-100"
        >
          {initial}
        </span>
      )}
      {online && (
        <span
          aria-hidden="true"
          data-testid="online-dot"
          className="absolute right-0 bottom-0 block h-3 w-3 rounded-full bg-emerald-500 ring-2 ring-white dark:ring-stone-900"
        />
      )}
    </span>
  );
}
