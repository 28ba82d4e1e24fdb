import { useTranslation } from "react-i18next";

// The listing page's photos, apart so the page stays short.

export interface GalleryListing {
  name: string;
  cover: { url: string; width: number; height: number } | null;
  placeholderUrl: string;
  thumbnails: { id: string; url: string; thumbUrl: string }[];
}

/** The detail page's photos: one large, up to 4 thumbnails linking to their large versions. */
export function ListingGallery({ listing }: { listing: GalleryListing }) {
  const { t } = useTranslation("listings");
  return (
    <div className="flex flex-col gap-3">
      {listing.cover ? (
        <img
          src={listing.cover.url}
          alt={listing.name}
          width={listing.cover.width}
          height={listing.cover.height}
          className="aspect-4/3 w-full rounded-card bg-cream-deep object-cover"
        />
      ) : (
        <figure className="flex flex-col gap-2">
          <img
            src={listing.placeholderUrl}
            alt=""
            className="aspect-4/3 w-full rounded-card bg-cream-deep object-cover"
          />
          <figcaption className="text-center text-ink-muted">{t("detail.noPhotos")}</figcaption>
        </figure>
      )}
      {listing.thumbnails.length > 0 ? (
        <ul className="grid grid-cols-4 gap-3" aria-label={t("detail.morePhotos")}>
          {listing.thumbnails.map((image, index) => (
            <li key={image.id}>
              <a
                href={image.url}
                className="block overflow-hidden rounded-xl focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-leaf-deep"
              >
                <img
                  src={image.thumbUrl}
                  alt={t("detail.view", { name: listing.name, n: index + 2 })}
                  loading="lazy"
                  className="aspect-square w-full bg-cream-deep object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
