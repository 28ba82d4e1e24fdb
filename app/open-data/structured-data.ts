import { SITE_NAME } from "~/components/seo";

// Structured data (schema.org JSON-LD) for search engines and link previews (issue 37 part 5,
// decision 0096), beside the breadcrumbs each page already carries. Written by JsonLd
// (app/components/json-ld.tsx), which escapes it safely.

const CONTEXT = "https://schema.org";

const absolute = (path: string, appUrl: string) => new URL(path, `${appUrl}/`).toString();

/**
 * The home page: Glut as an Organization and its WebSite. No SearchAction: the site's search
 * (/listings) is for signed-in members, so a search engine's box would lead to a sign-in page.
 */
export function homeStructuredData(appUrl: string) {
  const organisationId = absolute("/#organization", appUrl);
  return [
    {
      "@context": CONTEXT,
      "@type": "Organization",
      "@id": organisationId,
      name: SITE_NAME,
      url: absolute("/", appUrl),
      logo: absolute("/favicon.svg", appUrl),
      description:
        "The UK community for gardeners and allotment holders to give away or swap their surplus.",
      areaServed: { "@type": "Country", name: "United Kingdom" },
    },
    {
      "@context": CONTEXT,
      "@type": "WebSite",
      "@id": absolute("/#website", appUrl),
      name: SITE_NAME,
      url: absolute("/", appUrl),
      inLanguage: "en-GB",
      publisher: { "@id": organisationId },
    },
  ];
}

export interface FoodBankFacts {
  organisationName: string;
  address: string | null;
  postcode: string | null;
  phoneNumber: string | null;
  email: string | null;
  url: string | null;
}

/** A food bank's page: the food bank as an Organization with its postal address. */
export function foodBankStructuredData(foodBank: FoodBankFacts, path: string, appUrl: string) {
  const address =
    foodBank.address || foodBank.postcode
      ? {
          "@type": "PostalAddress",
          ...(foodBank.address ? { streetAddress: foodBank.address } : {}),
          ...(foodBank.postcode ? { postalCode: foodBank.postcode } : {}),
          addressCountry: "GB",
        }
      : undefined;
  return {
    "@context": CONTEXT,
    "@type": "Organization",
    "@id": absolute(`${path}#organization`, appUrl),
    name: foodBank.organisationName,
    url: foodBank.url ?? absolute(path, appUrl),
    mainEntityOfPage: absolute(path, appUrl),
    ...(address ? { address } : {}),
    ...(foodBank.phoneNumber ? { telephone: foodBank.phoneNumber } : {}),
    ...(foodBank.email ? { email: foodBank.email } : {}),
  };
}

export interface CityFacts {
  name: string;
  county: string;
  region: string;
  latitude: number;
  longitude: number;
}

/** A city's page: the city as a Place, at its approximate centre. */
export function cityStructuredData(city: CityFacts, path: string, appUrl: string) {
  return {
    "@context": CONTEXT,
    "@type": "Place",
    "@id": absolute(`${path}#place`, appUrl),
    name: city.name,
    url: absolute(path, appUrl),
    address: {
      "@type": "PostalAddress",
      addressLocality: city.name,
      addressRegion: city.county,
      addressCountry: "GB",
    },
    geo: { "@type": "GeoCoordinates", latitude: city.latitude, longitude: city.longitude },
    containedInPlace: { "@type": "AdministrativeArea", name: city.region },
  };
}
