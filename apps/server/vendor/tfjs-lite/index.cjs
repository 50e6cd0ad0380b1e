'use strict';
// Stands in for the `@tensorflow/tfjs` umbrella, which @vladmandic/face-api and nsfwjs require by
// name. The umbrella bundles a second copy of every op plus the WebGL and data packages (about
// 200 MB in node_modules); these two libraries need only core's ops and, for nsfwjs's
// MobileNetV2, tfjs-layers. What the umbrella adds beyond re-exporting them is the chained
// tensor methods (`t.as3D(...)`, `t.toFloat()`, ...), registered below exactly as the umbrella's
// register_all_chained_ops does for version 4.22 (decision 089).
const core = require('@tensorflow/tfjs-core');
const layers = require('@tensorflow/tfjs-layers');

const SAME_NAME =
  'abs acos acosh add all any argMax argMin asin asinh atan atan2 atanh batchToSpaceND batchNorm broadcastTo cast ceil clipByValue conv1d conv2d cos cosh cumprod cumsum depthToSpace divNoNan div dot elu equal erf euclideanNorm exp expandDims expm1 fft floor floorDiv gather greaterEqual greater ifft irfft isFinite isInf isNaN leakyRelu lessEqual less logSigmoid logSoftmax logSumExp log log1p logicalAnd logicalNot logicalOr logicalXor matMul max maximum mean min minimum mirrorPad mod mul neg norm notEqual oneHot onesLike pad pool pow prelu prod reciprocal relu relu6 reshape reverse rfft round rsqrt selu sigmoid sign sin sinh slice softmax softplus spaceToBatchND split sqrt square squaredDifference squeeze step stridedSlice sub sum tan tanh tile topk transpose unique unstack zerosLike'.split(
    ' ',
  );

const proto = core.Tensor.prototype;
function define(name, op) {
  if (proto[name] !== undefined) return;
  proto[name] = function (...args) {
    this.throwIfDisposed();
    return op(this, ...args);
  };
}

for (const name of SAME_NAME) define(name, (t, ...args) => core[name](t, ...args));
define('asScalar', (t) => {
  if (t.size !== 1) throw new Error('The array must have only 1 element.');
  return core.reshape(t, []);
});
define('as1D', (t) => core.reshape(t, [t.size]));
for (const name of ['as2D', 'as3D', 'as4D', 'as5D']) define(name, (t, ...shape) => core.reshape(t, shape));
define('flatten', (t) => core.reshape(t, [t.size]));
define('reshapeAs', (t, x) => core.reshape(t, x.shape));
define('asType', (t, dtype) => core.cast(t, dtype));
define('toBool', (t) => core.cast(t, 'bool'));
define('toFloat', (t) => core.cast(t, 'float32'));
define('toInt', (t) => core.cast(t, 'int32'));
define('concat', (t, x, axis) => core.concat(x instanceof core.Tensor ? [t, x] : [t, ...x], axis));
define('stack', (t, x, axis) => core.stack(x instanceof core.Tensor ? [t, x] : [t, ...x], axis));
define('where', (t, condition, x) => core.where(condition, t, x));

module.exports = { ...core, ...layers };
