import type { ArtSource } from "~/images/image";
import type { Focus } from "~/images/image-manifest";

type Props = {
  /** The picture for each box, widest screens first; the last has no media query. */
  art: readonly ArtSource[];
  /** The point kept in view where CSS still has to crop (from the content module). */
  focus: Focus;
};

/**
 * The home page's photograph, its largest paint: loaded first (`fetchpriority="high"`, never
 * lazy), in a box of fixed proportions (square on phones, 4:3 from 900 px; site.css 'Home'), so
 * nothing moves when it arrives. Each box gets the pipeline's crop of its own proportions
 * (`heroCrops`), so a phone is not sent the whole width of a landscape to show a square of it;
 * CSS crops around the focus only where no crop was made. Plain markup: it shows without
 * JavaScript.
 */
export function HeroPhoto({ art, focus }: Props) {
  const position = `${focus.x}% ${focus.y}%`;
  const fallback = art.at(-1);
  if (!fallback) return null;
  const { image } = fallback;
  return (
    <div className="hero__photo" style={{ backgroundColor: image.color }}>
      <picture>
        {art.flatMap(({ media, sizes, image: box }) => {
          const size = { width: box.width, height: box.height };
          const sources = box.sources.map((s) => (
            <source
              key={`${media ?? "all"} ${s.type}`}
              media={media}
              type={s.type}
              srcSet={s.srcSet}
              sizes={sizes}
              {...size}
            />
          ));
          // A box with a media query also needs its JPEGs here: the <img> carries the last box's.
          if (media && box.srcSet)
            sources.push(
              <source
                key={`${media} jpeg`}
                media={media}
                srcSet={box.srcSet}
                sizes={sizes}
                {...size}
              />,
            );
          return sources;
        })}
        <img
          loading="eager"
          decoding="async"
          // React 18 warns on the camelCase prop; the lower-case attribute reaches the HTML as is.
          {...{ fetchpriority: "high" }}
          width={image.width}
          height={image.height}
          alt={image.alt}
          sizes={image.srcSet ? fallback.sizes : undefined}
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
