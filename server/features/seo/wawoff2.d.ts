/** wawoff2 ships no types: Google's WOFF2 decoder compiled to WebAssembly. */
declare module 'wawoff2' {
  /** The TrueType/OpenType font inside a WOFF2 file. */
  export function decompress(woff2: Uint8Array): Promise<Uint8Array>;
}
