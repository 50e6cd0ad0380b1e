import sharp from 'sharp';
import { createImageModels } from '../apps/server/src/image-models/image-models';

async function main() {
  const keep = setInterval(() => undefined, 1000);
  const models = createImageModels({ faces: false, nudity: true, timeoutMs: 60000, loadTimeoutMs: 120000, onError: (e) => console.error('ERR', e) });
  const img = await sharp('node_modules/@vladmandic/face-api/demo/sample1.jpg').resize(320).webp().toBuffer();
  const t = Date.now();
  const v = await models.classifyNudity(img);
  console.log('verdict', JSON.stringify(v), Date.now() - t, 'ms', 'rss', Math.round(process.memoryUsage().rss / 1e6));
  const v2 = await models.classifyNudity(img);
  console.log('verdict2', JSON.stringify(v2), 'rss', Math.round(process.memoryUsage().rss / 1e6));
  await models.close();
  clearInterval(keep);
}
void main();
