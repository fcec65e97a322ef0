import { catalogues } from '../i18n';
import { resourceList } from '../resources';
import { MAX_IMAGES, type FieldDefinition } from '../resources/types';

const describeField = (name: string, f: FieldDefinition) => {
  const marks = `${f.required ? '*' : ''}${f.readOnly ? '°' : ''}${f.unique ? '!' : ''}`;
  const type = 'reference' in f ? `${f.type} → ${f.reference}` : f.type;
  const choices = 'choices' in f ? ` (${f.choices.join(', ')})` : '';
  const limit = f.type === 'images' ? ` (at most ${MAX_IMAGES})` : '';
  return `${name}${marks}: ${type}${choices}${limit}`;
};

/** The README's table of every resource and its fields, generated from the definitions. */
export const resourceFieldsTable = () =>
  [
    '| resource | fields (* required, ° read-only, ! unique) |',
    '|---|---|',
    ...resourceList.map((def) => {
      const label = catalogues.en.resources[def.name].name.split('||||').pop()?.trim();
      const fields = Object.entries(def.fields).map(([name, f]) => describeField(name, f));
      return `| \`${def.name}\` (${label}) | ${fields.join('; ')} |`;
    }),
  ].join('\n');
