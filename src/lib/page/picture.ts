/** An image as components draw it; generated/images.ts holds one per image the data names (scripts/codegen/images.ts). */
export interface Picture {
  /** srcset per format (avif, webp); empty for SVGs. */
  sources: Record<string, string>;
  img: { src: string; w: number; h: number };
  /** True for the drawing that stands in for a photo not taken yet (scripts/codegen/placeholders.ts). */
  placeholder?: boolean;
}
