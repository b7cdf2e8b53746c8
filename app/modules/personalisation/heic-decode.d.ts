// heic-decode ships no types: the one function the photo pipeline calls.
declare module "heic-decode" {
  export default function decode(input: { buffer: Uint8Array | ArrayBuffer }): Promise<{ width: number; height: number; data: Uint8ClampedArray }>;
}
