import type { ImageSource } from "~/images/image";

type Props = {
  image: ImageSource;
  sizes: string;
  /** The page's largest image: load it first and at once. */
  priority?: boolean;
  className?: string;
  onError?: () => void;
};

/** A print's picture with its intrinsic size, so the layout never shifts while it loads. */
export function PrintImage({ image, sizes, priority = false, className, onError }: Props) {
  return (
    <img
      className={className}
      src={image.src}
      width={image.width}
      height={image.height}
      alt={image.alt}
      sizes={sizes}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "auto" : "async"}
      // React 18 warns on the camelCase prop; the lower-case attribute reaches the HTML as is.
      {...{ fetchpriority: priority ? "high" : undefined }}
      onError={onError}
    />
  );
}
