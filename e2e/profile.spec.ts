import { type Locator, type Page, expect, test } from '@playwright/test';
import { appendFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import en from '../locales/en.json';
import it from '../locales/it.json';
import { addDays, endOfNextMonth, isoDate } from '@shared/validation/dates';
import { DESKTOP, chooseLanguage, escapeRegExp, pick, registerThroughApi, shots, signIn, uniqueName } from './support';

type Texts = Record<string, string>;
const PASSPORT_PDF = path.join(__dirname, 'fixtures', 'passaporto.pdf');

/** The nine tabs by path, each with the heading its form opens with: the sign that it is shown. */
const TABS = [
  { path: 'availability', heading: 'profile.availability.calendar.title' },
  { path: 'data', heading: 'profile.upload.photo.title' },
  { path: 'personal-juridical', heading: 'profile.personal.birth.title' },
  { path: 'citizenship', heading: 'profile.citizenship.title' },
  { path: 'physical', heading: 'profile.physical.sizes.title' },
  { path: 'family', heading: 'profile.family.maritalStatus.title' },
  { path: 'professional', heading: 'profile.professional.roles.title' },
  { path: 'fiscal', heading: 'profile.fiscal.title' },
  { path: 'bank', heading: 'profile.bank.title' },
] as const;

/** A field by the start of its label: optional fields carry the form's "(optional)" after it. */
const field = (scope: Page | Locator, label: string) => scope.getByLabel(new RegExp(`^${escapeRegExp(label)}`));
const italianDate = (iso: string) => iso.split('-').reverse().join('/');

const tabHeading = (page: Page, texts: Texts, tab: number) =>
  page.getByRole('heading', { name: texts[TABS[tab].heading], exact: true, level: 3 });

interface SaveTiming {
  /** From the click on Save to the frame after the next screen's heading is in the document. */
  ms: number;
  /** What the page fetched meanwhile, with when it started after the click and how long it took. */
  requests: string[];
}

/**
 * Clicks Save and measures in the page, with performance.now(): the save, the workflow move, the
 * navigation, the next tab's read and (the first time) its chunk, and the user data reload.
 */
async function saveAndTime(page: Page, texts: Texts, nextHeading: string): Promise<SaveTiming> {
  await page.evaluate((heading) => {
    const probe = window as unknown as { saveToNext?: Promise<SaveTiming> };
    probe.saveToNext = new Promise((resolve) => {
      let clickedAt = 0;
      const onClick = (event: MouseEvent) => {
        if ((event.target as Element).closest('button[type="submit"]')) clickedAt = performance.now();
      };
      document.addEventListener('click', onClick, true);
      const observer = new MutationObserver(() => {
        if (!clickedAt || ![...document.querySelectorAll('h1, h2, h3')].some((h) => h.textContent === heading)) return;
        observer.disconnect();
        document.removeEventListener('click', onClick, true);
        requestAnimationFrame(() => {
          const requests = performance
            .getEntriesByType('resource')
            .filter((entry) => entry.startTime >= clickedAt)
            .map(
              (entry) =>
                `${new URL(entry.name).pathname} +${Math.round(entry.startTime - clickedAt)}ms (${Math.round(entry.duration)}ms)`,
            );
          resolve({ ms: performance.now() - clickedAt, requests });
        });
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    });
  }, nextHeading);
  await page.getByRole('button', { name: texts['profile.saveAndContinue'] }).click();
  return page.evaluate(() => (window as unknown as { saveToNext: Promise<SaveTiming> }).saveToNext);
}

async function openTab(page: Page, texts: Texts, tab: number) {
  await page.goto(`/profile/${TABS[tab].path}`);
  await expect(tabHeading(page, texts, tab)).toBeVisible();
}

test('a new user completes the nine tabs with a photo and a passport, sees the full menu and finds every value after a reload', async ({
  page,
}) => {
  test.setTimeout(420_000);
  const username = uniqueName('giulia');
  const today = isoDate(new Date());
  const dayNextMonth = addDays(endOfNextMonth(today), -10);
  const greenPassExpiry = addDays(today, 90);
  const timings: ({ from: string } & SaveTiming)[] = [];
  const timeSave = async (tab: number) => {
    const next = tab + 1 < TABS.length ? it[TABS[tab + 1].heading] : it['home.greeting'].replace('{name}', 'Giulia');
    timings.push({ from: TABS[tab].path, ...(await saveAndTime(page, it, next)) });
  };

  await registerThroughApi(page.request, username);
  await page.setViewportSize(DESKTOP);
  await signIn(page, username, it);
  // A new user has workflow 1: straight to the first tab, with the others locked.
  await expect(page).toHaveURL(/\/profile\/availability$/);
  await expect(tabHeading(page, it, 0)).toBeVisible();
  await expect(page.getByRole('tab', { name: it['profile.tab.bank'] })).toHaveAttribute('aria-disabled', 'true');

  // -- 0 availability: today and a day of next month off, two working areas, the green pass
  const todayButton = page.locator(`td[data-date="${today}"] .availability-day`);
  await todayButton.click();
  await expect(todayButton).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: it['profile.availability.calendar.next'] }).click();
  const laterButton = page.locator(`td[data-date="${dayNextMonth}"] .availability-day`);
  await laterButton.click();
  await expect(laterButton).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: it['profile.availability.calendar.next'] })).toBeDisabled();
  await page.getByRole('button', { name: it['profile.availability.calendar.previous'] }).click();
  const addArea = page.getByRole('button', { name: it['profile.availability.areas.add'] });
  await addArea.click();
  const area = (texts: Texts, number: number) =>
    page.getByRole('group', { name: texts['profile.availability.areas.area'].replace('{number}', String(number)) });
  const firstArea = area(it, 1);
  await pick(page, firstArea.getByLabel(it['components.nationRegion.nation']), 'Italia');
  await pick(page, firstArea.getByLabel(it['components.nationRegion.region']), 'Lazio');
  await addArea.click();
  await pick(page, area(it, 2).getByLabel(it['components.nationRegion.nation']), 'Francia');
  await page.getByRole('button', { name: it['profile.availability.greenPass.title'] }).click();
  await page.getByRole('switch', { name: it['profile.availability.greenPass.has'] }).click();
  const expiry = field(page, it['profile.availability.greenPass.expiry']);
  await expiry.fill(italianDate(greenPassExpiry));
  await expiry.press('Tab');
  await shots(page, 'profile-availability-it');
  await timeSave(0);

  // -- 1 profile: person, contacts, photo, passport
  await expect(page).toHaveURL(/\/profile\/data$/);
  await page.getByLabel(it['profile.data.name'], { exact: true }).fill('Giulia');
  await page.getByLabel(it['profile.data.surname'], { exact: true }).fill('Bianchi');
  const phone = page.getByLabel(it['profile.data.phone'], { exact: true });
  await phone.fill('333 123 4567');
  await expect(phone).toHaveValue('3331234567');
  await phone.press('Tab');
  await expect(phone).toHaveValue('+393331234567');
  const fiscalCode = page.getByLabel(it['profile.data.fiscalCode'], { exact: true });
  await fiscalCode.fill('bncglu85m41h501z');
  await expect(fiscalCode).toHaveValue('BNCGLU85M41H501Z');
  const birthDate = page.getByLabel(it['profile.data.birthDate'], { exact: true });
  await birthDate.fill('12/08/1985');
  await birthDate.press('Tab');
  const png = await sharp({ create: { width: 480, height: 480, channels: 3, background: '#c8553d' } })
    .composite([
      { input: Buffer.from('<svg width="480" height="480"><circle cx="240" cy="200" r="110" fill="#f3d9b1"/></svg>') },
    ])
    .png()
    .toBuffer();
  await page
    .locator('.profile-photo input[type=file]')
    .setInputFiles({ name: 'giulia.png', mimeType: 'image/png', buffer: png });
  await expect(page.locator('.profile-photo img')).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
  await expect(page.getByText(it['profile.photo.saved'])).toBeVisible();
  // Registered through the API without the consent: the documents wait for the tick.
  await expect(page.getByText(it['profile.upload.documents.consentNeeded'])).toBeVisible();
  await page.getByRole('checkbox', { name: it['profile.data.imageConsent'] }).check();
  await pick(page, page.getByLabel(it['profile.upload.documents.type']), it['profile.documentType.5']);
  await page.locator('.identity-documents input[type=file]').setInputFiles(PASSPORT_PDF);
  await page.getByRole('button', { name: it['profile.upload.documents.send'] }).click();
  await expect(page.locator('.identity-documents-list')).toContainText('passaporto.pdf');
  await expect(page.locator('.identity-documents-list')).toContainText(it['profile.documentType.5']);
  await shots(page, 'profile-data-it');
  await timeSave(1);

  // -- 2 personal and legal data
  await field(page, it['profile.personal.birth.city']).fill('Roma');
  await field(page, it['profile.personal.birth.province']).fill('rm');
  await field(page, it['profile.personal.residence.address']).fill('Via Tortona 12');
  await field(page, it['profile.personal.residence.city']).fill('Milano');
  await field(page, it['profile.personal.residence.province']).fill('milano');
  await expect(field(page, it['profile.personal.residence.province'])).toHaveValue('MI');
  await field(page, it['profile.personal.residence.postalCode']).fill('20144');
  await page.getByRole('checkbox', { name: it['profile.personal.sameAsResidence'] }).check();
  await shots(page, 'profile-personal-juridical-it');
  await timeSave(2);

  // -- 3 citizenship: Italian, the answer the tab starts from
  await expect(page.getByRole('switch', { name: it['profile.citizenship.italian'] })).toBeChecked();
  await shots(page, 'profile-citizenship-it');
  await timeSave(3);

  // -- 4 physical data
  await pick(page, field(page, it['profile.physical.clothesSize']), 'M');
  await pick(page, field(page, it['profile.physical.trousersSize']), '48');
  await field(page, it['profile.physical.shoeSize']).fill('42');
  await field(page, it['profile.physical.height']).fill('172');
  // A decimal is refused in the field's words, not read as 615.
  const weight = field(page, it['profile.physical.weight'].replace('{unit}', 'kg'));
  await weight.fill('61,5');
  await weight.blur();
  await expect(page.getByText(it['validation.profile.weight.wholeKg'])).toBeVisible();
  await weight.fill('61');
  await expect(page.getByText(it['validation.profile.weight.wholeKg'])).toBeHidden();
  await shots(page, 'profile-physical-it');
  await timeSave(4);

  // -- 5 family: married, one dependent child
  await pick(page, field(page, it['profile.family.maritalStatus']), 'Coniugato/a');
  await field(page, it['profile.family.spouseFiscalCode']).fill('rssmrc80a01h501u');
  await field(page, it['profile.family.childrenCount']).fill('1');
  await field(page, it['profile.family.childrenPercentage']).fill('50');
  await field(page, it['profile.family.childFiscalCode'].replace('{number}', '1')).fill('bncluc15a01f205x');
  await shots(page, 'profile-family-it');
  await timeSave(5);

  // -- 6 professional data
  const role = page.getByRole('group', { name: it['profile.professional.role.title'].replace('{number}', '1') });
  await pick(page, field(role, it['profile.professional.scope']), 'Cinema');
  await pick(page, field(role, it['profile.professional.department']), 'Regia');
  await pick(page, field(role, it['profile.professional.role']), 'Aiuto regista');
  await field(page, it['profile.professional.experience']).fill(
    'Aiuto regia in due lungometraggi e una serie TV; set in esterni e in teatro di posa.',
  );
  const language = page.getByRole('group', {
    name: it['profile.professional.language.title'].replace('{number}', '1'),
  });
  await pick(page, field(language, it['profile.professional.language']), 'Inglese');
  await pick(page, field(language, it['profile.professional.level']), 'B2 – Intermedio superiore');
  await shots(page, 'profile-professional-it');
  await timeSave(6);

  // -- 7 fiscal data
  // Grouped as Italian writes it: thirty-two thousand, shown in English as 32,000.
  await field(page, it['profile.fiscal.income']).fill('32.000');
  await shots(page, 'profile-fiscal-it');
  await timeSave(7);

  // -- 8 bank: the last save completes the profile
  await field(page, it['profile.bank.iban']).fill('it60x0542811101000000123456');
  await field(page, it['profile.bank.bankName']).fill('Banca Popolare di Milano');
  await field(page, it['profile.bank.bic']).fill('bpmiitmmxxx');
  await shots(page, 'profile-bank-it');
  await timeSave(8);

  // -- home: the one-time congratulation and the full menu of workflow 0
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText(it['profile.completed.title'])).toBeVisible();
  await expect(page.getByRole('menuitem', { name: it['menu.home'] })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: it['subscription.menu'] })).toBeVisible();
  await shots(page, 'profile-completed-home-it');
  await page.reload();
  await expect(page.getByRole('heading', { name: it['home.greeting'].replace('{name}', 'Giulia') })).toBeVisible();
  await expect(page.getByText(it['profile.completed.title'])).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: it['subscription.menu'] })).toBeVisible();

  // The wizard's goal (250 ms median, 400 ms max; bench/README.md); bench/wizard.ts collects it from several runs.
  for (const timing of timings)
    console.log(`save ${timing.from} → next shown: ${Math.round(timing.ms)} ms  [${timing.requests.join(', ')}]`);
  if (process.env.WIZARD_TIMINGS_FILE)
    appendFileSync(
      process.env.WIZARD_TIMINGS_FILE,
      timings.map(({ from, ms }) => `${JSON.stringify({ from, ms })}\n`).join(''),
    );
  const sorted = timings.map((t) => t.ms).sort((a, b) => a - b);
  console.log(
    `save → next tab shown: median ${Math.round(sorted[Math.floor(sorted.length / 2)])} ms, max ${Math.round(sorted.at(-1)!)} ms`,
  );

  // -- every value kept, read back from the server after the reload, in English this time
  await chooseLanguage(page, 'EN');
  await openTab(page, en, 0);
  await expect(page.locator(`td[data-date="${today}"] .availability-day`)).toHaveAttribute('aria-pressed', 'true');
  // The lookups follow the language: the same ids, their English names.
  await expect(area(en, 1)).toContainText('Italy');
  await expect(area(en, 1)).toContainText('Lazio');
  await expect(area(en, 2)).toContainText('France');
  await expect(page.getByRole('switch', { name: en['profile.availability.greenPass.has'] })).toBeChecked();
  await page.getByRole('button', { name: en['profile.availability.calendar.next'] }).click();
  await expect(page.locator(`td[data-date="${dayNextMonth}"] .availability-day`)).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: en['profile.availability.calendar.previous'] }).click();
  await shots(page, 'profile-availability-en');

  await openTab(page, en, 1);
  await expect(page.getByLabel(en['profile.data.name'], { exact: true })).toHaveValue('Giulia');
  await expect(page.getByLabel(en['profile.data.surname'], { exact: true })).toHaveValue('Bianchi');
  await expect(page.getByLabel(en['profile.data.phone'], { exact: true })).toHaveValue('+393331234567');
  await expect(page.getByLabel(en['profile.data.fiscalCode'], { exact: true })).toHaveValue('BNCGLU85M41H501Z');
  await expect(page.getByLabel(en['profile.data.birthDate'], { exact: true })).toHaveValue('08/12/1985');
  await expect(page.getByRole('checkbox', { name: en['profile.data.imageConsent'] })).toBeChecked();
  await expect(page.locator('.profile-photo img')).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
  await expect(page.locator('.identity-documents-list')).toContainText('passaporto.pdf');
  await shots(page, 'profile-data-en');

  await openTab(page, en, 2);
  await expect(field(page, en['profile.personal.birth.city'])).toHaveValue('Roma');
  await expect(field(page, en['profile.personal.birth.province'])).toHaveValue('RM');
  await expect(field(page, en['profile.personal.residence.postalCode'])).toHaveValue('20144');
  await expect(page.getByRole('checkbox', { name: en['profile.personal.sameAsResidence'] })).toBeChecked();
  await shots(page, 'profile-personal-juridical-en');

  await openTab(page, en, 3);
  await expect(page.getByRole('switch', { name: en['profile.citizenship.italian'] })).toBeChecked();
  await shots(page, 'profile-citizenship-en');

  await openTab(page, en, 4);
  await expect(field(page, en['profile.physical.height'])).toHaveValue('172');
  // Kept in kilograms, shown in pounds in English.
  await expect(field(page, en['profile.physical.weight'].replace('{unit}', 'lbs'))).toHaveValue('134');
  await shots(page, 'profile-physical-en');

  await openTab(page, en, 5);
  await expect(field(page, en['profile.family.spouseFiscalCode'])).toHaveValue('RSSMRC80A01H501U');
  await expect(field(page, en['profile.family.childFiscalCode'].replace('{number}', '1'))).toHaveValue(
    'BNCLUC15A01F205X',
  );
  await shots(page, 'profile-family-en');

  await openTab(page, en, 6);
  await expect(page.getByText('First assistant director')).toBeVisible();
  await expect(page.getByText('B2 – Upper intermediate')).toBeVisible();
  await shots(page, 'profile-professional-en');

  await openTab(page, en, 7);
  await expect(field(page, en['profile.fiscal.income'])).toHaveValue('32,000');
  await shots(page, 'profile-fiscal-en');

  await openTab(page, en, 8);
  await expect(field(page, en['profile.bank.iban'])).toHaveValue('IT60 X054 2811 1010 0000 0123 456');
  await expect(field(page, en['profile.bank.bic'])).toHaveValue('BPMIITMMXXX');
  await shots(page, 'profile-bank-en');
});
