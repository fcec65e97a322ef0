import { DndContext, KeyboardSensor, PointerSensor, useDraggable, useDroppable, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DragIndicator from '@mui/icons-material/DragIndicator';
import SwapVert from '@mui/icons-material/SwapVert';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import MuiButton from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Button, useCanAccess, useGetList, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { ResourceDefinition } from '../../../resources/types';
import { request } from '../../shared/request';

/** One page of the list API (its largest); room types and add-on categories are a few dozen at most. */
const MAX_RECORDS = 1000;

interface Ordered {
  id: string;
  name: string;
}

/** `items` with the one at `from` moved to `to`. */
export const moved = <T,>(items: readonly T[], from: number, to: number): T[] => {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
};

const Row = ({ item, index, count, onMove }: { item: Ordered; index: number; count: number; onMove: (from: number, to: number) => void }) => {
  const translate = useTranslate();
  const { attributes, listeners, setNodeRef: dragRef, transform, isDragging } = useDraggable({ id: item.id });
  const { setNodeRef: dropRef, isOver } = useDroppable({ id: item.id });
  return (
    <Box
      component="li"
      ref={dropRef}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        py: 0.5,
        px: 1,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: isOver ? 'action.hover' : 'background.paper',
      }}
    >
      <Box
        ref={dragRef}
        {...attributes}
        {...listeners}
        aria-label={translate('app.priority.drag', { name: item.name })}
        sx={{ display: 'flex', cursor: 'grab', touchAction: 'none', opacity: isDragging ? 0.5 : 1, transform: transform ? `translate3d(0, ${transform.y}px, 0)` : undefined }}
      >
        <DragIndicator fontSize="small" />
      </Box>
      <Typography sx={{ width: 32, color: 'text.secondary' }}>{index + 1}.</Typography>
      <Typography sx={{ flex: 1 }}>{item.name}</Typography>
      <IconButton size="small" aria-label={translate('app.priority.move_up', { name: item.name })} disabled={index === 0} onClick={() => onMove(index, index - 1)}>
        <ArrowUpward fontSize="small" />
      </IconButton>
      <IconButton size="small" aria-label={translate('app.priority.move_down', { name: item.name })} disabled={index === count - 1} onClick={() => onMove(index, index + 1)}>
        <ArrowDownward fontSize="small" />
      </IconButton>
    </Box>
  );
};

const OrderDialog = ({ def, onClose }: { def: ResourceDefinition; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { data, isPending, error } = useGetList<{ id: string; name: string; priority: number }>(def.name, {
    pagination: { page: 1, perPage: MAX_RECORDS },
    sort: { field: 'priority', order: 'ASC' },
  });
  const [items, setItems] = useState<Ordered[] | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [saving, setSaving] = useState(false);
  // Ties in priority (new records start at 0) are shown by name, as the lists show them.
  useEffect(() => {
    if (data && items === null) setItems([...data].sort((a, b) => a.priority - b.priority || a.name.localeCompare(b.name)).map(({ id, name }) => ({ id, name })));
  }, [data, items]);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor));
  const move = (from: number, to: number) => {
    if (!items || to < 0 || to >= items.length || from === to) return;
    setItems(moved(items, from, to));
    setAnnouncement(translate('app.priority.moved', { name: items[from].name, position: to + 1 }));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!items || !over) return;
    move(items.findIndex((i) => i.id === active.id), items.findIndex((i) => i.id === over.id));
  };
  const save = async () => {
    if (!items) return;
    setSaving(true);
    try {
      await request({ method: 'PUT', path: `/${def.name}/priority`, payload: { ids: items.map((i) => i.id) } });
      notify('app.priority.saved', { type: 'success' });
      refresh();
      onClose();
    } catch (e) {
      notify(e instanceof Error && e.message ? e.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setSaving(false);
    }
  };
  const name = translate(`resources.${def.name}.name`, { smart_count: 2 });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="priority-title">
      <DialogTitle id="priority-title">{translate('app.priority.title', { name })}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('app.priority.hint')}
        </Typography>
        {isPending ? <LinearProgress /> : null}
        {error ? <Alert severity="error">{error.message}</Alert> : null}
        {items ? (
          <DndContext sensors={sensors} onDragEnd={onDragEnd}>
            <Box component="ol" aria-label={translate('app.priority.list_label')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {items.map((item, index) => (
                <Row key={item.id} item={item} index={index} count={items.length} onMove={move} />
              ))}
            </Box>
          </DndContext>
        ) : null}
        <Box role="status" aria-live="polite" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
          {announcement}
        </Box>
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onClose}>{translate('ra.action.cancel')}</MuiButton>
        <MuiButton variant="contained" onClick={() => void save()} disabled={!items || saving}>
          {translate('app.priority.save')}
        </MuiButton>
      </DialogActions>
    </Dialog>
  );
};

/** "Change order" on a list whose records have a `priority`: shown to staff who may edit the resource. */
export const PriorityOrderButton = ({ def }: { def: ResourceDefinition }) => {
  const [open, setOpen] = useState(false);
  const { canAccess } = useCanAccess({ resource: def.name, action: 'edit' });
  if (!canAccess) return null;
  return (
    <>
      <Button label="app.priority.action" onClick={() => setOpen(true)}>
        <SwapVert />
      </Button>
      {open ? <OrderDialog def={def} onClose={() => setOpen(false)} /> : null}
    </>
  );
};
