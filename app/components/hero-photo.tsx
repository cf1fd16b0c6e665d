import type { ImageSource } from "~/images/image";
import { imageSizes } from "~/images/sizes";

type Props = {
  image: ImageSource;
  /** The point kept in view by the crop, in percent (from the content module). */
  focus: { x: number; y: number };
};

/**
 * The home page's photograph, its largest paint: loaded first (`fetchpriority="high"`, never
 * lazy), cropped by CSS to a box of fixed proportions (square on phones, 4:3 from 900 px; see
 * site.css 'Home'), so nothing moves when it arrives. Plain markup: it shows without JavaScript.
 */
export function HeroPhoto({ image, focus }: Props) {
  const position = `${focus.x}% ${focus.y}%`;
  return (
    <div className="hero__photo" style={{ backgroundColor: image.color }}>
      <picture>
        {image.sources.map((s) => (
          <source key={s.type} type={s.type} srcSet={s.srcSet} sizes={imageSizes.hero} />
        ))}
        <img
          loading="eager"
          // React 18 warns on the camelCase prop; the lower-case attribute reaches the HTML as is.
          {...{ fetchpriority: "high" }}
          width={image.width}
          height={image.height}
          alt={image.alt}
          sizes={image.srcSet ? imageSizes.hero : undefined}
          srcSet={image.srcSet || undefined}
          src={image.src}
          style={{
            objectPosition: position,
            backgroundImage: image.placeholder ? `url("${image.placeholder}")` : undefined,
            backgroundPosition: position,
          }}
        />
      </picture>
    </div>
  );
}
