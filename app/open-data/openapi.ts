import { OPEN_DATA_RATE_LIMIT, SMALLEST_COUNT_SHOWN } from "./open-data-limits";
import { API_BASE, OPEN_DATA_PAGE } from "./open-data-paths";

// The OpenAPI 3.1 description of /api/v1 (decision 0096). Its schemas are JSON Schema 2020-12,
// and the route tests validate every endpoint's real answer against them, so this document and
// the answers cannot drift apart unnoticed.

const nullableString = { type: ["string", "null"] } as const;
const months = {
  type: "array",
  items: { type: "integer", minimum: 1, maximum: 12 },
  description: "Months, 1 (January) to 12 (December), in growing order.",
} as const;

const schemas = {
  Point: {
    type: "object",
    description: "An approximate centre (a postcode district's or a city's), WGS84 degrees.",
    required: ["latitude", "longitude"],
    additionalProperties: false,
    properties: {
      latitude: { type: "number", minimum: -90, maximum: 90 },
      longitude: { type: "number", minimum: -180, maximum: 180 },
    },
  },
  Attribution: {
    type: "object",
    required: ["credit", "licence", "sources"],
    additionalProperties: false,
    properties: {
      credit: { type: "string", description: "How to credit the data when reusing it." },
      licence: {
        type: "object",
        required: ["name", "url"],
        additionalProperties: false,
        properties: { name: { type: "string" }, url: { type: "string", format: "uri" } },
      },
      sources: {
        type: "array",
        items: {
          type: "object",
          required: ["name", "url"],
          additionalProperties: false,
          properties: { name: { type: "string" }, url: { type: "string", format: "uri" } },
        },
      },
    },
  },
  FoodBank: {
    type: "object",
    required: [
      "id",
      "name",
      "alternativeName",
      "network",
      "address",
      "postcode",
      "phone",
      "email",
      "website",
      "needs",
      "excess",
      "city",
      "location",
      "page",
      "needsFeed",
      "updatedAt",
    ],
    additionalProperties: false,
    properties: {
      id: { type: "string", description: "The food bank's id in Give Food's data." },
      name: { type: "string" },
      alternativeName: nullableString,
      network: nullableString,
      address: nullableString,
      postcode: nullableString,
      phone: nullableString,
      email: nullableString,
      website: nullableString,
      needs: { type: "array", items: { type: "string" }, description: "What it asks for." },
      excess: {
        type: "array",
        items: { type: "string" },
        description: "What it has plenty of (Give Food's excess items).",
      },
      city: { ...nullableString, description: "The slug of the nearest Glut city, if any." },
      location: { oneOf: [{ $ref: "#/components/schemas/Point" }, { type: "null" }] },
      page: { type: "string", format: "uri" },
      needsFeed: { type: "string", format: "uri", description: "Atom feed of its needs." },
      updatedAt: { type: "string", format: "date-time" },
    },
  },
  FoodBankList: {
    type: "object",
    required: ["attribution", "count", "foodBanks"],
    additionalProperties: false,
    properties: {
      attribution: { $ref: "#/components/schemas/Attribution" },
      count: { type: "integer", minimum: 0 },
      foodBanks: { type: "array", items: { $ref: "#/components/schemas/FoodBank" } },
    },
  },
  FoodBankAnswer: {
    type: "object",
    required: ["attribution", "foodBank"],
    additionalProperties: false,
    properties: {
      attribution: { $ref: "#/components/schemas/Attribution" },
      foodBank: { $ref: "#/components/schemas/FoodBank" },
    },
  },
  City: {
    type: "object",
    required: [
      "slug",
      "name",
      "county",
      "region",
      "country",
      "population",
      "populationBasis",
      "location",
      "page",
    ],
    additionalProperties: false,
    properties: {
      slug: { type: "string" },
      name: { type: "string" },
      county: { type: "string" },
      region: { type: "string" },
      country: { enum: ["England", "Scotland", "Wales", "Northern Ireland"] },
      population: { type: "integer", minimum: 0 },
      populationBasis: {
        enum: ["councilArea2024", "builtUpArea2021", "locality2020", "settlement2021"],
      },
      location: { $ref: "#/components/schemas/Point" },
      page: { type: "string", format: "uri" },
    },
  },
  CityList: {
    type: "object",
    required: ["attribution", "count", "cities"],
    additionalProperties: false,
    properties: {
      attribution: { $ref: "#/components/schemas/Attribution" },
      count: { type: "integer", minimum: 0 },
      cities: { type: "array", items: { $ref: "#/components/schemas/City" } },
    },
  },
  AllotmentCouncil: {
    type: "object",
    required: [
      "id",
      "councilName",
      "city",
      "citySlug",
      "county",
      "region",
      "country",
      "applicationUrl",
      "contactEmail",
      "contactPhone",
      "notes",
    ],
    additionalProperties: false,
    properties: {
      id: { type: "string" },
      councilName: { type: "string" },
      city: { type: "string" },
      citySlug: nullableString,
      county: { type: "string" },
      region: { type: "string" },
      country: { enum: ["England", "Scotland", "Wales", "Northern Ireland"] },
      applicationUrl: { type: "string", format: "uri" },
      contactEmail: nullableString,
      contactPhone: nullableString,
      notes: { type: "string" },
    },
  },
  AllotmentCouncilList: {
    type: "object",
    required: ["attribution", "count", "councils"],
    additionalProperties: false,
    properties: {
      attribution: { $ref: "#/components/schemas/Attribution" },
      count: { type: "integer", minimum: 0 },
      councils: { type: "array", items: { $ref: "#/components/schemas/AllotmentCouncil" } },
    },
  },
  Crop: {
    type: "object",
    required: ["crop", "name", "variety", "sowUnderCover", "sowOutside", "plantOut", "harvest"],
    additionalProperties: false,
    properties: {
      crop: { type: "string", description: "The name, with the variety in brackets if any." },
      name: { type: "string" },
      variety: nullableString,
      sowUnderCover: months,
      sowOutside: months,
      plantOut: months,
      harvest: months,
    },
  },
  PlantingCalendar: {
    type: "object",
    required: ["attribution", "basis", "count", "crops"],
    additionalProperties: false,
    properties: {
      attribution: { $ref: "#/components/schemas/Attribution" },
      basis: { type: "string" },
      count: { type: "integer", minimum: 0 },
      crops: { type: "array", items: { $ref: "#/components/schemas/Crop" } },
    },
  },
  SharingArea: {
    type: "object",
    required: ["area", "kind", "location", "categories", "total"],
    additionalProperties: false,
    properties: {
      area: { type: "string", description: "A postcode district (LS6) or a Northern Irish town." },
      kind: { enum: ["district", "town"] },
      location: { $ref: "#/components/schemas/Point" },
      categories: {
        type: "object",
        additionalProperties: { type: "integer", minimum: SMALLEST_COUNT_SHOWN },
      },
      total: { type: "integer", minimum: SMALLEST_COUNT_SHOWN },
    },
  },
  SharingCounts: {
    type: "object",
    required: ["attribution", "smallestCountShown", "count", "areas"],
    additionalProperties: false,
    properties: {
      attribution: { $ref: "#/components/schemas/Attribution" },
      smallestCountShown: { type: "integer", const: SMALLEST_COUNT_SHOWN },
      count: { type: "integer", minimum: 0 },
      areas: { type: "array", items: { $ref: "#/components/schemas/SharingArea" } },
    },
  },
  FeatureCollection: {
    type: "object",
    description: "GeoJSON (RFC 7946): each item with a location as a Point feature.",
    required: ["type", "attribution", "features"],
    additionalProperties: false,
    properties: {
      type: { const: "FeatureCollection" },
      attribution: { $ref: "#/components/schemas/Attribution" },
      features: {
        type: "array",
        items: {
          type: "object",
          required: ["type", "id", "geometry", "properties"],
          additionalProperties: false,
          properties: {
            type: { const: "Feature" },
            id: { type: "string" },
            geometry: {
              type: "object",
              required: ["type", "coordinates"],
              additionalProperties: false,
              properties: {
                type: { const: "Point" },
                coordinates: {
                  type: "array",
                  prefixItems: [
                    { type: "number", minimum: -180, maximum: 180 },
                    { type: "number", minimum: -90, maximum: 90 },
                  ],
                  minItems: 2,
                  maxItems: 2,
                },
              },
            },
            properties: { type: "object" },
          },
        },
      },
    },
  },
  Problem: {
    type: "object",
    required: ["error", "detail"],
    additionalProperties: false,
    properties: { error: { type: "string" }, detail: { type: "string" } },
  },
} as const;

const json = (schema: string) => ({
  "application/json": { schema: { $ref: `#/components/schemas/${schema}` } },
});

const withGeoJson = (schema: string) => ({
  ...json(schema),
  "application/geo+json": { schema: { $ref: "#/components/schemas/FeatureCollection" } },
});

const formatParameter = {
  name: "format",
  in: "query",
  required: false,
  description: "`geojson` for GeoJSON (RFC 7946) instead of JSON.",
  schema: { enum: ["json", "geojson"] },
};

const commonResponses = {
  "304": { description: "Not modified: the If-None-Match header named the current ETag." },
  "429": {
    description: `Over the limit of ${OPEN_DATA_RATE_LIMIT.max} requests a minute per client.`,
    headers: {
      "Retry-After": {
        description: "Seconds until the limit resets.",
        schema: { type: "integer" },
      },
    },
    content: json("Problem"),
  },
};

const ok = (description: string, content: Record<string, unknown>) => ({
  "200": {
    description,
    headers: {
      ETag: { description: "A validator for If-None-Match.", schema: { type: "string" } },
      "Access-Control-Allow-Origin": { schema: { const: "*" } },
    },
    content,
  },
  ...commonResponses,
});

/** The description, with the server's own address. */
export function openApiDocument(appUrl: string) {
  return {
    openapi: "3.1.0",
    info: {
      title: "Glut open data",
      version: "1.0.0",
      summary: "Food banks, allotment councils, cities, the planting calendar and sharing counts.",
      description: `Read-only public data from Glut, the UK community marketplace for surplus home-grown food. GET only, no key, CORS open to every site, no cookies. Limited to ${OPEN_DATA_RATE_LIMIT.max} requests a minute per client address; answers carry ETags and may be cached. Each answer says whom to credit and under which licence. More at ${new URL(OPEN_DATA_PAGE, appUrl).toString()}.`,
      license: {
        name: "CC BY 4.0 for Glut's own data; see each answer's attribution",
        identifier: "CC-BY-4.0",
      },
    },
    jsonSchemaDialect: "https://json-schema.org/draft/2020-12/schema",
    servers: [{ url: new URL(API_BASE, appUrl).toString() }],
    paths: {
      "/food-banks": {
        get: {
          operationId: "listFoodBanks",
          summary: "Food banks with their needs and excess items (from Give Food)",
          parameters: [
            formatParameter,
            {
              name: "city",
              in: "query",
              required: false,
              description: "Only the food banks of this Glut city (its slug, as /cities gives).",
              schema: { type: "string" },
            },
          ],
          responses: ok("Food banks by name.", withGeoJson("FoodBankList")),
        },
      },
      "/food-banks/{id}": {
        get: {
          operationId: "getFoodBank",
          summary: "One food bank",
          parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
          responses: {
            ...ok("The food bank.", json("FoodBankAnswer")),
            "404": { description: "No food bank has this id.", content: json("Problem") },
          },
        },
      },
      "/cities": {
        get: {
          operationId: "listCities",
          summary: "The cities and large towns Glut has pages for, largest first",
          parameters: [formatParameter],
          responses: ok("Cities.", withGeoJson("CityList")),
        },
      },
      "/allotment-councils": {
        get: {
          operationId: "listAllotmentCouncils",
          summary: "Councils' allotment pages: where to apply for a plot",
          responses: ok("Councils by name.", json("AllotmentCouncilList")),
        },
      },
      "/planting-calendar": {
        get: {
          operationId: "getPlantingCalendar",
          summary: "When to sow, plant out and harvest each crop",
          responses: ok("Crops in the guide's order.", json("PlantingCalendar")),
        },
      },
      "/sharing": {
        get: {
          operationId: "listSharingCounts",
          summary: "What is being shared where: active listings by area and category",
          description: `Counts only: never a member, never a listing's text. A category with fewer than ${SMALLEST_COUNT_SHOWN} listings in an area is left out, and so is an area with none left.`,
          parameters: [formatParameter],
          responses: ok("Areas by name.", withGeoJson("SharingCounts")),
        },
      },
    },
    components: { schemas },
  };
}
