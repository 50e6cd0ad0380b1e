import { clsx } from 'clsx';
import type { ChangeEvent, ReactNode } from 'react';

interface AddPhotosTileProps {
  /** The file input's id (the tile is its label). */
  inputId: string;
  label: string;
  /** Shown above the label: an icon, or a spinner while photos are read. */
  icon: ReactNode;
  busy: boolean;
  describedBy?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** The dark-mode hover colour, which differs between the registration step and the profile's photos. */
  className?: string;
}

/** The dashed tile at the end of a photo grid that opens the file picker for one or more images. */
export function AddPhotosTile({ inputId, label, icon, busy, describedBy, onChange, className }: AddPhotosTileProps) {
  return (
    <label
      htmlFor={inputId}
      className={clsx(
        'flex h-full w-full cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-rose-300 bg-rose-50/60 p-2 text-center text-sm font-semibold text-rose-700 focus-within:ring-2 focus-within:ring-rose-500 hover:bg-rose-50 dark:border-rose-800 dark:bg-rose-950/30 dark:text-rose-300',
        className,
      )}
    >
      {icon}
      {label}
      <input
        id={inputId}
        type="file"
        accept="image/*"
        multiple
        className="sr-only"
        disabled={busy}
        aria-describedby={describedBy}
        onChange={onChange}
      />
    </label>
  );
}
