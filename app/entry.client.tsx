// React Router's default browser entry, plus one thing: Zod is told not to probe for eval before any schema
// is built (app/lib/zod-jitless.ts; root.tsx imports it first too, which puts it in a chunk of its own that
// the route modules load before the schemas).
import "./lib/zod-jitless";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
