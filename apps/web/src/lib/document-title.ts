/** The product's name, last in every tab title. */
export const APP_NAME = 'Ponte';

/** 'Listas de Compras · Ponte'; just 'Ponte' for a screen without a name. */
export const screenDocumentTitle = (screen?: string) => (screen ? `${screen} · ${APP_NAME}` : APP_NAME);

let screenName: string | undefined;
let record: string | undefined;
let current = APP_NAME;

function apply(doc: Document) {
  current = screenDocumentTitle(record ?? screenName);
  doc.title = current;
}

/** Names the screen in the browser tab; a new screen forgets the record the last one named. */
export function setScreenTitle(screen: string | undefined, doc: Document = document) {
  screenName = screen;
  record = undefined;
  apply(doc);
}

/**
 * Puts the record a screen shows in front: 'Camila Carvalho · Usuários · Ponte', so tabs and
 * history tell customers apart. `undefined` goes back to the screen's own title.
 */
export function setRecordTitle(name: string | undefined, family: string, doc: Document = document) {
  record = name ? `${name} · ${family}` : undefined;
  apply(doc);
}

/** The screen's tab title, without any unread count in front (the new-message alerts add one). */
export const currentScreenTitle = () => current;
