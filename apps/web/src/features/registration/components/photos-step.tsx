import { ImagePlus } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { LIMITS } from '@kindred/contract/constants';
import { MESSAGES } from '@kindred/contract/messages';
import { REGISTER_TEXTS } from '@kindred/contract/auth-screens';
import { AddPhotosTile } from '@/components/add-photos-tile';
import { CloseButton } from '@/components/ui/close-button';
import { FieldError } from '@/components/ui/field-error';
import { Spinner } from '@/components/ui/spinner';
import { downscaleImage } from '@/lib/downscale-image';
import type { StepProps } from './step-props';

/** Step 4 Add Photos: up to 6 images, downscaled in the browser; the first is the main photo. */
export function PhotosStep({ values, errors, onChange }: StepProps) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [busy, setBusy] = useState(false);
  const [readError, setReadError] = useState<string | null>(null);
  const room = LIMITS.maxPhotos - values.photos.length;

  const addFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const files = Array.from(input.files ?? []).filter((file) => file.type.startsWith('image/'));
    input.value = '';
    if (files.length === 0) return;
    setBusy(true);
    setReadError(null);
    const results = await Promise.allSettled(files.slice(0, room).map((file) => downscaleImage(file)));
    const added = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    if (added.length < results.length) setReadError(MESSAGES.photoInvalid);
    else if (files.length > room) setReadError(MESSAGES.tooManyPhotos);
    onChange({ photos: [...values.photos, ...added].slice(0, LIMITS.maxPhotos) });
    setBusy(false);
  };

  const remove = (index: number) => {
    setReadError(null);
    onChange({ photos: values.photos.filter((_, position) => position !== index) });
  };

  const error = readError ?? errors.photos;

  return (
    <div>
      <p className="text-stone-700 dark:text-stone-300">{REGISTER_TEXTS.photosHint}</p>
      <ul className="mt-4 grid grid-cols-3 gap-3" aria-label={REGISTER_TEXTS.photos}>
        {values.photos.map((photo, index) => (
          <li
            key={`${index}-${photo.slice(-24)}`}
            className="relative aspect-[3/4] overflow-hidden rounded-xl bg-stone-100 dark:bg-stone-800"
          >
            <img
              src={photo}
              alt={`${REGISTER_TEXTS.photos} ${index + 1}`}
              width={240}
              height={300}
              className="h-full w-full object-cover"
            />
            {index === 0 && (
              <span className="absolute bottom-2 left-2 rounded-full bg-rose-600 px-2 py-0.5 text-xs font-semibold text-white">
                {REGISTER_TEXTS.mainPhoto}
              </span>
            )}
            <CloseButton
              label={REGISTER_TEXTS.removePhoto(index + 1)}
              onClick={() => remove(index)}
              iconClassName="h-4 w-4"
              className="absolute top-1.5 right-1.5 h-8 w-8 bg-white/90 text-stone-800 shadow hover:bg-white focus-visible:ring-rose-500 dark:bg-stone-900/90 dark:text-stone-200"
            />
          </li>
        ))}
        {room > 0 && (
          <li className="aspect-[3/4]">
            <AddPhotosTile
              inputId={inputId}
              label={REGISTER_TEXTS.addPhotos}
              icon={
                busy ? (
                  <Spinner size="sm" label={REGISTER_TEXTS.processingPhotos} />
                ) : (
                  <ImagePlus aria-hidden="true" className="h-6 w-6" />
                )
              }
              busy={busy}
              describedBy={error ? errorId : undefined}
              onChange={(event) => void addFiles(event)}
              className="dark:hover:bg-stone-800"
            />
          </li>
        )}
      </ul>
      <FieldError id={errorId} message={error ?? undefined} />
    </div>
  );
}
