import './lead-form.css';
import {
  ApiError,
  LEAD_MESSAGES,
  LEAD_STEPS,
  type LeadCaptureInfo,
  type LeadStep,
  readableTextColour,
} from '@brokerdesk/contract/constants';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { embedUrl, youtubeVideoId } from '../../lib/video-link';
import { fetchLeadCaptureInfo, sendLead } from './lead-api';
import type { Errors } from './lead-fields';
import { AboutYouStep, EMPTY_DRAFT, type LeadDraft, ReasonStep, YourLoanStep } from './lead-steps';
import { stepErrors, stepOfField, toSubmit } from './lead-validate';

/*
 * /client/lead-capture/{brokerId}/{step} (docs/spec/settings-billing-admin.md §2 Lead Capture Form): the broker's
 * header, then one short step at a time, each its own address so Back in the browser works.
 */

function parsePath(pathname: string): { brokerId: number | null; step: LeadStep } {
  const m = /^\/client\/lead-capture\/([1-9]\d{0,9})(?:\/([\w-]+))?\/?$/.exec(pathname);
  const step = (LEAD_STEPS as readonly string[]).includes(m?.[2] ?? '') ? (m?.[2] as LeadStep) : 'primary-reason';
  return { brokerId: m ? Number(m[1]) : null, step };
}

const TITLES: Record<LeadStep, string> = {
  'primary-reason': 'What would you like to do?',
  'about-you': 'About you',
  'your-loan': 'Your loan',
  'thank-you': 'Thank you',
};

export function LeadCaptureApp() {
  const [{ brokerId, step }, setLocation] = useState(() => parsePath(window.location.pathname));
  const [info, setInfo] = useState<LeadCaptureInfo | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [draft, setDraft] = useState<LeadDraft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const [thanks, setThanks] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (brokerId === null) return setLoadError(LEAD_MESSAGES.notAvailable);
    fetchLeadCaptureInfo(brokerId)
      .then(setInfo)
      .catch((err) =>
        setLoadError(
          err instanceof ApiError && err.code === 'not_found' ? LEAD_MESSAGES.notAvailable : errorMessage(err),
        ),
      );
  }, [brokerId]);

  useEffect(() => {
    const onPop = () => setLocation(parsePath(window.location.pathname));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  // A step reached without the ones before it (a reload, a shared link) starts again at the first.
  const reachable =
    step === 'primary-reason' || (step === 'thank-you' ? thanks !== null : Boolean(draft.primary_reason));
  const shown: LeadStep = reachable ? step : 'primary-reason';

  useEffect(() => {
    document.title = info
      ? `${TITLES[shown]} | ${info.company || `${info.first_name} ${info.last_name}`}`
      : TITLES[shown];
  }, [info, shown]);

  const go = useCallback(
    (next: LeadStep, replace = false) => {
      if (brokerId === null) return;
      const url = `/client/lead-capture/${brokerId}/${next}`;
      if (replace) window.history.replaceState(null, '', url);
      else window.history.pushState(null, '', url);
      setLocation({ brokerId, step: next });
      setErrors({});
      window.scrollTo(0, 0);
      requestAnimationFrame(() => heading.current?.focus());
    },
    [brokerId],
  );

  // A field's error goes as soon as it is changed, so a mistake already fixed is not still shown.
  const set = (patch: Partial<LeadDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setErrors((e) => {
      const keys = Object.keys(patch).filter((k) => e[k]);
      if (!keys.length) return e;
      const next = { ...e };
      for (const k of keys) delete next[k];
      return next;
    });
  };

  // Leaving a field that has something in it checks that field alone, with the words Next would use.
  const check = (field: keyof LeadDraft) => {
    const value = draft[field];
    if (typeof value !== 'string' || !value.trim()) return;
    const message = stepErrors(shown, draft)[field];
    setErrors((e) => (message ? { ...e, [field]: message } : e));
  };

  const focusFirstError = (found: Errors) => {
    const first = Object.keys(found)[0];
    if (first) requestAnimationFrame(() => document.getElementById(first)?.focus());
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const found = stepErrors(shown, draft);
    setErrors(found);
    if (Object.keys(found).length) return focusFirstError(found);
    const index = LEAD_STEPS.indexOf(shown);
    if (shown !== 'your-loan') return go(LEAD_STEPS[index + 1] as LeadStep);
    if (!info || brokerId === null) return;
    setSending(true);
    try {
      const answer = await sendLead(brokerId, toSubmit(draft, info.form_token));
      setThanks(answer.message);
      go('thank-you', true);
    } catch (err) {
      const field = err instanceof ApiError ? err.field : undefined;
      const message = errorMessage(err);
      if (field && field !== 'form_token') {
        const back = stepOfField(field);
        if (back !== shown) go(back);
        setErrors({ [field]: message });
        focusFirstError({ [field]: message });
      } else {
        setErrors({ form: message });
      }
    } finally {
      setSending(false);
    }
  };

  if (loadError) {
    return (
      <main className="lc-page">
        <div className="lc-card lc-unavailable">
          <h1>Form not available</h1>
          <p role="alert">{loadError}</p>
        </div>
      </main>
    );
  }
  if (!info) {
    return (
      <main className="lc-page" aria-busy="true">
        <p className="lc-loading">Loading…</p>
      </main>
    );
  }

  return (
    <>
      <BrokerHeader info={info} />
      <main className="lc-page">
        <form className="lc-card" noValidate onSubmit={(e) => void onSubmit(e)}>
          <p className="lc-progress">{shown === 'thank-you' ? 'Sent' : `Step ${LEAD_STEPS.indexOf(shown) + 1} of 3`}</p>
          <h1 ref={heading} tabIndex={-1}>
            {shown === 'thank-you' ? 'Thank you' : `Talk to ${info.first_name || info.company} about your loan`}
          </h1>
          {shown === 'primary-reason' && <ReasonStep draft={draft} set={set} errors={errors} />}
          {shown === 'about-you' && <AboutYouStep draft={draft} set={set} errors={errors} check={check} />}
          {shown === 'your-loan' && <YourLoanStep draft={draft} set={set} errors={errors} info={info} />}
          {shown === 'thank-you' ? (
            <p className="lc-thanks" role="status">
              {thanks}
            </p>
          ) : (
            <>
              {errors.form && (
                <p className="lc-error" role="alert">
                  {errors.form}
                </p>
              )}
              <div className="lc-actions">
                {shown !== 'primary-reason' && (
                  <button type="button" className="lc-button lc-secondary" onClick={() => window.history.back()}>
                    Back
                  </button>
                )}
                <button type="submit" className="lc-button" disabled={sending}>
                  {shown === 'your-loan' ? (sending ? 'Sending…' : 'Send') : 'Next'}
                </button>
              </div>
            </>
          )}
        </form>
        <IntroVideo info={info} />
      </main>
    </>
  );
}

function BrokerHeader({ info }: { info: LeadCaptureInfo }) {
  const text = readableTextColour(info.header_background, info.header_text === 1 ? 'black' : 'white').hex;
  const name = `${info.first_name} ${info.last_name}`.trim();
  return (
    <header className="lc-header" style={{ background: info.header_background, color: text }}>
      {info.logo_url ? (
        <img className="lc-logo" src={info.logo_url} alt={info.company || name} />
      ) : (
        <span className="lc-company">{info.company || name}</span>
      )}
      <div className="lc-contact">
        {info.profile_image_url && <img className="lc-avatar" src={info.profile_image_url} alt="" />}
        <div>
          <div className="lc-name">{name}</div>
          {info.phone_display && (
            <a style={{ color: text }} href={`tel:${(info.phone_mobile || info.phone_office).replace(/\s/g, '')}`}>
              {info.phone_display}
            </a>
          )}
        </div>
      </div>
    </header>
  );
}

/** The broker's intro video, loaded only when asked for (the player is large and from another site). */
function IntroVideo({ info }: { info: LeadCaptureInfo }) {
  const [open, setOpen] = useState(false);
  const id = youtubeVideoId(info.video);
  if (!id) return null;
  return (
    <section className="lc-card lc-video" aria-label="Introduction video">
      {open ? (
        <iframe src={embedUrl(id)} title={`${info.first_name}'s introduction`} allowFullScreen />
      ) : (
        <button type="button" className="lc-button lc-secondary" onClick={() => setOpen(true)}>
          {info.first_name ? `Watch ${info.first_name}'s introduction video` : 'Watch the introduction video'}
        </button>
      )}
    </section>
  );
}
