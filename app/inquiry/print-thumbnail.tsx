import { LIST_THUMBNAIL_SIZE, thumbnailPath } from "~/images/thumbnail";

/**
 * A print's small picture in a list, the whole print in a fixed square (inquiry.css
 * `.print-thumbnail`), so the list is laid out before it arrives. The title beside it names the
 * print: the picture is decoration.
 */
export function PrintThumbnail({ reference }: { reference: string }) {
  return (
    <img
      className="print-thumbnail"
      src={thumbnailPath(reference)}
      alt=""
      width={LIST_THUMBNAIL_SIZE}
      height={LIST_THUMBNAIL_SIZE}
      decoding="async"
    />
  );
}
