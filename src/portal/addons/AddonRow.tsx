import { yupResolver } from '@hookform/resolvers/yup';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { fieldErrorsOf } from '../api';
import { senOf } from '../credits/format';
import { Money } from '../money/Money';
import { useT } from '../PortalLocale';
import { addonKeys, addonsApi, type AgentAddonPrice } from './addonsApi';
import { sellingPriceSchema, type PriceInput, type PriceOutput } from './priceSchema';

const k = 'app.portalDocuments.addons';

const ringgit = (sen: number | null) => (sen === null ? undefined : sen / 100);

/** A saved margin: what the agent keeps per sale, in red with a word when it sells below the resort's price. */
const Margin = ({ sen, label }: { sen: number | null; label?: string }) => {
  const t = useT();
  if (sen === null) return <Typography variant="body2" color="text.secondary">{t(`${k}.not_set`)}</Typography>;
  return (
    <Box>
      <Typography variant="body2" color={sen < 0 ? 'error.main' : 'success.main'} sx={{ fontWeight: 600 }}>
        {label && `${label} `}
        <Money sen={sen} />
      </Typography>
      {sen < 0 && (
        <Typography variant="caption" color="error.main">
          {t(`${k}.below_cost`)}
        </Typography>
      )}
    </Box>
  );
};

/** One add-on with the agent's selling prices, edited in place and saved on their own. */
export const AddonRow = ({ addon }: { addon: AgentAddonPrice }) => {
  const t = useT();
  const queryClient = useQueryClient();
  const schema = useMemo(() => sellingPriceSchema(t), [t]);
  const [message, setMessage] = useState<{ ok: boolean; text: string }>();
  const hasChild = addon.childPrice !== null;
  const { register, handleSubmit, setError, formState } = useForm<PriceInput, unknown, PriceOutput>({
    resolver: yupResolver(schema),
    defaultValues: { sellingPrice: ringgit(addon.sellingPrice), childSellingPrice: ringgit(addon.childSellingPrice) },
  });

  const save = handleSubmit(async (values) => {
    setMessage(undefined);
    try {
      const saved = await addonsApi.save(addon.addonId, {
        sellingPrice: senOf(values.sellingPrice),
        childSellingPrice: hasChild && values.childSellingPrice !== undefined ? senOf(values.childSellingPrice) : null,
      });
      queryClient.setQueryData<AgentAddonPrice[]>(addonKeys.list, (list) => list?.map((a) => (a.addonId === saved.addonId ? saved : a)));
      setMessage({ ok: true, text: t(`${k}.saved`) });
    } catch (error) {
      const fields = fieldErrorsOf(error);
      let shown = false;
      for (const field of ['sellingPrice', 'childSellingPrice'] as const)
        if (fields[field]) {
          setError(field, { message: fields[field] });
          shown = true;
        }
      if (!shown) setMessage({ ok: false, text: error instanceof Error && error.message ? error.message : t(`${k}.save_failed`) });
    }
  });
  const onEnter = (event: KeyboardEvent) => {
    if (event.key === 'Enter') void save();
  };

  const priceField = (name: 'sellingPrice' | 'childSellingPrice', label: string) => {
    const error = formState.errors[name]?.message;
    return (
      <TextField
        {...register(name)}
        label={label}
        size="small"
        autoComplete="off"
        required={name === 'sellingPrice'}
        error={Boolean(error)}
        helperText={error}
        onKeyDown={onEnter}
        sx={{ width: 170 }}
        slotProps={{ input: { startAdornment: <InputAdornment position="start">RM</InputAdornment> }, htmlInput: { inputMode: 'decimal' } }}
      />
    );
  };

  return (
    <TableRow>
      <TableCell component="th" scope="row" sx={{ minWidth: 220 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {addon.name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {addon.category}
        </Typography>
      </TableCell>
      <TableCell>{t(`${k}.price_types.${addon.priceType}`, { _: addon.priceType })}</TableCell>
      <TableCell align="right">
        <Typography variant="body2">
          <Money sen={addon.price} />
        </Typography>
        {addon.childPrice !== null && (
          <Typography variant="caption" color="text.secondary">
            {`${t(`${k}.child`)} `}
            <Money sen={addon.childPrice} />
          </Typography>
        )}
      </TableCell>
      <TableCell>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, py: 0.5 }}>
          {priceField('sellingPrice', t(`${k}.selling_label`))}
          {hasChild && priceField('childSellingPrice', t(`${k}.child_selling_label`))}
        </Box>
      </TableCell>
      <TableCell>
        <Margin sen={addon.margin} />
        {hasChild && addon.childMargin !== null && <Margin sen={addon.childMargin} label={t(`${k}.child`)} />}
      </TableCell>
      <TableCell>
        <Button variant="contained" size="small" onClick={() => void save()} disabled={formState.isSubmitting}>
          {t(`${k}.save`)}
        </Button>
        <Typography role="status" variant="caption" component="div" color={message?.ok === false ? 'error.main' : 'success.main'} sx={{ mt: 0.5, minHeight: 20 }}>
          {message?.text}
        </Typography>
      </TableCell>
    </TableRow>
  );
};
