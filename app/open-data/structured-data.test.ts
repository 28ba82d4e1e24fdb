import { describe, expect, it } from "vitest";
import { jsonLdText } from "~/components/json-ld";
import { cityStructuredData, foodBankStructuredData, homeStructuredData } from "./structured-data";

// Structured data as a search engine reads it: the JSON-LD text parsed back (decision 0096).

const appUrl = "https://glut.example";
const parsed = (value: unknown) => JSON.parse(jsonLdText(value));

describe("structured data", () => {
  it("gives the home page an Organization and a WebSite, without a search action", () => {
    const [organisation, website] = parsed(homeStructuredData(appUrl));
    expect(organisation).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Glut",
      url: "https://glut.example/",
    });
    expect(website).toMatchObject({
      "@type": "WebSite",
      url: "https://glut.example/",
      publisher: { "@id": organisation["@id"] },
    });
    // /listings is for members: a search box in results would lead to a sign-in page.
    expect(website.potentialAction).toBeUndefined();
  });

  it("gives a food bank's page an Organization with its postal address", () => {
    const data = parsed(
      foodBankStructuredData(
        {
          organisationName: "Example </script> Food Bank",
          address: "1 Example Street",
          postcode: "LS6 1AA",
          phoneNumber: "01632 960001",
          email: null,
          url: "https://foodbank.example.org",
        },
        "/food-bank/example-1",
        appUrl,
      ),
    );
    expect(data).toMatchObject({
      "@type": "Organization",
      name: "Example </script> Food Bank",
      url: "https://foodbank.example.org",
      telephone: "01632 960001",
      address: {
        "@type": "PostalAddress",
        streetAddress: "1 Example Street",
        postalCode: "LS6 1AA",
        addressCountry: "GB",
      },
    });
    expect(data.email).toBeUndefined();
    expect(jsonLdText(data)).not.toContain("</script>");
  });

  it("gives a city's page a Place at its centre", () => {
    const data = parsed(
      cityStructuredData(
        {
          name: "Leeds",
          county: "West Yorkshire",
          region: "Yorkshire and The Humber",
          latitude: 53.7997,
          longitude: -1.5492,
        },
        "/city/leeds",
        appUrl,
      ),
    );
    expect(data).toMatchObject({
      "@type": "Place",
      name: "Leeds",
      url: "https://glut.example/city/leeds",
      geo: { "@type": "GeoCoordinates", latitude: 53.7997, longitude: -1.5492 },
    });
  });
});
