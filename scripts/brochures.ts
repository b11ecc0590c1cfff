/**
 * Writes the brochure and the user guide, in Italian and in English, as A4 PDFs into
 * <outDir>/docs/troupe-{brochure,guide}-{it,en}.pdf, where the landing page links them.
 *
 *   node --import tsx scripts/brochures.ts dist
 *
 * The texts live in locales/brochures/<language>.json and the plans and prices are the server's
 * own seed (server/src/db/seed/plans.ts), so a price changes in one place; this file only decides
 * what goes where.
 */
import { createIntl, type IntlShape } from '@formatjs/intl';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import en from '../locales/brochures/en.json';
import it from '../locales/brochures/it.json';
import { PLAN_SEED } from '../server/src/db/seed/plans';
import { LANGUAGES, type Language } from '@shared/validation/language';
import { formatMoney } from '@shared/validation/money';
import { TIER_ADVANCED, TIER_MASTER, TIER_NONE } from '@shared/validation/subscriptions';
import { BrochureWriter, type BrochureSection, type Cover, type PlanCard } from './brochures/pdfLayout';

interface BrochureDocument {
  cover: Omit<Cover, 'kicker'>;
  sections: BrochureSection[];
}

type Tier = 'free' | 'advanced' | 'master';
const TIER_OF: Record<Tier, number> = { free: TIER_NONE, advanced: TIER_ADVANCED, master: TIER_MASTER };

interface BrochureTexts {
  messages: Record<'brochure' | 'guide' | 'page' | 'contents' | 'months' | 'free', string>;
  tiers: Record<Tier, { name: string; features: string[] }>;
  brochure: BrochureDocument;
  guide: BrochureDocument;
}

// Annotated so the compiler checks the JSON files against the shape above.
const texts: Record<Language, BrochureTexts> = { it, en };

const KINDS = ['brochure', 'guide'] as const;
type Kind = (typeof KINDS)[number];

function planCards(intl: IntlShape, language: Language): PlanCard[] {
  const { tiers, messages } = texts[language];
  return (Object.keys(tiers) as Tier[]).map((tier) => {
    const paid = PLAN_SEED.filter((plan) => plan.available !== false && plan.tipologiaAbbonamento === TIER_OF[tier]);
    return {
      name: tiers[tier].name,
      prices: paid.length
        ? paid.map((plan) => ({
            label: intl.formatMessage({ id: 'months' }, { count: plan.months }),
            price: formatMoney(language, plan.priceCents),
          }))
        : [{ label: messages.free, price: formatMoney(language, 0) }],
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
