import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { useCallback, useEffect, useRef, useState } from 'react';
import { authRequest } from '../../shared/request';
import { useT } from '../localeContext';

type Provider = 'turnstile' | 'hcaptcha';
/** `GET /api/auth/captcha`: what this form's captcha is. */
type CaptchaAnswer = { mode: 'off' } | { mode: 'altcha'; challenge: Challenge } | { mode: 'hosted'; provider: Provider; siteKey: string };
type State = 'loading' | 'solving' | 'solved' | 'failed' | 'off' | 'hosted';

/** The hosted services' documented explicit-render scripts and the global each defines. */
const SCRIPTS: Record<Provider, string> = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
  hcaptcha: 'https://js.hcaptcha.com/1/api.js?render=explicit',
};
interface WidgetApi {
  render(element: HTMLElement, options: { sitekey: string; callback: (token: string) => void; 'expired-callback': () => void }): string | number;
}
const widgetApi = (provider: Provider) => (window as unknown as Partial<Record<Provider, WidgetApi>>)[provider];

const loadScript = (src: string) =>
  new Promise<void>((resolve, reject) => {
    if (document.querySelector(`script[src="${src}"]`)) return resolve();
    const script = Object.assign(document.createElement('script'), { src, async: true, onload: () => resolve(), onerror: () => reject(new Error(src)) });
    document.head.append(script);
  });

/** The hosted service's own widget, by the resort's site key; its token is the form's `captcha`. */
const HostedWidget = ({ provider, siteKey, onToken, onFail }: { provider: Provider; siteKey: string; onToken: (token: string | undefined) => void; onFail: () => void }) => {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let gone = false;
    loadScript(SCRIPTS[provider])
      .then(() => {
        const api = widgetApi(provider);
        if (gone || !box.current) return;
        if (!api) throw new Error(`${provider} did not load`);
        api.render(box.current, { sitekey: siteKey, callback: (token) => onToken(token), 'expired-callback': () => onToken(undefined) });
      })
      .catch(() => !gone && onFail());
    return () => {
      gone = true;
    };
  }, [provider, siteKey, onToken, onFail]);
  return <div ref={box} />;
};

/**
 * The captcha of a public form: the built-in proof of work is solved in the page as soon as it opens
 * (the payer sees it being checked, then verified; nothing to click); a hosted one shows its widget;
 * off shows nothing. `token()` waits for a solve under way, so a quick submit still carries it;
 * `renew()` fetches a fresh challenge after a refused post (a solution is good once).
 */
export const useCaptcha = () => {
  const t = useT();
  const [round, setRound] = useState(0);
  const [state, setState] = useState<State>('loading');
  const [hosted, setHosted] = useState<{ provider: Provider; siteKey: string }>();
  const [error, setError] = useState<string>();
  const current = useRef<Promise<string | undefined>>(Promise.resolve(undefined));
  const hostedToken = useRef<string | undefined>(undefined);

  useEffect(() => {
    let gone = false;
    const controller = new AbortController();
    hostedToken.current = undefined;
    setState('loading');
    current.current = authRequest<CaptchaAnswer>('GET', '/captcha')
      .then(async (answer): Promise<string | undefined> => {
        if (gone) return undefined;
        if (answer.mode === 'off') return void setState('off');
        if (answer.mode === 'hosted') {
          setHosted({ provider: answer.provider, siteKey: answer.siteKey });
          setState('hosted');
          return undefined;
        }
        setState('solving');
        const solution = await solveChallenge({ challenge: answer.challenge, deriveKey, controller });
        if (gone) return undefined;
        if (!solution) return void setState('failed');
        setState('solved');
        return btoa(JSON.stringify({ challenge: answer.challenge, solution }));
      })
      .catch(() => {
        if (!gone) setState('failed');
        return undefined;
      });
    return () => {
      gone = true;
      controller.abort();
    };
  }, [round]);

  const renew = useCallback(() => setRound((n) => n + 1), []);
  const onHostedToken = useCallback((token: string | undefined) => {
    hostedToken.current = token;
    if (token) setError(undefined);
  }, []);
  const onHostedFail = useCallback(() => setState('failed'), []);
  const token = useCallback(async () => {
    setError(undefined);
    return (await current.current) ?? hostedToken.current;
  }, []);

  const element =
    state === 'off' ? null : (
      <Box sx={{ gridColumn: '1 / -1', my: 1 }} aria-label={t('app.captcha.label')} role="group">
        {state === 'hosted' && hosted && <HostedWidget provider={hosted.provider} siteKey={hosted.siteKey} onToken={onHostedToken} onFail={onHostedFail} />}
        {(state === 'loading' || state === 'solving') && (
          <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <CircularProgress size={16} aria-hidden />
            {t('app.captcha.solving')}
          </Typography>
        )}
        {state === 'solved' && (
          <Typography variant="body2" color="success.main" aria-live="polite" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <CheckCircleOutlined fontSize="small" aria-hidden />
            {t('app.captcha.solved')}
          </Typography>
        )}
        {state === 'failed' && (
          <Typography variant="body2" color="error" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            {t('app.captcha.failed_to_load')}
            <Button size="small" onClick={renew}>
              {t('app.captcha.retry')}
            </Button>
          </Typography>
        )}
        {error && <FormHelperText error>{error}</FormHelperText>}
      </Box>
    );
  return { element, token, renew, setError };
};
