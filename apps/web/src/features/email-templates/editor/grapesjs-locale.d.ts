/** GrapesJS ships its translations as plain modules without types: each is one messages object. */
declare module 'grapesjs/locale/pt' {
  const messages: Record<string, unknown>;
  export default messages;
}
