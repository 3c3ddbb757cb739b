import grapesjs, { type Editor, type Plugin } from 'grapesjs';
import * as newsletterModule from 'grapesjs-preset-newsletter';
import pt from 'grapesjs/locale/pt';
import 'grapesjs/dist/css/grapes.min.css';
import './grapes-editor.css';

/*
 * The visual e-mail editor (INTEGRATIONS.md §9), loaded only by the 'Editor Visual' screen as
 * its own chunk. It works offline: no telemetry, no Font Awesome from a CDN (the few icons the
 * preset names come from grapes-editor.css), no storage, and none of the preset's blocks whose
 * images point at a placeholder-image site.
 */

/** The preset's blocks without 'grid-items' and 'list-items' (their images load from via.placeholder.com). */
const BLOCKS = [
  'sect100',
  'sect50',
  'sect30',
  'sect37',
  'button',
  'divider',
  'text',
  'text-sect',
  'image',
  'quote',
  'link',
  'link-block',
];

/**
 * The preset ships as a UMD bundle whose module.exports is `{ default: plugin }`, so a bundler's
 * default import may be that object instead of the plugin: take the function wherever it is.
 */
type PresetOptions = NonNullable<Parameters<typeof newsletterModule.default>[1]>;
const presetExport = (newsletterModule as unknown as { default: unknown }).default;
const newsletter = (
  typeof presetExport === 'function' ? presetExport : (presetExport as { default: unknown }).default
) as Plugin<PresetOptions>;

/** The preset's blocks by name, in Portuguese (it names them in English and GrapesJS has no words for them). */
const BLOCK_LABELS: Record<string, string> = {
  sect100: 'Seção 1 coluna',
  sect50: 'Seção 2 colunas',
  sect30: 'Seção 3 colunas',
  sect37: 'Seção 3/7',
  button: 'Botão',
  divider: 'Divisória',
  text: 'Texto',
  'text-sect': 'Seção de texto',
  image: 'Imagem',
  quote: 'Citação',
  link: 'Link',
  'link-block': 'Bloco de link',
};

/**
 * GrapesJS's own Portuguese (issue 29), and what it lacks: the preset names its style sectors
 * and a few properties itself, and GrapesJS looks those names up as written.
 */
const PT_EXTRA = {
  styleManager: {
    sectors: { Dimension: 'Dimensões', Typography: 'Tipografia', Decorations: 'Decoração', Extra: 'Extra' },
    properties: {
      Top: 'Superior',
      Right: 'Direita',
      Bottom: 'Inferior',
      Left: 'Esquerda',
      Font: 'Fonte',
      Weight: 'Espessura',
      'Font color': 'Cor da fonte',
      'X position': 'Posição X',
      'Y position': 'Posição Y',
      Blur: 'Desfoque',
      Color: 'Cor',
      Background: 'Fundo',
      Width: 'Largura',
      Style: 'Estilo',
      Image: 'Imagem',
      Repeat: 'Repetição',
      Position: 'Posição',
      Attachment: 'Fixação',
      Size: 'Tamanho',
    },
  },
};

/** The preset's own buttons carry no title: named by their command so they read (and announce) in Portuguese. */
const BUTTON_TITLES: Record<string, string> = {
  'set-device-desktop': 'Computador',
  'set-device-tablet': 'Tablet',
  'set-device-mobile': 'Celular',
  'gjs-open-import-template': 'Importar HTML',
  'gjs-toggle-images': 'Mostrar ou ocultar imagens',
  'core:undo': 'Desfazer',
  'core:redo': 'Refazer',
  'canvas-clear': 'Limpar tudo',
  'core:canvas-clear': 'Limpar tudo',
};

function nameButtons(editor: Editor) {
  for (const panel of editor.Panels.getPanels().models)
    for (const button of panel.buttons.models) {
      const title = BUTTON_TITLES[String(button.get('command'))];
      const attributes = button.get('attributes') ?? {};
      if (title && !attributes.title) button.set('attributes', { ...attributes, title, 'aria-label': title });
    }
}

export type EmailEditor = {
  /** The e-mail's HTML with its CSS inlined, as a whole document. */
  html: () => string;
  /** The editor's project data, to reopen the design later. */
  projectData: () => Record<string, unknown>;
  destroy: () => void;
};

/** The preset's inlined HTML is a <body> element: a message needs the whole document around it. */
const asDocument = (body: string) =>
  '<!doctype html><html><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"></head>' +
  (/^\s*<body[\s>]/i.test(body) ? body : `<body>${body}</body>`) +
  '</html>';

export function createEmailEditor(container: HTMLElement, projectData: Record<string, unknown> | null): EmailEditor {
  // GrapesJS sets its container's height to its own `height` ('100%'): an element absolutely
  // filling `container` keeps a definite height whatever layout `container` sits in.
  const host = document.createElement('div');
  host.style.cssText = 'position:absolute;inset:0';
  container.style.position = 'relative';
  container.appendChild(host);
  const editor: Editor = grapesjs.init({
    container: host,
    height: '100%',
    width: 'auto',
    telemetry: false,
    cssIcons: '',
    storageManager: false,
    fromElement: false,
    assetManager: { assets: [], upload: false, embedAsBase64: false },
    i18n: { locale: 'pt', localeFallback: 'pt', detectLocale: false, messages: { pt }, messagesAdd: { pt: PT_EXTRA } },
    plugins: [
      (ed) =>
        newsletter(ed, {
          blocks: BLOCKS,
          block: (id: string) => (BLOCK_LABELS[id] ? { label: BLOCK_LABELS[id] } : {}),
          modalTitleImport: 'Importar HTML',
          modalTitleExport: 'Exportar HTML',
          modalBtnImport: 'Importar',
          textCleanCanvas: 'Tem certeza que deseja limpar o conteúdo?',
        }),
    ],
  });
  nameButtons(editor);
  // Reopening a saved design: loaded at once, so its HTML is there before the canvas finishes loading.
  if (projectData) editor.loadProjectData(projectData);
  return {
    html: () => asDocument(String(editor.runCommand('gjs-get-inlined-html'))),
    projectData: () => editor.getProjectData() as Record<string, unknown>,
    destroy: () => {
      editor.destroy();
      host.remove();
    },
  };
}
