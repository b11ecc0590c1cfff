import { createIntl, type IntlShape } from '@formatjs/intl';
import type { Brochure } from '@shared/contracts/brochures';
import type { Language } from '@shared/validation/language';
import { formatMoney } from '@shared/validation/money';
import { TIER_ADVANCED, TIER_MASTER, TIER_NONE } from '@shared/validation/subscriptions';
import en from '../../../../locales/brochures/en.json';
import it from '../../../../locales/brochures/it.json';
import { PLAN_SEED } from '../../db/seed/plans';
import { BrochureWriter, type BrochureSection, type Cover, type PlanCard } from './layout';

/**
 * The brochure and the user guide in each language (docs/product.md §4.12), written by the server
 * from locales/brochures/<language>.json, the plans and prices of its own seed
 * (db/seed/plans.ts), and its configuration: `{support}` in the texts is SUPPORT_EMAIL. Each
 * document is written on its first request and kept for the life of the process
 * (docs/decisions.md, "Brochures are written by the server from its configuration").
 */

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

/** Every text of a document with the placeholders filled in. */
function filled<T>(value: T, placeholders: Record<string, string>): T {
  if (typeof value === 'string')
    return Object.entries(placeholders).reduce<string>(
      (text, [name, replacement]) => text.replaceAll(`{${name}}`, replacement),
      value,
    ) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => filled(item, placeholders)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, filled(item as unknown, placeholders)]),
    ) as T;
  return value;
}

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

async function render(kind: Brochure, language: Language, supportEmail: string): Promise<Buffer> {
  const { messages } = texts[language];
  const document = filled(texts[language][kind], { support: supportEmail });
  const intl = createIntl({ locale: language, messages });
  const kindLabel = messages[kind];

  const writer = await BrochureWriter.open(
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

export function createBrochuresService(deps: { supportEmail: string }) {
  const written = new Map<string, Promise<Buffer>>();
  return {
    /** A document as a PDF: written on its first request, then the same bytes (a failure is not kept). */
    file(kind: Brochure, language: Language): Promise<Buffer> {
      const key = `${kind}-${language}`;
      let file = written.get(key);
      if (!file) {
        file = render(kind, language, deps.supportEmail);
        written.set(key, file);
        file.catch(() => written.delete(key));
      }
      return file;
    },
  };
}

export type BrochuresService = ReturnType<typeof createBrochuresService>;
