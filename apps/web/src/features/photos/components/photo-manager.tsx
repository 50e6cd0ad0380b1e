import { ImagePlus } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { LIMITS } from '@kindred/contract/constants';
import { MESSAGES } from '@kindred/contract/messages';
import { PHOTO_TEXTS } from '@kindred/contract/member-screens';
import { AddPhotosTile } from '@/components/add-photos-tile';
import { ErrorBanner } from '@/components/ui/error-banner';
import { ProgressBar } from '@/components/ui/progress-bar';
import { errorMessage } from '@/lib/api-client';
import { prepareUploadPhoto } from '@/lib/downscale-image';
import { useDeletePhoto } from '../api/delete-photo';
import { useReorderPhotos } from '../api/reorder-photos';
import { useUploadPhoto } from '../api/upload-photo';
import { PhotoTile } from './photo-tile';

interface PhotoManagerProps {
  photos: readonly string[];
  /** The order the server stored, after every upload, removal or move. */
  onPhotosChange: (photos: string[]) => void;
}

function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/**
 * The member's photos, saved as they change: upload with a progress bar (images only), remove,
 * and reorder by dragging or with the arrow buttons. The first photo is the main photo.
 */
export function PhotoManager({ photos, onPhotosChange }: PhotoManagerProps) {
  const inputId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [dragOver, setDragOver] = useState<number | null>(null);
  const latestMove = useRef(0);
  const upload = useUploadPhoto();
  const remove = useDeletePhoto();
  const reorder = useReorderPhotos();
  const uploading = progress !== null;
  const busy = uploading || remove.isPending;
  const room = LIMITS.maxPhotos - photos.length;

  const addFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const files = Array.from(input.files ?? []);
    input.value = '';
    const images = files.filter((file) => file.type.startsWith('image/'));
    setError(images.length < files.length ? MESSAGES.photoInvalid : null);
    for (const file of images.slice(0, room)) {
      setProgress(0);
      try {
        const prepared = await prepareUploadPhoto(file);
        const result = await upload.mutateAsync({
          file: prepared.blob,
          filename: prepared.filename,
          onProgress: (fraction) => setProgress(Math.round(fraction * 100)),
        });
        onPhotosChange(result.photos);
      } catch (failure) {
        setError(errorMessage(failure, MESSAGES.failedToUploadPhoto));
        break;
      }
    }
    if (images.length > room) setError(MESSAGES.tooManyPhotos);
    setProgress(null);
  };

  const removeAt = (index: number) => {
    const url = photos[index];
    if (!url) return;
    setError(null);
    remove.mutate(url, {
      onSuccess: onPhotosChange,
      onError: (failure) => setError(errorMessage(failure, MESSAGES.failedToDeletePhoto)),
    });
  };

  const move = (from: number, to: number) => {
    if (from === to || to < 0 || to >= photos.length) return;
    const previous = [...photos];
    const next = moved(photos, from, to);
    const attempt = ++latestMove.current;
    setError(null);
    onPhotosChange(next);
    // Moves may overlap: only the latest one's answer (or rollback) decides the order shown.
    reorder.mutateAsync(next).then(
      (stored) => {
        if (attempt === latestMove.current) onPhotosChange(stored);
      },
      (failure: unknown) => {
        if (attempt === latestMove.current) onPhotosChange(previous);
        setError(errorMessage(failure, MESSAGES.failedToReorderPhotos));
      },
    );
  };

  const endDrag = () => {
    setDragFrom(null);
    setDragOver(null);
  };

  return (
    <div>
      <p className="text-sm text-stone-700 dark:text-stone-300">
        {PHOTO_TEXTS.hint} {photos.length > 1 && PHOTO_TEXTS.reorderHint}
      </p>
      {error && (
        <div className="mt-3">
          <ErrorBanner message={error} onDismiss={() => setError(null)} />
        </div>
      )}
      <ul className="mt-4 grid grid-cols-3 gap-3" aria-label={PHOTO_TEXTS.heading}>
        {photos.map((url, index) => (
          <PhotoTile
            key={url}
            url={url}
            index={index}
            count={photos.length}
            busy={busy}
            dragOver={dragOver === index && dragFrom !== index}
            onRemove={() => removeAt(index)}
            onMove={(to) => move(index, to)}
            onDragStart={(event) => {
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', String(index));
              setDragFrom(index);
            }}
            onDragOver={(event) => {
              if (dragFrom === null) return;
              event.preventDefault();
              setDragOver(index);
            }}
            onDrop={(event) => {
              event.preventDefault();
              if (dragFrom !== null) move(dragFrom, index);
              endDrag();
            }}
            onDragEnd={endDrag}
          />
        ))}
        {room > 0 && (
          <li className="aspect-[3/4]">
            {uploading ? (
              <div className="flex h-full w-full flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed border-rose-300 bg-rose-50/60 p-3 text-center text-sm font-semibold text-rose-700 dark:border-rose-800 dark:bg-rose-950/30 dark:text-rose-300">
                {PHOTO_TEXTS.uploading}
                <ProgressBar value={progress} label={PHOTO_TEXTS.uploadProgress} />
              </div>
            ) : (
              <AddPhotosTile
                inputId={inputId}
                label={PHOTO_TEXTS.addPhoto}
                icon={<ImagePlus aria-hidden="true" className="h-6 w-6" />}
                busy={busy}
                onChange={(event) => void addFiles(event)}
                className="dark:hover:bg-rose-950/50"
              />
            )}
          </li>
        )}
      </ul>
      {room <= 0 && <p className="mt-3 text-sm text-stone-600 dark:text-stone-400">{PHOTO_TEXTS.full}</p>}
    </div>
  );
}
