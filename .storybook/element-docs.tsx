// The docs page of every story group. For a widget (title "Widgets/sp-…") it is the page an
// intranet developer embeds from: what the widget is for, the script tag and the element's HTML,
// its attributes, events, CSS custom properties and ::part names, all read from the Custom Elements
// Manifest the widget build emits (packages/widgets/build/custom-elements-manifest.ts, one source),
// then every state as in the stories. Any other group gets Storybook's usual page.
import {
  Controls,
  Description,
  Heading,
  Markdown,
  Primary,
  Source,
  Stories,
  Subtitle,
  Title,
  useOf,
} from '@storybook/addon-docs/blocks';
import manifest from 'virtual:custom-elements-manifest';

interface Named {
  name: string;
  description?: string;
  type?: { text: string };
}

interface ElementDeclaration {
  tagName: string;
  description: string;
  attributes: Named[];
  events: Named[];
  cssProperties: Named[];
  cssParts: Named[];
}

interface Manifest {
  modules: { path: string; declarations: ElementDeclaration[] }[];
}

/** The loader's address as an intranet page writes it (docs/embedding.md). */
const LOADER = 'https://portal.example.com/widgets/portal-widgets.js';

function declarationOf(tag: string): ElementDeclaration | undefined {
  for (const module of (manifest as Manifest).modules) {
    const found = module.declarations.find((d) => d.tagName === tag);
    if (found) return found;
  }
  return undefined;
}

function Table({ rows, withType }: { rows: Named[]; withType?: boolean }) {
  if (rows.length === 0) return <p>None.</p>;
  return (
    <table>
      <thead>
        <tr>
          <th>Name</th>
          {withType && <th>Type</th>}
          <th>Description</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <td>
              <code>{row.name}</code>
            </td>
            {withType && (
              <td>
                <code>{row.type?.text ?? ''}</code>
              </td>
            )}
            <td>
              <Markdown>{row.description ?? ''}</Markdown>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function embedCode(element: ElementDeclaration): string {
  const own = element.attributes.filter((a) => !['api-base', 'lang', 'token'].includes(a.name));
  const example = own.length ? ` ${own[0]!.name}="…"` : '';
  const listeners = element.events.map(
    (e) => `document.addEventListener('${e.name}', (event) => console.log(event.detail));`,
  );
  return [
    `<script type="module" src="${LOADER}"></script>`,
    '',
    `<${element.tagName} lang="zh"${example}></${element.tagName}>`,
    ...(listeners.length
      ? ['', '<script type="module">', ...listeners.map((l) => '  ' + l), '</script>']
      : []),
  ].join('\n');
}

function ElementPage({ element }: { element: ElementDeclaration }) {
  return (
    <>
      <Title />
      <Subtitle>{`<${element.tagName}>`}</Subtitle>
      <Markdown>{element.description}</Markdown>
      <Heading>Embed it</Heading>
      <p>
        One script tag loads every portal element on demand; then write the tag. See Getting started
        for the API base, the language and signing in across origins.
      </p>
      <Source language="html" code={embedCode(element)} dark />
      <Heading>Attributes</Heading>
      <Table rows={element.attributes} withType />
      <Heading>Events</Heading>
      <p>
        CustomEvents that bubble and cross the shadow boundary: a listener on document hears them.
      </p>
      <Table rows={element.events} withType />
      <Heading>Theming: CSS custom properties</Heading>
      <p>Set them on the element or any ancestor; they pass into the shadow root.</p>
      <Table rows={element.cssProperties} />
      <Heading>Theming: parts</Heading>
      <p>
        Style them from the page with <code>{`${element.tagName}::part(name)`}</code>.
      </p>
      <Table rows={element.cssParts} />
      <Stories title="States" includePrimary />
    </>
  );
}

export function ElementDocsPage() {
  const { preparedMeta } = useOf('meta', ['meta']);
  const tag = preparedMeta.title.split('/').pop() ?? '';
  const element = declarationOf(tag);
  if (element) return <ElementPage element={element} />;
  return (
    <>
      <Title />
      <Description />
      <Primary />
      <Controls />
      <Stories />
    </>
  );
}
