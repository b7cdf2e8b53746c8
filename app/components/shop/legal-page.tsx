// Shared layout of the company and legal pages: renders a LegalDocument from app/lib/i18n/pages/.
import { Fragment, type ReactNode } from "react";
import { Link, type MetaDescriptor } from "react-router";
import { type Block, type Inline, type LegalDocument, type LegalSection, legalPageText, type Rich, type S } from "~/lib/i18n/pages/shared";
import { seoMeta, seoSiteFrom } from "~/lib/seo";
import { shellDataFrom } from "./shell-data";

const linkClass = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-600";

function InlineView({ value }: { value: Inline }) {
  if (typeof value === "string") return <>{value}</>;
  if ("strong" in value) return <strong className="font-semibold text-gray-900">{value.strong}</strong>;
  if ("to" in value) {
    return (
      <Link to={value.to} className={linkClass}>
        {value.text}
      </Link>
    );
  }
  return (
    <a href={value.href} className={linkClass}>
      {value.text}
    </a>
  );
}

export function RichText({ value }: { value: Rich }) {
  if (typeof value === "string") return <>{value}</>;
  return (
    <>
      {value.map((part, i) => (
        <InlineView key={i} value={part} />
      ))}
    </>
  );
}

export function BlockView({ block }: { block: Block }) {
  if (typeof block === "string" || Array.isArray(block)) {
    return (
      <p className="leading-relaxed text-gray-700">
        <RichText value={block as Rich} />
      </p>
    );
  }
  if ("facts" in block) {
    return (
      <dl className="grid gap-x-6 gap-y-2 rounded-xl border border-gray-200 bg-gray-50 p-4 text-sm sm:grid-cols-[max-content_1fr]">
        {block.facts.map(([label, value]) => (
          <Fragment key={label}>
            <dt className="font-semibold text-gray-900">{label}</dt>
            <dd className="text-gray-700">
              <RichText value={value} />
            </dd>
          </Fragment>
        ))}
      </dl>
    );
  }
  if ("list" in block) {
    const ListTag = block.ordered ? "ol" : "ul";
    return (
      <ListTag className={`space-y-2 pl-6 leading-relaxed text-gray-700 ${block.ordered ? "list-decimal" : "list-disc"}`}>
        {block.list.map((item, i) => (
          <li key={i}>
            <RichText value={item} />
          </li>
        ))}
      </ListTag>
    );
  }
  return null;
}

export function Blocks({ blocks }: { blocks?: readonly Block[] }) {
  if (!blocks?.length) return null;
  return (
    <div className="space-y-4">
      {blocks.map((block, i) => (
        <BlockView key={i} block={block} />
      ))}
    </div>
  );
}

/** A section with an h2 (level 2) or h3 (level 3) heading; subsections go one level deeper. */
export function SectionView({ section, level = 2 }: { section: LegalSection; level?: 2 | 3 }) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section id={section.id} className="scroll-mt-24">
      <Heading className={level === 2 ? "mb-4 mt-10 text-2xl font-bold text-gray-900" : "mb-3 mt-8 text-lg font-bold text-gray-900"}>{section.heading}</Heading>
      <Blocks blocks={section.blocks} />
      {section.subsections?.map((sub) => (
        <SectionView key={sub.heading} section={sub} level={3} />
      ))}
    </section>
  );
}

export function PageHeader({ title, lead }: { title: string; lead?: ReactNode }) {
  return (
    <header className="border-b border-brand-100 pb-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-gray-900 sm:text-4xl">{title}</h1>
      {lead ? <div className="mt-4 space-y-3 text-lg leading-relaxed text-gray-700">{lead}</div> : null}
    </header>
  );
}

export function LegalPage({ doc, children }: { doc: LegalDocument; children?: ReactNode }) {
  const tocEntries = doc.toc ? doc.sections.filter((s) => s.id) : [];
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <PageHeader
        title={doc.title}
        lead={doc.lead?.map((p, i) => (
          <p key={i}>
            <RichText value={p} />
          </p>
        ))}
      />
      {tocEntries.length > 0 ? (
        <nav aria-label={legalPageText.tocTitle} className="mt-6 rounded-xl bg-brand-50 p-4">
          <p className="font-semibold text-gray-900">{legalPageText.tocTitle}</p>
          <ul className="mt-2 space-y-1">
            {tocEntries.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className={linkClass}>
                  {s.heading}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {doc.sections.map((section) => (
        <SectionView key={section.heading} section={section} />
      ))}
      {children}
    </article>
  );
}

/**
 * A company or legal page's tags, its title and description made from the settings in the shop layout's data, as the page
 * itself is (none without that data: the page then shows the error page).
 */
export function legalPageMeta(
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>,
  document: (shop: S) => Pick<LegalDocument, "title" | "description">,
  path: string,
): MetaDescriptor[] {
  const shop = shellDataFrom(matches)?.shop;
  if (!shop) return [];
  const doc = document(shop);
  return seoMeta(seoSiteFrom(matches), { title: doc.title, description: doc.description, path });
}
