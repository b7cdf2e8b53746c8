import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  build: isSsrBuild
    ? { target: "node20", rollupOptions: { input: "./server/app.ts" } }
    : { target: "es2022" },
  ssr: {
    // Native or WASM packages stay outside the server bundle.
    external: ["@electric-sql/pglite", "sharp", "pg", "pino", "nodemailer"],
  },
  plugins: [tailwindcss(), reactRouter()],
}));
