/**
 * heic-decode ships no types: `decode` answers the straight RGBA pixels of the first image; `decode.all` answers each
 * image's size from the container, its pixels decoded only when asked, and `dispose` frees libheif's handles.
 */
declare module 'heic-decode' {
  interface DecodedImage {
    width: number;
    height: number;
    data: Uint8ClampedArray;
  }
  interface ImageHandle {
    width: number;
    height: number;
    decode(): Promise<DecodedImage>;
  }
  function decode(input: { buffer: ArrayBuffer | Uint8Array }): Promise<DecodedImage>;
  namespace decode {
    function all(input: { buffer: ArrayBuffer | Uint8Array }): Promise<ImageHandle[] & { dispose(): void }>;
  }
  export default decode;
}
