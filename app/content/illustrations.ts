/** A picture of a product's window, drawn as SVG in public/illustrations. */
export interface Illustration {
  src: string;
  alt: string;
}

/** Every illustration is drawn at this size; pages set it on the <img> so nothing shifts while it loads. */
export const ILLUSTRATION_SIZE = { width: 640, height: 420 } as const;

// Apart from the other products' pictures: /download shows it without loading the whole product copy.
export const DATA_RECOVERY_WINDOW: Illustration = {
  src: '/illustrations/data-recovery.svg',
  alt: 'Data Recovery Wizard Pro after a scan: 1,903 files found, sorted by type, with photo previews.',
};
