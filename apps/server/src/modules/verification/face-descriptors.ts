/** A face-api descriptor's length. */
const DESCRIPTOR_LENGTH = 128;

/** Descriptors as stored: float32s back to back, 128 a face. */
export function packDescriptors(descriptors: readonly Float32Array[]): Uint8Array<ArrayBuffer> {
  const packed = new Float32Array(descriptors.length * DESCRIPTOR_LENGTH);
  descriptors.forEach((descriptor, index) => packed.set(descriptor, index * DESCRIPTOR_LENGTH));
  return new Uint8Array(packed.buffer);
}

export function unpackDescriptors(bytes: Uint8Array): Float32Array[] {
  // A copy: the driver's bytes need not sit on a 4-byte boundary.
  const floats = new Float32Array(new Uint8Array(bytes).buffer);
  const faces: Float32Array[] = [];
  for (let start = 0; start + DESCRIPTOR_LENGTH <= floats.length; start += DESCRIPTOR_LENGTH) {
    faces.push(floats.subarray(start, start + DESCRIPTOR_LENGTH));
  }
  return faces;
}
