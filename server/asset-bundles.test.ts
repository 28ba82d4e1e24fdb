import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildAssetBundle } from "./asset-bundles";

const root = path.resolve(import.meta.dirname, "..");

describe("buildAssetBundle", () => {
  it("builds the map into one ES module and one stylesheet, each named by its content", async () => {
    const { files, urls } = await buildAssetBundle(
      path.join(root, "app/maps/leaflet-map.ts"),
      root,
    );
    expect(urls.script).toMatch(/^\/assets\/leaflet-map-[\w-]{10}\.js$/);
    expect(urls.style).toMatch(/^\/assets\/leaflet-map-[\w-]{10}\.css$/);
    expect(files.map((file) => `/${file.fileName}`)).toEqual([urls.script, urls.style]);
    const [script, style] = files;
    // One file: Leaflet and the clustering inside, nothing imported at run time, showMap exported.
    expect(script?.source).not.toMatch(/\bimport\s*\(|\bimport\s*[{"']/);
    expect(script?.source).toMatch(/export\s*\{[^}]*\bshowMap\b/);
    expect(script?.source).toContain("MarkerClusterGroup");
    // Leaflet's stylesheet with our own look.
    expect(style?.source).toContain(".leaflet-container");
    expect(style?.source).toContain(".glut-map-pin");

    const again = await buildAssetBundle(path.join(root, "app/maps/leaflet-map.ts"), root);
    expect(again.urls).toEqual(urls);
  });
});
