/** "Nome Cognome", or the one name there is: how a person or a category's owner is shown. */
export const personName = (person: { nome: string; cognome: string }) =>
  [person.nome, person.cognome].filter(Boolean).join(' ');

/** The avatar's letters when no photo is shown: the initials of the name. */
export const initials = (person: { nome: string; cognome: string }) =>
  [person.nome, person.cognome]
    .map((part) => part.trim().charAt(0))
    .filter(Boolean)
    .join('')
    .toUpperCase();
