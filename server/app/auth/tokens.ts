import { sha256Hex } from '../http/sha256';

/** An opaque bearer token: 256 random bits, base64url. */
export const newToken = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

/** Tokens are stored only as their SHA-256, so a database leak yields no usable session. */
export const hashToken = (token: string) => sha256Hex(token);
