import { useEffect, useRef } from "react";
import type { ImageSource } from "~/images/image";

type Props = {
  image: ImageSource;
  /** How wide the layout shows the picture: one of `imageSizes` in ~/images/sizes. */
  sizes: string;
  /** The page's largest image: load it first and at once. */
  priority?: boolean;
  className?: string;
  onError?: () => void;
};

/**
 * A print's picture: AVIF, then WebP, then JPEG, each at a ladder of widths; plain server-rendered
 * markup, so it shows without JavaScript. Its intrinsic size keeps the layout still while it
 * loads, and a blurred preview fills the space until it paints.
 */
export function PrintImage({ image, sizes, priority = false, className, onError }: Props) {
  const ref = useRef<HTMLImageElement>(null);

  // An image that failed before React hydrated never fires onError: look once on mount.
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.currentSrc && img.naturalWidth === 0) onError?.();
  }, [onError]);

  return (
    <picture>
      {image.sources.map((s) => (
        <source key={s.type} type={s.type} srcSet={s.srcSet} sizes={sizes} />
      ))}
      <img
        ref={ref}
        className={className}
        // loading comes before src: React sets attributes in this order, and a lazy image
        // created by the client must know it is lazy before it has a URL.
        loading={priority ? "eager" : "lazy"}
        decoding="async"
        // React 18 warns on the camelCase prop; the lower-case attribute reaches the HTML as is.
        {...{ fetchpriority: priority ? "high" : undefined }}
        width={image.width}
        height={image.height}
        alt={image.alt}
        sizes={image.srcSet ? sizes : undefined}
        srcSet={image.srcSet || undefined}
        src={image.src}
        style={{
          // The exact proportions, not the rounded ones of whichever file the browser picks:
          // a box sized by width alone keeps its height to the pixel when the image arrives.
          aspectRatio: `${image.width} / ${image.height}`,
          // Fitted like the picture by site.css ('Print pictures').
          backgroundImage: image.placeholder ? `url("${image.placeholder}")` : undefined,
        }}
        onError={onError}
      />
    </picture>
  );
}
