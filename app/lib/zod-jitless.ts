// Zod for modules that build or run schemas in the browser: import `z` from here, not from "zod". In the
// browser Zod must not probe for eval: under the shop's Content-Security-Policy (no 'unsafe-eval') the probe
// `new Function("")` is refused and reported as a CSP violation, although Zod recovers (docs/decisions/0006).
// Taking `z` from this module guarantees the setting is made before the importing module's schemas exist.
// Server-only modules may import "zod" directly.
import { z } from "zod";

if (typeof document !== "undefined") z.config({ jitless: true });

export { z };
