/** heic-decode ships no types: it answers straight RGBA pixels of the primary image. */
declare module 'heic-decode' {
  function decode(input: { buffer: ArrayBuffer | Uint8Array }): Promise<{
    width: number;
    height: number;
    data: Uint8ClampedArray;
  }>;
  export default decode;
}
