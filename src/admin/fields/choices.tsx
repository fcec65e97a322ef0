import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useFieldValue, useResourceContext, useTranslate } from 'react-admin';

/** `[{id: 'sea', name: 'resources.rooms.choices.view.sea'}]`: react-admin translates the names. */
export const choicesOf = (resource: string, source: string, values: readonly string[]) =>
  values.map((id) => ({ id, name: `resources.${resource}.choices.${source}.${id}` }));

/** The values of a multiSelect field as chips, each translated. */
export const ChoiceChipsField = ({ source }: { source: string }) => {
  const value = useFieldValue({ source });
  const resource = useResourceContext();
  const translate = useTranslate();
  if (!Array.isArray(value) || value.length === 0) return null;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {value.map((v) => (
        <Chip key={String(v)} size="small" label={translate(`resources.${resource}.choices.${source}.${String(v)}`, { _: String(v) })} />
      ))}
    </Stack>
  );
};
