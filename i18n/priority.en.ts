/** Ordering room types and add-on categories by drag and drop (`app.priority.*`). */
export const enPriority = {
  priority: {
    action: 'Change order',
    title: 'Order of %{name}',
    hint: "Drag a row by its handle, or use its Move up and Move down buttons. Agents' booking wizard shows them in this order.",
    drag: 'Drag %{name}',
    move_up: 'Move %{name} up',
    move_down: 'Move %{name} down',
    save: 'Save order',
    saved: 'Order saved',
    moved: '%{name} is now number %{position}',
    list_label: 'Records in order',
  },
};
