/**
 * The lookup tables' content, in Italian and English. Ids are explicit and must never change or be
 * reused: profiles, jobs and searches store them. To add an entry, give it a new id; to fix a
 * name, edit it here and the next start writes it (db/seed/lookups.ts).
 */

type Names = { it: string; en: string };
export interface NationSeed extends Names {
  id: number;
  isoCode: string;
}
export interface IdNames extends Names {
  id: number;
}

/** The 27 countries of the European Union; Italy is 21 (product.md §3.4). */
export const NATIONS: NationSeed[] = [
  { id: 1, isoCode: 'AT', it: 'Austria', en: 'Austria' },
  { id: 2, isoCode: 'BE', it: 'Belgio', en: 'Belgium' },
  { id: 3, isoCode: 'BG', it: 'Bulgaria', en: 'Bulgaria' },
  { id: 4, isoCode: 'CY', it: 'Cipro', en: 'Cyprus' },
  { id: 5, isoCode: 'HR', it: 'Croazia', en: 'Croatia' },
  { id: 6, isoCode: 'DK', it: 'Danimarca', en: 'Denmark' },
  { id: 7, isoCode: 'EE', it: 'Estonia', en: 'Estonia' },
  { id: 8, isoCode: 'FI', it: 'Finlandia', en: 'Finland' },
  { id: 9, isoCode: 'FR', it: 'Francia', en: 'France' },
  { id: 10, isoCode: 'DE', it: 'Germania', en: 'Germany' },
  { id: 11, isoCode: 'GR', it: 'Grecia', en: 'Greece' },
  { id: 12, isoCode: 'IE', it: 'Irlanda', en: 'Ireland' },
  { id: 13, isoCode: 'LV', it: 'Lettonia', en: 'Latvia' },
  { id: 14, isoCode: 'LT', it: 'Lituania', en: 'Lithuania' },
  { id: 15, isoCode: 'LU', it: 'Lussemburgo', en: 'Luxembourg' },
  { id: 16, isoCode: 'MT', it: 'Malta', en: 'Malta' },
  { id: 17, isoCode: 'NL', it: 'Paesi Bassi', en: 'Netherlands' },
  { id: 18, isoCode: 'PL', it: 'Polonia', en: 'Poland' },
  { id: 19, isoCode: 'PT', it: 'Portogallo', en: 'Portugal' },
  { id: 20, isoCode: 'CZ', it: 'Repubblica Ceca', en: 'Czechia' },
  { id: 21, isoCode: 'IT', it: 'Italia', en: 'Italy' },
  { id: 22, isoCode: 'RO', it: 'Romania', en: 'Romania' },
  { id: 23, isoCode: 'SK', it: 'Slovacchia', en: 'Slovakia' },
  { id: 24, isoCode: 'SI', it: 'Slovenia', en: 'Slovenia' },
  { id: 25, isoCode: 'ES', it: 'Spagna', en: 'Spain' },
  { id: 26, isoCode: 'SE', it: 'Svezia', en: 'Sweden' },
  { id: 27, isoCode: 'HU', it: 'Ungheria', en: 'Hungary' },
];

/** Italy's 20 regions; the other nations are chosen without a region. */
export const ITALIAN_REGIONS: IdNames[] = [
  { id: 1, it: 'Abruzzo', en: 'Abruzzo' },
  { id: 2, it: 'Basilicata', en: 'Basilicata' },
  { id: 3, it: 'Calabria', en: 'Calabria' },
  { id: 4, it: 'Campania', en: 'Campania' },
  { id: 5, it: 'Emilia-Romagna', en: 'Emilia-Romagna' },
  { id: 6, it: 'Friuli-Venezia Giulia', en: 'Friuli-Venezia Giulia' },
  { id: 7, it: 'Lazio', en: 'Lazio' },
  { id: 8, it: 'Liguria', en: 'Liguria' },
  { id: 9, it: 'Lombardia', en: 'Lombardy' },
  { id: 10, it: 'Marche', en: 'Marche' },
  { id: 11, it: 'Molise', en: 'Molise' },
  { id: 12, it: 'Piemonte', en: 'Piedmont' },
  { id: 13, it: 'Puglia', en: 'Apulia' },
  { id: 14, it: 'Sardegna', en: 'Sardinia' },
  { id: 15, it: 'Sicilia', en: 'Sicily' },
  { id: 16, it: 'Toscana', en: 'Tuscany' },
  { id: 17, it: 'Trentino-Alto Adige', en: 'Trentino-South Tyrol' },
  { id: 18, it: 'Umbria', en: 'Umbria' },
  { id: 19, it: "Valle d'Aosta", en: 'Aosta Valley' },
  { id: 20, it: 'Veneto', en: 'Veneto' },
];

/** Spoken languages: Europe's, those of the communities living in Italy, Italy's minority languages and sign languages. */
export const LANGUAGES: IdNames[] = [
  { id: 1, it: 'Italiano', en: 'Italian' },
  { id: 2, it: 'Inglese', en: 'English' },
  { id: 3, it: 'Francese', en: 'French' },
  { id: 4, it: 'Tedesco', en: 'German' },
  { id: 5, it: 'Spagnolo', en: 'Spanish' },
  { id: 6, it: 'Portoghese', en: 'Portuguese' },
  { id: 7, it: 'Olandese', en: 'Dutch' },
  { id: 8, it: 'Greco', en: 'Greek' },
  { id: 9, it: 'Polacco', en: 'Polish' },
  { id: 10, it: 'Rumeno', en: 'Romanian' },
  { id: 11, it: 'Ceco', en: 'Czech' },
  { id: 12, it: 'Slovacco', en: 'Slovak' },
  { id: 13, it: 'Ungherese', en: 'Hungarian' },
  { id: 14, it: 'Svedese', en: 'Swedish' },
  { id: 15, it: 'Danese', en: 'Danish' },
  { id: 16, it: 'Finlandese', en: 'Finnish' },
  { id: 17, it: 'Norvegese', en: 'Norwegian' },
  { id: 18, it: 'Estone', en: 'Estonian' },
  { id: 19, it: 'Lettone', en: 'Latvian' },
  { id: 20, it: 'Lituano', en: 'Lithuanian' },
  { id: 21, it: 'Sloveno', en: 'Slovenian' },
  { id: 22, it: 'Croato', en: 'Croatian' },
  { id: 23, it: 'Serbo', en: 'Serbian' },
  { id: 24, it: 'Bulgaro', en: 'Bulgarian' },
  { id: 25, it: 'Albanese', en: 'Albanian' },
  { id: 26, it: 'Ucraino', en: 'Ukrainian' },
  { id: 27, it: 'Russo', en: 'Russian' },
  { id: 28, it: 'Turco', en: 'Turkish' },
  { id: 29, it: 'Arabo', en: 'Arabic' },
  { id: 30, it: 'Ebraico', en: 'Hebrew' },
  { id: 31, it: 'Persiano', en: 'Persian' },
  { id: 32, it: 'Hindi', en: 'Hindi' },
  { id: 33, it: 'Urdu', en: 'Urdu' },
  { id: 34, it: 'Bengalese', en: 'Bengali' },
  { id: 35, it: 'Punjabi', en: 'Punjabi' },
  { id: 36, it: 'Cinese mandarino', en: 'Mandarin Chinese' },
  { id: 37, it: 'Cantonese', en: 'Cantonese' },
  { id: 38, it: 'Giapponese', en: 'Japanese' },
  { id: 39, it: 'Coreano', en: 'Korean' },
  { id: 40, it: 'Vietnamita', en: 'Vietnamese' },
  { id: 41, it: 'Thailandese', en: 'Thai' },
  { id: 42, it: 'Indonesiano', en: 'Indonesian' },
  { id: 43, it: 'Malese', en: 'Malay' },
  { id: 44, it: 'Tagalog (filippino)', en: 'Tagalog (Filipino)' },
  { id: 45, it: 'Swahili', en: 'Swahili' },
  { id: 46, it: 'Amarico', en: 'Amharic' },
  { id: 47, it: 'Tigrino', en: 'Tigrinya' },
  { id: 48, it: 'Somalo', en: 'Somali' },
  { id: 49, it: 'Wolof', en: 'Wolof' },
  { id: 50, it: 'Catalano', en: 'Catalan' },
  { id: 51, it: 'Basco', en: 'Basque' },
  { id: 52, it: 'Galiziano', en: 'Galician' },
  { id: 53, it: 'Irlandese', en: 'Irish' },
  { id: 54, it: 'Gallese', en: 'Welsh' },
  { id: 55, it: 'Maltese', en: 'Maltese' },
  { id: 56, it: 'Lussemburghese', en: 'Luxembourgish' },
  { id: 57, it: 'Islandese', en: 'Icelandic' },
  { id: 58, it: 'Macedone', en: 'Macedonian' },
  { id: 59, it: 'Bosniaco', en: 'Bosnian' },
  { id: 60, it: 'Georgiano', en: 'Georgian' },
  { id: 61, it: 'Armeno', en: 'Armenian' },
  { id: 62, it: 'Romaní', en: 'Romani' },
  { id: 63, it: 'Sardo', en: 'Sardinian' },
  { id: 64, it: 'Friulano', en: 'Friulian' },
  { id: 65, it: 'Ladino', en: 'Ladin' },
  { id: 66, it: 'Lingua dei segni italiana (LIS)', en: 'Italian Sign Language (LIS)' },
  { id: 67, it: 'Lingua dei segni americana (ASL)', en: 'American Sign Language (ASL)' },
];

/** CEFR levels, A2 to C2 (product.md §1.3). */
export const LANGUAGE_LEVELS: (IdNames & { code: string })[] = [
  { id: 1, code: 'A2', it: 'A2 – Elementare', en: 'A2 – Elementary' },
  { id: 2, code: 'B1', it: 'B1 – Intermedio', en: 'B1 – Intermediate' },
  { id: 3, code: 'B2', it: 'B2 – Intermedio superiore', en: 'B2 – Upper intermediate' },
  { id: 4, code: 'C1', it: 'C1 – Avanzato', en: 'C1 – Advanced' },
  { id: 5, code: 'C2', it: 'C2 – Padronanza', en: 'C2 – Proficiency' },
];

/** Clothes sizes 1..7; trousers sizes in Italian numbering, id = 100 + size. */
export const SIZES: { id: number; kind: 'vestiti' | 'pantaloni'; label: string; position: number }[] = [
  ...['XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'].map((label, index) => ({
    id: index + 1,
    kind: 'vestiti' as const,
    label,
    position: index + 1,
  })),
  ...[38, 40, 42, 44, 46, 48, 50, 52, 54, 56, 58, 60, 62].map((size, index) => ({
    id: 100 + size,
    kind: 'pantaloni' as const,
    label: String(size),
    position: index + 1,
  })),
];

/** 1 is married (product.md §1.3); listed in the order the form shows them. */
export const MARITAL_STATUSES: (IdNames & { position: number })[] = [
  { id: 2, it: 'Celibe/Nubile', en: 'Single', position: 1 },
  { id: 1, it: 'Coniugato/a', en: 'Married', position: 2 },
  { id: 3, it: 'Vedovo/a', en: 'Widowed', position: 3 },
  { id: 4, it: 'Divorziato/a', en: 'Divorced', position: 4 },
];

/** Reasons an Italian residence permit (permesso di soggiorno) is issued for. */
export const RESIDENCE_PERMIT_REASONS: IdNames[] = [
  { id: 1, it: 'Lavoro subordinato', en: 'Employment' },
  { id: 2, it: 'Lavoro autonomo', en: 'Self-employment' },
  {
    id: 3,
    it: 'Lavoro in casi particolari (art. 27, anche spettacolo)',
    en: 'Special categories of work (art. 27, entertainment included)',
  },
  { id: 4, it: 'Lavoro stagionale', en: 'Seasonal work' },
  { id: 5, it: 'Attesa occupazione', en: 'Awaiting employment' },
  { id: 6, it: 'Studio', en: 'Study' },
  { id: 7, it: 'Ricerca scientifica', en: 'Scientific research' },
  { id: 8, it: 'Motivi familiari', en: 'Family reasons' },
  {
    id: 9,
    it: 'Familiare di cittadino UE (carta di soggiorno)',
    en: 'Family member of an EU citizen (residence card)',
  },
  { id: 10, it: 'Soggiornante di lungo periodo (permesso UE)', en: 'EU long-term resident' },
  { id: 11, it: 'Carta blu UE', en: 'EU Blue Card' },
  { id: 12, it: 'Protezione internazionale (asilo)', en: 'International protection (asylum)' },
  { id: 13, it: 'Protezione sussidiaria', en: 'Subsidiary protection' },
  { id: 14, it: 'Protezione speciale', en: 'Special protection' },
  { id: 15, it: 'Cure mediche', en: 'Medical treatment' },
  { id: 16, it: 'Residenza elettiva', en: 'Elective residence' },
  { id: 17, it: 'Motivi religiosi', en: 'Religious reasons' },
];

// ---------------------------------------------------------------------------------------------
// Scopes, departments and roles

/** [code within the department, Italian, English] */
type RoleRow = readonly [number, string, string];
interface DepartmentBlock extends Names {
  roles: readonly RoleRow[];
}
const department = (it: string, en: string, roles: readonly RoleRow[]): DepartmentBlock => ({ it, en, roles });
/** A department of another scope with trades of its own added (codes continue after the base's). */
const withRoles = (base: DepartmentBlock, extra: readonly RoleRow[]): DepartmentBlock => ({
  ...base,
  roles: [...base.roles, ...extra],
});

// Film crews: cinema, and with a few additions advertising and television.
const filmDirection = department('Regia', 'Direction', [
  [1, 'Regista', 'Director'],
  [2, 'Aiuto regista', 'First assistant director'],
  [3, 'Secondo aiuto regista', 'Second assistant director'],
  [4, 'Assistente alla regia', 'Assistant to the director'],
  [5, 'Segretario/a di edizione', 'Script supervisor'],
  [6, 'Regista della seconda unità', 'Second unit director'],
]);
const filmProduction = department('Produzione', 'Production', [
  [1, 'Produttore', 'Producer'],
  [2, 'Produttore esecutivo', 'Executive producer'],
  [3, 'Organizzatore generale', 'Line producer'],
  [4, 'Direttore di produzione', 'Production manager'],
  [5, 'Ispettore di produzione', 'Unit manager'],
  [6, 'Segretario/a di produzione', 'Production coordinator'],
  [7, 'Assistente di produzione', 'Production assistant'],
  [8, 'Amministratore di produzione', 'Production accountant'],
  [9, 'Runner', 'Runner'],
]);
const casting = department('Casting', 'Casting', [
  [1, 'Casting director', 'Casting director'],
  [2, 'Assistente al casting', 'Casting assistant'],
  [3, 'Responsabile della figurazione', 'Extras casting coordinator'],
  [4, 'Acting coach', 'Acting coach'],
  [5, 'Dialogue coach', 'Dialogue coach'],
]);
const filmCamera = department('Fotografia e macchina', 'Camera', [
  [1, 'Direttore della fotografia', 'Director of photography'],
  [2, 'Operatore di macchina', 'Camera operator'],
  [3, 'Primo assistente operatore (fuochista)', 'First assistant camera (focus puller)'],
  [4, 'Secondo assistente operatore', 'Second assistant camera (clapper loader)'],
  [5, 'DIT (Digital Imaging Technician)', 'Digital imaging technician (DIT)'],
  [6, 'Data manager', 'Data wrangler'],
  [7, 'Operatore Steadicam', 'Steadicam operator'],
  [8, 'Operatore drone', 'Drone operator'],
  [9, 'Video assist', 'Video assist operator'],
  [10, 'Fotografo di scena', 'Unit stills photographer'],
  [11, 'Operatore di backstage', 'Behind-the-scenes camera operator'],
]);
const filmSound = department('Suono', 'Sound', [
  [1, 'Fonico di presa diretta', 'Production sound mixer'],
  [2, 'Microfonista', 'Boom operator'],
  [3, 'Assistente fonico', 'Sound assistant'],
  [4, 'Tecnico radiomicrofoni', 'RF and radio mic technician'],
]);
const filmLighting = department('Elettricisti', 'Lighting', [
  [1, 'Capo elettricista (gaffer)', 'Gaffer'],
  [2, 'Aiuto capo elettricista', 'Best boy electric'],
  [3, 'Elettricista', 'Electrician'],
  [4, 'Generatorista', 'Generator operator'],
  [5, 'Tecnico console luci', 'Lighting desk operator'],
]);
const grip = department('Macchinisti', 'Grip', [
  [1, 'Capo macchinista', 'Key grip'],
  [2, 'Aiuto capo macchinista', 'Best boy grip'],
  [3, 'Macchinista', 'Grip'],
  [4, 'Macchinista dolly', 'Dolly grip'],
  [5, 'Tecnico gru e bracci', 'Crane technician'],
]);
const artDepartment = department('Scenografia', 'Art department', [
  [1, 'Scenografo', 'Production designer'],
  [2, 'Art director', 'Art director'],
  [3, 'Assistente scenografo', 'Assistant art director'],
  [4, 'Arredatore', 'Set decorator'],
  [5, 'Capo attrezzista', 'Property master'],
  [6, 'Attrezzista di scena', 'Standby props'],
  [7, 'Costruttore di scena', 'Construction carpenter'],
  [8, 'Pittore di scena', 'Scenic painter'],
  [9, 'Grafico di scena', 'Graphic designer'],
  [10, 'Buyer', 'Set buyer'],
]);
const costume = department('Costumi', 'Costume', [
  [1, 'Costumista', 'Costume designer'],
  [2, 'Assistente costumista', 'Assistant costume designer'],
  [3, 'Responsabile della sartoria', 'Wardrobe supervisor'],
  [4, 'Sarto/a di scena', 'Set costumer'],
  [5, 'Sarto/a', 'Tailor'],
  [6, 'Aiuto sarto/a', 'Wardrobe assistant'],
]);
const makeUpAndHair = department('Trucco e parrucco', 'Make-up and hair', [
  [1, 'Capo truccatore', 'Make-up designer'],
  [2, 'Truccatore/Truccatrice', 'Make-up artist'],
  [3, 'Truccatore effetti speciali', 'Special effects make-up artist'],
  [4, 'Capo parrucchiere', 'Hair designer'],
  [5, 'Parrucchiere/a', 'Hairstylist'],
  [6, 'Assistente trucco e parrucco', 'Make-up and hair assistant'],
]);
const editingAndPost = department('Montaggio e post-produzione', 'Editing and post-production', [
  [1, 'Montatore', 'Editor'],
  [2, 'Assistente al montaggio', 'Assistant editor'],
  [3, 'Supervisore della post-produzione', 'Post-production supervisor'],
  [4, 'Colorist', 'Colourist'],
  [5, 'Montatore del suono', 'Sound editor'],
  [6, 'Rumorista', 'Foley artist'],
  [7, 'Fonico di mix', 'Re-recording mixer'],
  [8, 'Direttore del doppiaggio', 'Dubbing director'],
  [9, 'Grafico motion', 'Motion graphics designer'],
]);
const visualEffects = department('Effetti visivi (VFX)', 'Visual effects (VFX)', [
  [1, 'Supervisore VFX', 'VFX supervisor'],
  [2, 'Produttore VFX', 'VFX producer'],
  [3, 'Supervisore VFX sul set', 'On-set VFX supervisor'],
  [4, 'Compositor', 'Compositor'],
  [5, 'Artista 3D', '3D artist'],
  [6, 'Animatore', 'Animator'],
  [7, 'Matte painter', 'Matte painter'],
  [8, 'Artista rotoscoping', 'Roto artist'],
]);
const specialEffects = department('Effetti speciali', 'Special effects', [
  [1, 'Supervisore effetti speciali', 'Special effects supervisor'],
  [2, 'Tecnico effetti speciali', 'Special effects technician'],
  [3, 'Pirotecnico', 'Pyrotechnician'],
  [4, 'Armiere', 'Armourer'],
]);
const stunts = department('Stunt', 'Stunts', [
  [1, 'Coordinatore stunt', 'Stunt coordinator'],
  [2, 'Stuntman/Stuntwoman', 'Stunt performer'],
  [3, 'Controfigura stunt', 'Stunt double'],
  [4, "Maestro d'armi", 'Fight choreographer'],
  [5, 'Pilota stunt', 'Precision driver'],
]);
const locations = department('Location', 'Locations', [
  [1, 'Location manager', 'Location manager'],
  [2, 'Location scout', 'Location scout'],
  [3, 'Assistente location', 'Location assistant'],
  [4, 'Addetto alla sorveglianza del set', 'Unit security'],
]);
const transport = department('Trasporti', 'Transport', [
  [1, 'Capo trasporti', 'Transport captain'],
  [2, 'Autista', 'Driver'],
  [3, 'Autista mezzi pesanti', 'Truck driver'],
  [4, 'Autista del cast', 'Cast driver'],
]);
const catering = department('Catering', 'Catering', [
  [1, 'Responsabile catering', 'Catering manager'],
  [2, 'Cuoco', 'Chef'],
  [3, 'Addetto catering', 'Catering assistant'],
  [4, 'Addetto craft service', 'Craft service'],
]);
const healthAndSafety = department('Salute e sicurezza', 'Health and safety', [
  [1, 'Responsabile della sicurezza', 'Health and safety advisor'],
  [2, 'Medico di set', 'Unit medic'],
  [3, 'Infermiere di set', 'Set nurse'],
  [4, 'Addetto antincendio', 'Fire safety officer'],
]);
const filmCast = department('Cast e figurazione', 'Cast and extras', [
  [1, 'Attore/Attrice', 'Actor'],
  [2, 'Figurante', 'Extra'],
  [3, 'Figurante speciale', 'Featured extra'],
  [4, 'Controfigura', 'Stand-in'],
]);
const music = department('Musica', 'Music', [
  [1, 'Compositore', 'Composer'],
  [2, 'Supervisore musicale', 'Music supervisor'],
  [3, 'Orchestratore', 'Orchestrator'],
  [4, 'Musicista', 'Session musician'],
]);

// Television studios and outside broadcasts.
const tvDirection = department('Regia', 'Direction', [
  [1, 'Regista', 'Director'],
  [2, 'Regista multicamera', 'Multi-camera director'],
  [3, 'Aiuto regista', 'Assistant director'],
  [4, 'Assistente alla regia', "Director's assistant"],
  [5, 'Segretario/a di edizione', 'Script supervisor'],
  [6, 'Floor manager', 'Floor manager'],
]);
const tvWriters = department('Autori e redazione', 'Writers and editorial', [
  [1, 'Capo autore', 'Head writer'],
  [2, 'Autore', 'Writer'],
  [3, 'Sceneggiatore', 'Screenwriter'],
  [4, 'Redattore', 'Researcher'],
  [5, 'Giornalista', 'Journalist'],
  [6, 'Inviato', 'Field reporter'],
]);
const tvCamera = department('Riprese', 'Camera', [
  [1, 'Direttore della fotografia', 'Director of photography'],
  [2, 'Operatore di ripresa', 'Camera operator'],
  [3, 'Operatore ENG', 'ENG camera operator'],
  [4, 'Operatore Steadicam', 'Steadicam operator'],
  [5, 'Operatore jimmy jib', 'Jib operator'],
  [6, 'Operatore telecamere robotizzate', 'Robotic camera operator'],
  [7, 'Assistente operatore', 'Camera assistant'],
  [8, 'Operatore drone', 'Drone operator'],
  [9, 'Cavista', 'Cable assistant'],
]);
const tvControlRoom = department('Regia tecnica e messa in onda', 'Control room and broadcast', [
  [1, 'Mixer video', 'Vision mixer'],
  [2, 'Tecnico video (shader)', 'Vision engineer (shader)'],
  [3, 'Operatore replay', 'Replay operator'],
  [4, 'Grafico di messa in onda', 'Broadcast graphics operator'],
  [5, 'Operatore gobbo elettronico', 'Teleprompter operator'],
  [6, 'Tecnico di messa in onda', 'Transmission controller'],
  [7, 'Tecnico di collegamento SNG', 'SNG and satellite link engineer'],
  [8, 'Tecnico di regia mobile', 'Outside broadcast engineer'],
]);
const tvSound = department('Audio', 'Sound', [
  [1, 'Fonico di studio', 'Sound supervisor'],
  [2, 'Microfonista', 'Boom operator'],
  [3, 'Tecnico audio', 'Sound assistant'],
  [4, 'Tecnico radiomicrofoni', 'RF and radio mic technician'],
  [5, 'Fonico di palco', 'Monitor engineer'],
]);
const tvLighting = department('Luci', 'Lighting', [
  [1, 'Light designer', 'Lighting director'],
  [2, 'Capo elettricista', 'Gaffer'],
  [3, 'Elettricista', 'Electrician'],
  [4, 'Datore luci', 'Lighting console operator'],
  [5, 'Operatore seguipersone', 'Followspot operator'],
]);
const tvCast = department('Conduzione e cast', 'Presenters and cast', [
  [1, 'Conduttore/Conduttrice', 'Presenter'],
  [2, 'Attore/Attrice', 'Actor'],
  [3, 'Ballerino/a', 'Dancer'],
  [4, 'Figurante', 'Extra'],
]);

// Theatre.
const theatreDirection = department('Regia e drammaturgia', 'Direction and dramaturgy', [
  [1, 'Regista', 'Director'],
  [2, 'Aiuto regista', 'Assistant director'],
  [3, 'Assistente alla regia', 'Assistant to the director'],
  [4, 'Drammaturgo', 'Dramaturg'],
  [5, 'Coreografo', 'Choreographer'],
  [6, 'Direttore musicale', 'Musical director'],
  [7, 'Maestro collaboratore', 'Répétiteur'],
]);
const theatreProduction = department('Produzione e organizzazione', 'Production and company management', [
  [1, 'Produttore', 'Producer'],
  [2, 'Direttore di produzione', 'Production manager'],
  [3, 'Organizzatore di tournée', 'Tour manager'],
  [4, 'Amministratore di compagnia', 'Company manager'],
  [5, 'Ufficio stampa', 'Press officer'],
  [6, 'Assistente di produzione', 'Production assistant'],
]);
const stageManagement = department('Direzione di scena', 'Stage management', [
  [1, 'Direttore di scena', 'Stage manager'],
  [2, 'Vice direttore di scena', 'Deputy stage manager'],
  [3, 'Assistente direttore di scena', 'Assistant stage manager'],
  [4, 'Suggeritore', 'Prompter'],
]);
const stageCrew = department('Tecnica di palcoscenico', 'Stage crew', [
  [1, 'Direttore tecnico', 'Technical director'],
  [2, 'Capo macchinista', 'Head of stage'],
  [3, 'Macchinista teatrale', 'Stagehand'],
  [4, 'Rigger', 'Rigger'],
  [5, 'Addetto al tiro', 'Fly operator'],
  [6, 'Tecnico di palcoscenico', 'Stage technician'],
]);
const theatreLighting = department('Luci', 'Lighting', [
  [1, 'Light designer', 'Lighting designer'],
  [2, 'Capo elettricista', 'Chief electrician'],
  [3, 'Datore luci', 'Lighting board operator'],
  [4, 'Elettricista di palcoscenico', 'Stage electrician'],
  [5, 'Operatore seguipersone', 'Followspot operator'],
]);
const theatreSound = department('Suono', 'Sound', [
  [1, 'Sound designer', 'Sound designer'],
  [2, 'Fonico di sala', 'Front-of-house engineer'],
  [3, 'Fonico di palco', 'Monitor engineer'],
  [4, 'Microfonista', 'Radio mic technician'],
  [5, 'Tecnico audio', 'Sound technician'],
]);
const theatreSets = department('Scenografia e attrezzeria', 'Set design and props', [
  [1, 'Scenografo', 'Set designer'],
  [2, 'Assistente scenografo', 'Assistant set designer'],
  [3, 'Scenotecnico', 'Scenic technician'],
  [4, 'Pittore scenografo', 'Scenic artist'],
  [5, 'Attrezzista', 'Props master'],
]);
const theatreCostume = department('Costumi', 'Costume', [
  [1, 'Costumista', 'Costume designer'],
  [2, 'Assistente costumista', 'Assistant costume designer'],
  [3, 'Responsabile del guardaroba', 'Wardrobe manager'],
  [4, 'Sarto/a di palcoscenico', 'Dresser'],
  [5, 'Sarto/a', 'Tailor'],
]);
const theatreMakeUp = department('Trucco e parrucco', 'Make-up and hair', [
  [1, 'Truccatore/Truccatrice', 'Make-up artist'],
  [2, 'Parrucchiere/a', 'Hairdresser'],
  [3, 'Realizzatore di parrucche', 'Wig maker'],
  [4, 'Truccatore effetti speciali', 'Prosthetics make-up artist'],
]);
const theatreVideo = department('Video e multimedia', 'Video and multimedia', [
  [1, 'Video designer', 'Video designer'],
  [2, 'Tecnico video', 'Video technician'],
  [3, 'Tecnico proiezioni', 'Projection technician'],
  [4, 'Operatore sopratitoli', 'Surtitle operator'],
]);
const performers = department('Interpreti', 'Performers', [
  [1, 'Attore/Attrice', 'Actor'],
  [2, 'Ballerino/a', 'Dancer'],
  [3, 'Cantante', 'Singer'],
  [4, 'Musicista', 'Musician'],
  [5, 'Mimo', 'Mime artist'],
]);
const frontOfHouse = department('Sala e accoglienza', 'Front of house', [
  [1, 'Responsabile di sala', 'Front-of-house manager'],
  [2, 'Maschera', 'Usher'],
  [3, 'Addetto alla biglietteria', 'Box office assistant'],
]);

interface ScopeSeed extends IdNames {
  /** [department code within the scope, department] */
  departments: readonly (readonly [number, DepartmentBlock])[];
}

const SCOPES: ScopeSeed[] = [
  {
    id: 1,
    it: 'Cinema',
    en: 'Film',
    departments: [
      [1, filmDirection],
      [2, filmProduction],
      [3, casting],
      [4, filmCamera],
      [5, filmSound],
      [6, filmLighting],
      [7, grip],
      [8, artDepartment],
      [9, costume],
      [10, makeUpAndHair],
      [11, editingAndPost],
      [12, visualEffects],
      [13, specialEffects],
      [14, stunts],
      [15, locations],
      [16, transport],
      [17, catering],
      [18, healthAndSafety],
      [19, filmCast],
      [20, music],
    ],
  },
  {
    id: 2,
    it: 'Pubblicità',
    en: 'Advertising',
    departments: [
      [1, filmDirection],
      [2, withRoles(filmProduction, [[10, 'Producer di agenzia', 'Agency producer']])],
      [3, casting],
      [
        4,
        withRoles(filmCamera, [
          [12, 'Operatore motion control', 'Motion control operator'],
          [13, 'Tecnico riprese ad alta velocità', 'High-speed camera technician'],
        ]),
      ],
      [5, filmSound],
      [6, filmLighting],
      [7, grip],
      [
        8,
        withRoles(artDepartment, [
          [11, 'Food stylist', 'Food stylist'],
          [12, 'Stylist di prodotto', 'Product stylist'],
        ]),
      ],
      [9, withRoles(costume, [[7, 'Stylist', 'Fashion stylist']])],
      [10, makeUpAndHair],
      [11, editingAndPost],
      [12, visualEffects],
      [13, specialEffects],
      [14, stunts],
      [15, locations],
      [16, transport],
      [17, catering],
      [18, healthAndSafety],
      [19, filmCast],
      [20, music],
      [
        21,
        department('Fotografia pubblicitaria', 'Advertising photography', [
          [1, 'Fotografo pubblicitario', 'Advertising photographer'],
          [2, 'Assistente fotografo', "Photographer's assistant"],
          [3, 'Digital operator', 'Digital operator'],
          [4, 'Ritoccatore', 'Retoucher'],
        ]),
      ],
    ],
  },
  {
    id: 3,
    it: 'Televisione',
    en: 'Television',
    departments: [
      [1, tvDirection],
      [2, tvWriters],
      [3, withRoles(filmProduction, [[10, 'Delegato di produzione della rete', 'Network production executive']])],
      [4, casting],
      [5, tvCamera],
      [6, tvControlRoom],
      [7, tvSound],
      [8, tvLighting],
      [9, grip],
      [10, artDepartment],
      [11, costume],
      [12, makeUpAndHair],
      [13, editingAndPost],
      [14, visualEffects],
      [15, locations],
      [16, transport],
      [17, catering],
      [18, healthAndSafety],
      [19, tvCast],
    ],
  },
  {
    id: 4,
    it: 'Teatro',
    en: 'Theatre',
    departments: [
      [1, theatreDirection],
      [2, theatreProduction],
      [3, stageManagement],
      [4, stageCrew],
      [5, theatreLighting],
      [6, theatreSound],
      [7, theatreSets],
      [8, theatreCostume],
      [9, theatreMakeUp],
      [10, theatreVideo],
      [11, performers],
      [12, frontOfHouse],
    ],
  },
];

/** Department id = scope id × 100 + its code; role id = department id × 100 + its code. */
export const SCOPE_ROWS: IdNames[] = SCOPES.map(({ id, it, en }) => ({ id, it, en }));

export const DEPARTMENT_ROWS: (IdNames & { scopeId: number })[] = SCOPES.flatMap((scope) =>
  scope.departments.map(([code, block]) => ({
    id: scope.id * 100 + code,
    scopeId: scope.id,
    it: block.it,
    en: block.en,
  })),
);

export const ROLE_ROWS: (IdNames & { departmentId: number })[] = SCOPES.flatMap((scope) =>
  scope.departments.flatMap(([code, block]) => {
    const departmentId = scope.id * 100 + code;
    return block.roles.map(([roleCode, it, en]) => ({ id: departmentId * 100 + roleCode, departmentId, it, en }));
  }),
);
