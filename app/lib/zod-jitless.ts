// In the browser, Zod must not probe for eval: under the shop's Content-Security-Policy (no 'unsafe-eval')
// the probe `new Function("")` is refused and reported as a CSP violation, although Zod recovers. Imported
// first by root.tsx and app/entry.client.tsx, so that it runs before any schema is built (docs/decisions/0006).
import { z } from "zod";

if (typeof document !== "undefined") z.config({ jitless: true });
