import { describe, expect, it } from "vitest";
import { LocalFileStorage } from "./local-storage.server.ts";
import { S3FileStorage } from "./s3-storage.server.ts";
import { createStorage } from "./storage.server.ts";

describe("createStorage", () => {
  it("uses local disk under dataDir when no S3 config is given", () => {
    const storage = createStorage({ dataDir: "/srv/glut-data" });
    expect(storage).toBeInstanceOf(LocalFileStorage);
    expect((storage as LocalFileStorage).root).toBe("/srv/glut-data/uploads");
    expect(storage.publicUrl("1/a.webp")).toBe("/uploads/1/a.webp");
  });

  it("uses S3 when S3 config is given", () => {
    const storage = createStorage({
      dataDir: "/srv/glut-data",
      s3: { bucket: "glut", region: "eu-west-2", publicUrl: "https://media.example.co.uk" },
    });
    expect(storage).toBeInstanceOf(S3FileStorage);
    expect(storage.publicUrl("1/a.webp")).toBe("https://media.example.co.uk/1/a.webp");
    (storage as S3FileStorage).client.destroy();
  });
});
