/**
 * Writes the brochure and the user guide, in Italian and in English, as A4 PDFs into
 * <outDir>/docs/troupe-{brochure,guide}-{it,en}.pdf, where the landing page links them.
 *
 *   node --import tsx scripts/brochures.ts dist
 *
 * The texts live in locales/brochures/<language>.json and the plan prices in
 * locales/brochures/plans.json; this file only decides what goes where.
 */
import { createIntl, type IntlShape } from '@formatjs/intl';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import en from '../locales/brochures/en.json';
import it from '../locales/brochures/it.json';
import planPrices from '../locales/brochures/plans.json';
import { LANGUAGES, type Language } from '../src/validation/language';
import { BrochureWriter, type BrochureSection, type Cover, type PlanCard } from './brochures/pdfLayout';

interface BrochureDocument {
  cover: Omit<Cover, 'kicker'>;
  sections: BrochureSection[];
}

type Tier = 'free' | 'advanced' | 'master';

interface BrochureTexts {
  messages: Record<'brochure' | 'guide' | 'page' | 'contents' | 'months' | 'free', string>;
  tiers: Record<Tier, { name: string; features: string[] }>;
  brochure: BrochureDocument;
  guide: BrochureDocument;
}

interface PlanPrices {
  currency: string;
  plans: { tier: string; months: number; price: number }[];
}

// Annotated so the compiler checks the JSON files against the shapes above.
const texts: Record<Language, BrochureTexts> = { it, en };
const prices: PlanPrices = planPrices;

const KINDS = ['brochure', 'guide'] as const;
type Kind = (typeof KINDS)[number];

function planCards(intl: IntlShape, language: Language): PlanCard[] {
  const { tiers, messages } = texts[language];
  const money = (amount: number) => intl.formatNumber(amount, { style: 'currency', currency: prices.currency });
  return (Object.keys(tiers) as Tier[]).map((tier) => {
    const paid = prices.plans.filter((plan) => plan.tier === tier);
    return {
      name: tiers[tier].name,
      prices: paid.length
        ? paid.map((plan) => ({ label: intl.formatMessage({ id: 'months' }, { count: plan.months }), price: money(plan.price) }))
        : [{ label: messages.free, price: money(0) }],
      features: tiers[tier].features,
      highlighted: tier === 'master',
    };
  });
}

async function render(kind: Kind, language: Language): Promise<Buffer> {
  const { messages } = texts[language];
  const document = texts[language][kind];
  const intl = createIntl({ locale: language, messages });
  const kindLabel = messages[kind];

  const writer = new BrochureWriter(
    { title: `${document.cover.title} – ${kindLabel}`, subject: document.cover.lead, language },
    planCards(intl, language),
  );
  writer.cover({ kicker: kindLabel, ...document.cover });
  // The guide is long enough to need its contents on the cover; the two-page brochure is not.
  if (kind === 'guide') writer.contents(messages.contents);
  for (const section of document.sections) writer.section(section);

  return writer.finish({
    runningTitle: `${document.cover.title} · ${kindLabel}`,
    pageLabel: (page, pages) => intl.formatMessage({ id: 'page' }, { page, pages }),
  });
}

async function main(): Promise<void> {
  const outDir = process.argv[2];
  if (!outDir) {
    console.error('usage: node --import tsx scripts/brochures.ts <outDir>');
    process.exit(2);
  }
  const docsDir = path.join(outDir, 'docs');
  await mkdir(docsDir, { recursive: true });
  const jobs = LANGUAGES.flatMap((language) => KINDS.map((kind) => ({ kind, language })));
  await Promise.all(
    jobs.map(async ({ kind, language }) => {
      const file = path.join(docsDir, `troupe-${kind}-${language}.pdf`);
      await writeFile(file, await render(kind, language));
      console.log(`wrote ${file}`);
    }),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
