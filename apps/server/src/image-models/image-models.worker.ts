// The image models' thread (decision 089): face detection and description (@vladmandic/face-api,
// SSD MobileNet v1) and a nudity classifier (nsfwjs, MobileNetV2), both on TensorFlow.js's WASM
// backend. Their inference runs on the thread that calls it, half a second at a time, so it runs
// here and never on the thread that serves requests. Models load from files inside node_modules,
// on first use; nothing is fetched.
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import type * as FaceApiModule from '@vladmandic/face-api';
import type * as TfCore from '@tensorflow/tfjs-core';
import type { FacesAnswer, ImageAnswer, ImageRequest, ImageTask, NudityScores } from './image-models.protocol';

const require = createRequire(import.meta.url);

/** Both models see the image at most this wide or tall (the stored selfie's size). */
const MAX_SIDE = 640;
/** SSD's own default; at 0.5 it counted every face right on the measured images (decision 079). */
const MIN_FACE_CONFIDENCE = 0.5;

type FaceApi = typeof FaceApiModule;
// face-api declares its bundled subset of TensorFlow.js; at run time it is the whole of tfjs-core.
type Tf = typeof TfCore;
interface NsfwModel {
  classify(image: unknown, topk?: number): Promise<{ className: string; probability: number }[]>;
}

let faceApi: FaceApi | undefined;
let ready: Promise<Tf> | undefined;
let faces: Promise<void> | undefined;
let nudity: Promise<NsfwModel> | undefined;

/** TensorFlow.js on its WASM backend (face-api's node-wasm build registers it). */
function tensorflow(): Promise<Tf> {
  ready ??= (async () => {
    faceApi = require('@vladmandic/face-api/dist/face-api.node-wasm.js') as FaceApi;
    const tf = faceApi.tf as unknown as Tf;
    await tf.setBackend('wasm');
    await tf.ready();
    return tf;
  })();
  return ready;
}

function faceModels(): Promise<void> {
  faces ??= (async () => {
    await tensorflow();
    const dir = path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'model');
    await faceApi!.nets.ssdMobilenetv1.loadFromDisk(dir);
    await faceApi!.nets.faceLandmark68Net.loadFromDisk(dir);
    await faceApi!.nets.faceRecognitionNet.loadFromDisk(dir);
  })();
  return faces;
}

function nudityModel(): Promise<NsfwModel> {
  nudity ??= (async () => {
    await tensorflow();
    // MobileNetV2 is bundled inside nsfwjs as JavaScript (base64 weights): loading reads no URL.
    const nsfwjs = require('nsfwjs') as { load(name: string): Promise<NsfwModel> };
    // It announces the model's name on console.info; that is not the server's log.
    const info = console.info;
    console.info = () => undefined;
    try {
      return await nsfwjs.load('MobileNetV2');
    } finally {
      console.info = info;
    }
  })();
  return nudity;
}

/** RGB pixels, upright, at most MAX_SIDE a side, as an int32 [height, width, 3] tensor. */
async function pixels(tf: Tf, image: Uint8Array) {
  const { data, info } = await sharp(image, { limitInputPixels: 40_000_000 })
    .rotate()
    .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return tf.tensor3d(new Uint8Array(data.buffer, data.byteOffset, data.length), [info.height, info.width, 3], 'int32');
}

async function detectFaces(image: Uint8Array): Promise<FacesAnswer> {
  const tf = await tensorflow();
  await faceModels();
  const input = await pixels(tf, image);
  try {
    const found = await faceApi!
      .detectAllFaces(input as never, new faceApi!.SsdMobilenetv1Options({ minConfidence: MIN_FACE_CONFIDENCE }))
      .withFaceLandmarks()
      .withFaceDescriptors();
    const best = [...found].sort((a, b) => b.detection.score - a.detection.score);
    return { faces: best.length, descriptors: best.map((face) => Array.from(face.descriptor)) };
  } finally {
    input.dispose();
  }
}

async function classifyNudity(image: Uint8Array): Promise<NudityScores> {
  const tf = await tensorflow();
  const model = await nudityModel();
  const input = await pixels(tf, image);
  try {
    const classes = await model.classify(input, 5);
    const score = (name: string) => classes.find((entry) => entry.className === name)?.probability ?? 0;
    return {
      drawing: score('Drawing'),
      hentai: score('Hentai'),
      neutral: score('Neutral'),
      porn: score('Porn'),
      sexy: score('Sexy'),
    };
  } finally {
    input.dispose();
  }
}

async function answer({ id, task, image }: ImageRequest): Promise<ImageAnswer> {
  try {
    const run: Record<ImageTask, () => Promise<ImageAnswer>> = {
      faces: async () => ({ id, ok: true, task: 'faces', result: await detectFaces(image) }),
      nudity: async () => ({ id, ok: true, task: 'nudity', result: await classifyNudity(image) }),
    };
    return await run[task]();
  } catch (error) {
    return { id, ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

// One request at a time: the models share one WASM heap, and the thread has one core's work to do.
let queue = Promise.resolve();
process.on('message', (request: ImageRequest) => {
  queue = queue.then(async () => {
    const reply = await answer(request);
    if (process.connected) process.send!(reply);
  });
});
// The server is gone (ended or crashed): so are we.
process.on('disconnect', () => process.exit(0));
