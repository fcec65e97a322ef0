import { fireEvent, screen, waitFor } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Clicks a report's "Export CSV" once it is enabled (it is disabled while the figures load: the file is of
 * the figures on screen) and answers the downloaded file's lines, without the byte-order mark.
 */
export const exportedCsvLines = async (wait: { timeout: number }) => {
  const saved: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    saved.push(blob as Blob);
    return 'blob:report';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  const exportCsv = screen.getByRole('button', { name: 'Export CSV' });
  await waitFor(() => expect(exportCsv).toBeEnabled(), wait);
  fireEvent.click(exportCsv);
  await waitFor(() => expect(saved).toHaveLength(1), wait);
  return (await saved[0].text()).replace(/^\uFEFF/, '').trim().split(/\r?\n/);
};
