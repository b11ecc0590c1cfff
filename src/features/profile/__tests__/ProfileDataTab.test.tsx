import { configure, screen, waitFor, within } from '@testing-library/react';
import { intlFor, openDatePicker } from '../../../testing/render';
import { choose, renderTab } from '../../../testing/tabHarness';
import { LANGUAGES } from '@shared/validation/language';
import type { DatiProfilo } from '@shared/contracts/profile';
import ProfileDataTab from '../tabs/ProfileDataTab';
import { uploadApi } from '../uploadApi';

/*
 * "Today" for the product's rules is 10 May 2030. Only todayInRome is replaced: freezing Date itself
 * would stall the animations of antd, which measure time with it.
 */
jest.mock('@shared/validation/dates', () => ({
  ...jest.requireActual('@shared/validation/dates'),
  todayInRome: () => '2030-05-10',
}));
// Role queries skip the computed-style visibility walk, which over a form this size costs seconds in jsdom.
configure({ defaultHidden: true });
beforeEach(() => {
  jest.spyOn(uploadApi, 'photoDataUrl').mockResolvedValue(null);
});
afterEach(() => jest.restoreAllMocks());

/** What RecuperaDatiProfilo answers for a user who has not saved the tab yet. */
const fresh: DatiProfilo = {
  tipologiaUtente: 0,
  nome: null,
  cognome: null,
  telefono: null,
  email: 'anna@example.com',
  ragioneSociale: null,
  codiceFiscalePIVA: null,
  recapitoFatturaElettronica: null,
  dataNascita: null,
  consensoTrattamentoImmagini: true,
  listaDocumenti: [],
  listaTipologieUtente: [],
  listaTipiDocumento: [],
};

const endingWith = (text: string) => new RegExp(`${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

describe.each(LANGUAGES)('ProfileDataTab in %s', (language) => {
  const renderPage = (data: DatiProfilo = fresh) => {
    const page = renderTab(ProfileDataTab, { data, language });
    const d = (id: string, values?: Record<string, string | number>) => page.t(`profile.data.${id}`, values);
    /** A field by its label as shown: optional ones carry the form's "(optional)" mark. */
    const field = (id: string) => screen.getByLabelText(new RegExp(`^${d(id).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    return { ...page, d, field };
  };

  it('keeps spaces out of the phone as typed and puts +39 in front of a number without a prefix', async () => {
    const { user, field } = renderPage();
    await user.type(field('phone'), '333 123 4567');
    expect(field('phone')).toHaveValue('3331234567');
    await user.tab();
    expect(field('phone')).toHaveValue('+393331234567');
    await user.clear(field('phone'));
    await user.type(field('phone'), '0044 7911 123456');
    await user.tab();
    expect(field('phone')).toHaveValue('+447911123456');
  });

  it('upper-cases the fiscal code as typed and says when it is neither a fiscal code nor a VAT number', async () => {
    const { user, t, field, save, onSubmit } = renderPage();
    await user.type(field('fiscalCode'), 'rssmra80a01h501u');
    expect(field('fiscalCode')).toHaveValue('RSSMRA80A01H501U');
    await user.clear(field('fiscalCode'));
    await user.type(field('fiscalCode'), '1234');
    await save();
    expect(await screen.findByText(t('validation.profile.fiscalCode.invalid'))).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks a legal entity for business name, PEC and SDI, and a natural person for none of them', async () => {
    const { user, t, d, save, onSubmit } = renderPage();
    expect(screen.queryByLabelText(new RegExp(d('businessName')))).not.toBeInTheDocument();
    await save();
    expect(await screen.findByText(t('validation.profile.name.required'))).toBeInTheDocument();
    expect(screen.queryByText(t('validation.profile.pec.required'))).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: t('profile.userType.1') }));
    expect(screen.getByLabelText(d('businessName'))).toBeInTheDocument();
    await save();
    expect(await screen.findByText(t('validation.profile.businessName.required'))).toBeInTheDocument();
    expect(screen.getByText(t('validation.profile.pec.required'))).toBeInTheDocument();
    expect(screen.getByText(t('validation.profile.sdi.required'))).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the wire shape: PEC and SDI joined, the phone prefixed, no business name for a person', async () => {
    const { user, field, save, submitted } = renderPage({ ...fresh, ragioneSociale: 'Vecchia Srl' });
    // Pasted, one change each: the masks as typed are the business of the tests above.
    const paste = async (id: string, text: string) => {
      await user.click(field(id));
      await user.paste(text);
    };
    await paste('name', 'Anna');
    await paste('surname', 'Rossi');
    await paste('phone', '333 123 4567');
    await paste('fiscalCode', 'rssnna80a41h501x');
    await paste('birthDate', language === 'it' ? '15/03/1990' : '03/15/1990');
    await paste('pec', 'anna@pec.it');
    await paste('sdi', 'abc1234');
    await user.tab();
    expect(field('sdi')).toHaveValue('ABC1234');
    await save();
    expect(await submitted()).toEqual({
      tipologiaUtente: 0,
      nome: 'Anna',
      cognome: 'Rossi',
      telefono: '+393331234567',
      email: 'anna@example.com',
      codiceFiscalePIVA: 'RSSNNA80A41H501X',
      ragioneSociale: null,
      dataNascita: '1990-03-15',
      consensoTrattamentoImmagini: true,
      recapitoFatturaElettronica: 'anna@pec.it-ABC1234',
    });
  });

  it('replaces a birth date over 100 years ago with the date 18 years ago, and does not take one in the future', async () => {
    const { user, d, field } = renderPage();
    await user.click(field('birthDate'));
    await user.paste('01/01/1900');
    await user.tab();
    const eighteenYearsAgo = intlFor(language).formatDate('2012-05-10', { dateStyle: 'long', timeZone: 'UTC' });
    expect(await screen.findByText(d('birthDateReplaced', { date: eighteenYearsAgo }))).toBeInTheDocument();
    await waitFor(() => expect(field('birthDate')).toHaveValue(language === 'it' ? '10/05/2012' : '05/10/2012'));
    // A future day typed by hand is not taken: the picker refuses it as the rule does, and keeps the day before.
    await user.clear(field('birthDate'));
    await user.paste('01/01/2031');
    await user.tab();
    await waitFor(() => expect(field('birthDate')).toHaveValue(language === 'it' ? '10/05/2012' : '05/10/2012'));
  });

  it('does not offer a birth date after today in the picker', async () => {
    const { user, field } = renderPage({ ...fresh, dataNascita: '2030-05-01' });
    const offers = await openDatePicker(user, field('birthDate'));
    expect(offers('2030-05-10')).toBe(true);
    expect(offers('2030-05-11')).toBe(false);
  });

  it('offers the identity documents only with the image consent, and only licence, identity card and passport', async () => {
    const { user, t, d } = renderPage({ ...fresh, consensoTrattamentoImmagini: false });
    const documents = within(screen.getByRole('region', { name: t('profile.upload.documents.title') }));
    expect(documents.getByText(t('profile.upload.documents.consentNeeded'))).toBeInTheDocument();
    expect(documents.queryByLabelText(t('profile.upload.documents.type'))).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: d('imageConsent') }));
    const type = documents.getByLabelText(t('profile.upload.documents.type'));
    await user.click(type);
    const offered = await waitFor(() => {
      const options = [
        ...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option'),
      ].map((o) => o.textContent);
      expect(options.length).toBeGreaterThan(0);
      return options;
    });
    expect(offered).toEqual([t('profile.documentType.3'), t('profile.documentType.4'), t('profile.documentType.5')]);
  });

  it("answers an empty document with 'Errore' before sending anything", async () => {
    const send = jest.spyOn(uploadApi, 'documents');
    const { user, t } = renderPage();
    const documents = within(screen.getByRole('region', { name: t('profile.upload.documents.title') }));
    await choose(user, documents.getByLabelText(t('profile.upload.documents.type')), t('profile.documentType.5'));
    const input = documents
      .getByText(t('profile.upload.documents.choose'))
      .closest('.ant-upload')!
      .querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input, new File([], 'passaporto.pdf', { type: 'application/pdf' }));
    await user.click(documents.getByRole('button', { name: endingWith(t('profile.upload.documents.send')) }));
    expect(await documents.findByText(t('profile.upload.empty'))).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('lists the stored documents with their type', () => {
    const { t } = renderPage({
      ...fresh,
      listaDocumenti: [
        {
          id_Documento: 4,
          tipoDocumento: 5,
          dimensioniDocumento: 2048,
          nomeDocumento: 'passaporto.pdf',
          tipoFile: 'application/pdf',
          dataCaricamento: '2030-05-01T10:00:00Z',
        },
      ],
    });
    const item = screen.getByText('passaporto.pdf').closest('li')!;
    expect(within(item).getByText(t('profile.documentType.5'))).toBeInTheDocument();
  });
});
