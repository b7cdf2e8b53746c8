// Structured data checked by Google's rules (docs/product.md#search-engines): the page's JSON-LD, microdata and
// RDFa extracted as a crawler reads them, then validated by the rules Google's rich-result documentation gives
// for each type (required properties are errors, recommended ones warnings). Without schema.org's vocabulary
// file (the tests have no network) the check of every property name against schema.org is left out.
import Validator, { type ValidationIssue } from "@adobe/structured-data-validator";
import WebAutoExtractor from "@marbec/web-auto-extractor";

export interface StructuredDataCheck {
  errors: string[];
  warnings: string[];
  /** The JSON-LD objects found, by their root type. */
  jsonLd: Record<string, Record<string, unknown>[]>;
}

/** Where an issue is, readably: `Product > offers(Offer) > shippingDetails(OfferShippingDetails)`. */
function describe(issue: ValidationIssue): string {
  const where = (issue.path ?? []).map((step) => (step.property ? `${step.property}${step.type ? `(${step.type})` : ""}` : (step.type ?? "?"))).join(" > ");
  return `${where || issue.rootType || issue.dataFormat}: ${issue.issueMessage}`;
}

/** The page's structured data validated: Google's errors and warnings as readable lines. */
export async function validateStructuredData(html: string): Promise<StructuredDataCheck> {
  const extracted = new WebAutoExtractor({ addLocation: false, embedSource: false }).parse(html);
  const jsonLd = structuredClone(extracted.jsonld);
  const issues = await new Validator().validate(extracted);
  return {
    errors: issues.filter((issue) => issue.severity === "ERROR").map(describe),
    warnings: issues.filter((issue) => issue.severity === "WARNING").map(describe),
    jsonLd,
  };
}

/** One JSON-LD object as a page would carry it. */
export function jsonLdHtml(...objects: unknown[]): string {
  const scripts = objects.map((object) => `<script type="application/ld+json">${JSON.stringify(object).replace(/</g, "\\u003c")}</script>`);
  return `<!DOCTYPE html><html lang="tr"><head><title>t</title>${scripts.join("")}</head><body></body></html>`;
}

/** A JSON-LD object validated as a page carrying it would be. */
export function validateJsonLd(...objects: unknown[]): Promise<StructuredDataCheck> {
  return validateStructuredData(jsonLdHtml(...objects));
}
