/**
 * Hands a fetched file to the browser. Private files come as Blobs (see `requestBlob`), since a plain link
 * would not carry the bearer token; their object URLs are released a while later rather than at once,
 * because some browsers (and a new tab) still read them after the call returns.
 */
const release = (url: string) => setTimeout(() => URL.revokeObjectURL(url), 60_000);

/** Hands a file to the browser to save under `fileName` (an invoice, a document). */
export const saveBlob = (blob: Blob, fileName: string) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  release(url);
};

/** Opens a file in a new tab (a travel document's scan). */
export const openBlob = (blob: Blob) => {
  const url = URL.createObjectURL(blob);
  window.open(url, '_blank', 'noopener');
  release(url);
};
