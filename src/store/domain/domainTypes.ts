/** The lookups of GET /api/Dominio/*, as spec 01 section 3 names their fields. */
export interface Region {
  id_Regione: number;
  nome_Regione: string;
}

export interface Nation {
  id_Nazione: number;
  nome_Nazione: string;
  regioni: Region[];
}

export interface SpokenLanguage {
  id_LinguaProfilo: number;
  lingua: string;
}

export interface KeyValue {
  chiave: string | number;
  valore: string;
}

export interface Role {
  id_Ruolo: number;
  testo: string;
}

export interface Department {
  id_Dipartimento: number;
  testo: string;
  listaRuoli: Role[];
}

export interface Scope {
  id_Ambito: number;
  testo: string;
  listaDipartimenti: Department[];
}

export interface DomainLookups {
  nations: Nation[];
  languages: SpokenLanguage[];
  levels: KeyValue[];
  scopes: Scope[];
}
