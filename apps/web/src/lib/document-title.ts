/** The product's name, last in every tab title. */
export const APP_NAME = 'Ponte';

/** 'Listas de Compras · Ponte'; just 'Ponte' for a screen without a name. */
export const screenDocumentTitle = (screen?: string) => (screen ? `${screen} · ${APP_NAME}` : APP_NAME);

let current = APP_NAME;

/** Names the screen in the browser tab. */
export function setScreenTitle(screen: string | undefined, doc: Document = document) {
  current = screenDocumentTitle(screen);
  doc.title = current;
}

/** The screen's tab title, without any unread count in front (the new-message alerts add one). */
export const currentScreenTitle = () => current;
