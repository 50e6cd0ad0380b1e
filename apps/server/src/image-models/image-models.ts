import { fork, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FacesAnswer, ImageAnswer, ImageTask, NudityScores } from './image-models.protocol';

export interface FaceCount {
  faces: number;
  /** The face's descriptor when there is exactly one. */
  descriptor?: Float32Array;
  /** Every face's descriptor, best detection first. */
  descriptors: Float32Array[];
}

export interface NudityVerdict {
  mayContainNudity: boolean;
  scores: NudityScores;
}

export interface ImageModelsOptions {
  /** The face detector (IMAGE_MODELS); off, countFaces answers null (a person reviews as before). */
  faces: boolean;
  /** The nudity classifier (NUDITY_CLASSIFIER); off, classifyNudity answers null (unclassified). */
  nudity: boolean;
  /** An answer later than this after the request is null. */
  timeoutMs?: number;
  /** Added to the timeout of a request that has to load its model first. */
  loadTimeoutMs?: number;
  /** Requests waiting beyond this many are answered null at once. */
  maxQueued?: number;
  onError?: (error: unknown) => void;
}

/**
 * nsfwjs's classes Porn and Hentai together: "may contain nudity" at 0.5 and above. Sexy (swimwear,
 * underwear, poses) is left out: on a dating app that is most beach photos (decision 089).
 */
export const NUDITY_THRESHOLD = 0.5;

/** Euclidean distance between two face descriptors; face-api treats under 0.6 as the same person. */
export function faceDistance(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += (a[i]! - b[i]!) ** 2;
  return Math.sqrt(sum);
}

/**
 * The models' own heap. nsfwjs builds its model in JavaScript objects (over 320 MB of heap at its
 * peak), more than the server's cap (SERVER_HEAP_MB); V8's heap flags are per process, so a worker
 * thread could not be given more, and running out there ended the whole server (decision 089).
 */
const MODELS_HEAP_MB = 1024;

/**
 * The models' process: the bundled file beside dist/main.js (apps/server/build.mjs), or, running
 * from the TypeScript sources (tests, dev), the source through tsx's loader.
 */
function startModelsProcess(): ChildProcess {
  const running = new URL(import.meta.url);
  const fromSources = running.pathname.endsWith('.ts');
  const entry = new URL(fromSources ? './image-models.worker.ts' : './image-models-worker.js', running);
  const tsx = fromSources ? ['--import', pathToFileURL(createRequire(running).resolve('tsx/esm')).href] : [];
  return fork(fileURLToPath(entry), [], {
    execArgv: [...tsx, `--max-old-space-size=${MODELS_HEAP_MB}`],
    // Structured clone over the channel: images go as bytes, not as JSON arrays of numbers.
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

interface Waiting {
  task: ImageTask;
  resolve: (answer: ImageAnswer | null) => void;
  timer: NodeJS.Timeout;
}

/**
 * The image models (decision 089) in one child process, started on the first request; the models
 * load in it on first use. Requests queue in it; each answer is null when it does not come in
 * time, when the process fails or dies (the next request starts a new one), when the queue is
 * full, after close(), or when that model is switched off. Callers treat null as "no machine
 * opinion". Its own process: whatever happens to the models (memory, a crash) never takes the
 * server with it.
 */
export function createImageModels({
  faces: detectsFaces,
  nudity: classifiesNudity,
  timeoutMs = 10_000,
  loadTimeoutMs = 30_000,
  maxQueued = 32,
  onError = () => undefined,
}: ImageModelsOptions) {
  let worker: ChildProcess | undefined;
  let nextId = 1;
  let closed = false;
  const waiting = new Map<number, Waiting>();
  const loaded = new Set<ImageTask>();

  function settle(id: number, answer: ImageAnswer | null): void {
    const entry = waiting.get(id);
    if (!entry) return;
    waiting.delete(id);
    clearTimeout(entry.timer);
    entry.resolve(answer);
  }

  function abandon(current: ChildProcess): void {
    if (worker !== current) return;
    worker = undefined;
    loaded.clear();
    for (const id of [...waiting.keys()]) settle(id, null);
    current.kill();
  }

  function start(): ChildProcess {
    const started = startModelsProcess();
    // The server may end while the models idle: neither the process nor its channel holds it open.
    started.unref();
    started.channel?.unref();
    started.on('message', (answer: ImageAnswer) => {
      if (answer.ok) loaded.add(answer.task);
      else onError(new Error(`image models: ${answer.error}`));
      settle(answer.id, answer.ok ? answer : null);
    });
    started.on('error', (error) => {
      onError(error);
      abandon(started);
    });
    started.on('exit', () => abandon(started));
    return started;
  }

  function ask(task: ImageTask, image: Buffer): Promise<ImageAnswer | null> {
    const enabled = task === 'faces' ? detectsFaces : classifiesNudity;
    if (!enabled || closed || waiting.size >= maxQueued) return Promise.resolve(null);
    worker ??= start();
    const current = worker;
    const id = nextId++;
    const budget = timeoutMs + (loaded.has(task) ? 0 : loadTimeoutMs);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        settle(id, null);
        // A worker that keeps nothing waiting and answers nothing in time may be stuck: start afresh.
        if (waiting.size === 0 && worker === current) abandon(current);
      }, budget);
      timer.unref();
      waiting.set(id, { task, resolve, timer });
      // A process that has just died: its exit answers null.
      if (current.connected) current.send({ id, task, image: new Uint8Array(image) });
    });
  }

  return {
    detectsFaces,

    /** How many faces the image holds, with their descriptors; null when the models cannot say. */
    async countFaces(image: Buffer): Promise<FaceCount | null> {
      const answer = await ask('faces', image);
      if (!answer || !answer.ok || answer.task !== 'faces') return null;
      const { faces, descriptors }: FacesAnswer = answer.result;
      const asFloats = descriptors.map((descriptor) => Float32Array.from(descriptor));
      return { faces, descriptors: asFloats, ...(faces === 1 ? { descriptor: asFloats[0] } : {}) };
    },

    faceDistance,

    /** nsfwjs's scores and whether the image may contain nudity; null when the model cannot say. */
    async classifyNudity(image: Buffer): Promise<NudityVerdict | null> {
      const answer = await ask('nudity', image);
      if (!answer || !answer.ok || answer.task !== 'nudity') return null;
      const scores = answer.result;
      return { mayContainNudity: scores.porn + scores.hentai >= NUDITY_THRESHOLD, scores };
    },

    /** Ends the worker; what is waiting is answered null. */
    async close(): Promise<void> {
      closed = true;
      const current = worker;
      if (current) abandon(current);
    },
  };
}

export type ImageModels = ReturnType<typeof createImageModels>;

/** The chat's seam (messages module): does this image need to stay blurred whoever sent it? */
export function imageClassifierOf(
  models: ImageModels,
): (webp: Buffer) => Promise<{ mayContainNudity: boolean } | null> {
  return async (webp) => {
    const verdict = await models.classifyNudity(webp);
    return verdict ? { mayContainNudity: verdict.mayContainNudity } : null;
  };
}
