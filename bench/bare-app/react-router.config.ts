import type { Config } from "@react-router/dev/config";

// The bare page `npm run bench:pages` compares Glut with: React Router's framework mode, server
// rendered, nothing else.
export default { ssr: true } satisfies Config;
