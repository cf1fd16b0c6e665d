/**
 * The counting picture (app/counts): a hidden 1×1 image the browser asks for once per showing of
 * the page, JavaScript or not. Asked for last and at low priority, so it never competes with the
 * page's own pictures; `hidden` and an empty alt keep it from sight and from screen readers.
 */
export function CountPicture({ src }: { src: string }) {
  return (
    <img
      src={src}
      alt=""
      width={1}
      height={1}
      hidden
      decoding="async"
      {...{ fetchpriority: "low" }}
    />
  );
}
