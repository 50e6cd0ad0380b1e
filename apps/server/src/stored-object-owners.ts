import { voiceNoteIdOfKey } from './modules/messages/voice-note-files';
import { imageIdOfKey } from './modules/photos/photo-storage';
import { verificationIdOfKey } from './modules/verification/selfie-store';
import type { ReferencedKeys } from './storage/orphan-sweep';

/**
 * Which stored objects a row still points at (the orphan sweep, decision 097): an image key is
 * held by a profile photo or a chat image of that id, a selfie key by its verification, a voice
 * note's by its row (decision 109). A key of any other layout is held, whatever it is.
 */
export function referencedObjects(stored: {
  /** Which of these ids are a profile photo's or a chat image's. */
  images: (ids: readonly string[]) => Promise<readonly string[]>;
  /** Which of these ids are a verification's. */
  selfies: (ids: readonly string[]) => Promise<readonly string[]>;
  /** Which of these ids are a voice note's (decision 109); absent, every voice note key is held. */
  voiceNotes?: (ids: readonly string[]) => Promise<readonly string[]>;
}): ReferencedKeys {
  return async (keys) => {
    const images = new Map<string, string>();
    const selfies = new Map<string, string>();
    const voices = new Map<string, string>();
    const held = new Set<string>();
    for (const key of keys) {
      const imageId = imageIdOfKey(key);
      const verificationId = imageId === null ? verificationIdOfKey(key) : null;
      const voiceNoteId = stored.voiceNotes ? voiceNoteIdOfKey(key) : null;
      if (imageId !== null) images.set(key, imageId);
      else if (verificationId !== null) selfies.set(key, verificationId);
      else if (voiceNoteId !== null) voices.set(key, voiceNoteId);
      else held.add(key);
    }
    const [imageIdsHeld, selfieIdsHeld, voiceIdsHeld] = await Promise.all([
      stored.images([...new Set(images.values())]),
      stored.selfies([...new Set(selfies.values())]),
      voices.size > 0 && stored.voiceNotes ? stored.voiceNotes([...new Set(voices.values())]) : [],
    ]);
    const existing = new Set([...imageIdsHeld, ...selfieIdsHeld, ...voiceIdsHeld]);
    for (const [key, id] of [...images, ...selfies, ...voices]) if (existing.has(id)) held.add(key);
    return held;
  };
}
