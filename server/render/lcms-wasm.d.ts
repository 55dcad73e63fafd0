// The part of lcms-wasm (Little CMS compiled to WebAssembly; it ships no types) that render/cmyk.ts uses.
declare module 'lcms-wasm' {
  export interface Lcms {
    cmsOpenProfileFromMem(bytes: Uint8Array, size: number): number;
    cmsCreateTransform(input: number, inputFormat: number, output: number, outputFormat: number, intent: number, flags: number): number;
    cmsDoTransform(transform: number, input: Uint8Array, pixels: number): Uint16Array;
  }
  export function instantiate(): Promise<Lcms>;
  export const TYPE_RGB_8: number;
  export const TYPE_CMYK_16: number;
  export const INTENT_RELATIVE_COLORIMETRIC: number;
  export const cmsFLAGS_BLACKPOINTCOMPENSATION: number;
}
