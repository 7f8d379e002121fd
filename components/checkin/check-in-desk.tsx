'use client';

import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import buttonStyles from '@/components/ui/link-button.module.css';
import { apiCall } from '@/lib/client/api';
import { checkInCall, checkInCountsCall, checkInSearchCall, undoCheckInCall } from '@/lib/contracts/checkin';
import type { CheckInCounts, CheckInDesk, CheckInSearchRow } from '@/lib/services/checkin/checkin-view';
import styles from './check-in-desk.module.css';

// The door (CONTRACT §7), made for a phone: the camera reads QR codes (the browser's
// BarcodeDetector where it has one, jsQR over the video's frames elsewhere), a code can be typed,
// and a participant found by name or email. Each scan ends in one big panel: green with the
// name, category and shirt size; amber "Already checked in at 8:42"; red for a cancelled
// registration or a code of no ticket. The last check-in can be undone.

type Outcome =
  | { tone: 'ok'; title: string; person: Partial<CheckInSearchRow>; ticket: string }
  | { tone: 'already'; title: string; person: Partial<CheckInSearchRow> | null }
  | { tone: 'refused'; title: string; person: Partial<CheckInSearchRow> | null }
  | { tone: 'undone'; title: string; person: Partial<CheckInSearchRow> | null };

/** The same code read again within this many ms is the same scan. */
const SAME_SCAN_MS = 4000;
/** Frames looked at per second. */
const SCAN_EVERY_MS = 200;

const clock = (iso: string, timeZone: string) => {
  try {
    return new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone });
  } catch {
    return new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
  }
};

type Detector = { detect: (source: CanvasImageSource) => Promise<Array<{ rawValue: string }>> };

async function makeDetector(): Promise<Detector | null> {
  const Native = (
    globalThis as {
      BarcodeDetector?: (new (options: { formats: string[] }) => Detector) & {
        getSupportedFormats?: () => Promise<string[]>;
      };
    }
  ).BarcodeDetector;
  if (!Native) return null;
  try {
    const formats = (await Native.getSupportedFormats?.()) ?? [];
    return formats.includes('qr_code') ? new Native({ formats: ['qr_code'] }) : null;
  } catch {
    return null;
  }
}

export function CheckInDesk({ desk }: { desk: CheckInDesk }) {
  const eventId = desk.event.id;
  const timeZone = desk.event.timeZone;
  const [counts, setCounts] = useState<CheckInCounts>(desk.counts);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [lastOk, setLastOk] = useState<{ ticket: string; name: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [code, setCode] = useState('');
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<CheckInSearchRow[] | null>(null);
  const [camera, setCamera] = useState<'off' | 'starting' | 'on' | 'failed'>('off');
  /** The camera is wanted (its loop runs while this holds); `camera` says how it is doing. */
  const [scanning, setScanning] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const recentRef = useRef<{ code: string; at: number } | null>(null);
  const inFlightRef = useRef(false);

  const refreshCounts = useCallback(async () => {
    const answer = await apiCall(checkInCountsCall, { params: { eventId }, cache: 'no-store' });
    if (answer.ok) setCounts(answer.data);
  }, [eventId]);

  const lookUp = useCallback(
    async (ticket: string): Promise<CheckInSearchRow | null> => {
      const answer = await apiCall(checkInSearchCall, { params: { eventId }, query: { q: ticket }, cache: 'no-store' });
      return answer.ok ? (answer.data.participants.find((row) => row.ticket === ticket) ?? null) : null;
    },
    [eventId],
  );

  const checkIn = useCallback(
    async (raw: string) => {
      const ticket = raw.trim();
      if (!ticket || inFlightRef.current) return;
      inFlightRef.current = true;
      setBusy(true);
      try {
        const answer = await apiCall(checkInCall, { params: { eventId }, body: { ticket } });
        const token = /\/ticket\/([A-Za-z0-9_-]+)/.exec(ticket)?.[1] ?? ticket;
        if (answer.ok) {
          const { participant } = answer.data;
          const name = `${participant.firstName} ${participant.lastName}`;
          setOutcome({ tone: 'ok', title: name, person: { ...participant }, ticket: token });
          setLastOk({ ticket: token, name });
          void lookUp(token).then((row) =>
            row
              ? setOutcome((now) =>
                  now?.tone === 'ok' && now.ticket === token ? { ...now, person: { ...now.person, ...row } } : now,
                )
              : undefined,
          );
        } else if (answer.data.status === 'already') {
          const at = answer.data.checkedInAt ? clock(answer.data.checkedInAt, timeZone) : '';
          setOutcome({ tone: 'already', title: `Already checked in at ${at}`, person: await lookUp(token) });
        } else if (answer.data.status === 'cancelled') {
          setOutcome({ tone: 'refused', title: 'Cancelled registration', person: await lookUp(token) });
        } else if (answer.status === 404) {
          setOutcome({ tone: 'refused', title: 'Not a ticket for this event', person: null });
        } else {
          setOutcome({ tone: 'refused', title: answer.error, person: null });
        }
        await refreshCounts();
      } finally {
        inFlightRef.current = false;
        setBusy(false);
      }
    },
    [eventId, lookUp, refreshCounts, timeZone],
  );

  const undo = async () => {
    if (!lastOk) return;
    setBusy(true);
    const answer = await apiCall(undoCheckInCall, { params: { eventId, ticket: lastOk.ticket } });
    setBusy(false);
    setOutcome(
      answer.ok
        ? { tone: 'undone', title: `Undone: ${lastOk.name}`, person: null }
        : { tone: 'refused', title: answer.error, person: null },
    );
    setLastOk(null);
    await refreshCounts();
  };

  // The camera: frames read a few times a second; one code is one scan for a few seconds.
  const checkInRef = useRef(checkIn);
  useEffect(() => {
    checkInRef.current = checkIn;
  }, [checkIn]);

  useEffect(() => {
    if (!scanning) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    (async () => {
      try {
        const stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment', width: { ideal: 1280 }, height: { ideal: 720 } },
          audio: false,
        });
        if (stopped) {
          stream.getTracks().forEach((track) => track.stop());
          return;
        }
        streamRef.current = stream;
        const video = videoRef.current!;
        video.srcObject = stream;
        await video.play().catch(() => undefined);
        setCamera('on');
        const detector = await makeDetector();
        const jsQR = detector ? null : (await import('jsqr')).default;
        const canvas = document.createElement('canvas');
        const context = canvas.getContext('2d', { willReadFrequently: true });
        const look = async () => {
          if (stopped) return;
          let found: string | null = null;
          try {
            if (video.readyState >= 2 && video.videoWidth > 0) {
              if (detector) {
                found = (await detector.detect(video))[0]?.rawValue ?? null;
              } else if (jsQR && context) {
                const scale = Math.min(1, 640 / video.videoWidth);
                canvas.width = Math.round(video.videoWidth * scale);
                canvas.height = Math.round(video.videoHeight * scale);
                context.drawImage(video, 0, 0, canvas.width, canvas.height);
                const image = context.getImageData(0, 0, canvas.width, canvas.height);
                found = jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' })?.data ?? null;
              }
            }
          } catch {
            found = null;
          }
          const recent = recentRef.current;
          if (found && !(recent && recent.code === found && Date.now() - recent.at < SAME_SCAN_MS)) {
            recentRef.current = { code: found, at: Date.now() };
            await checkInRef.current(found);
          } else if (found && recent) {
            recent.at = Date.now();
          }
          if (!stopped) timer = setTimeout(look, SCAN_EVERY_MS);
        };
        void look();
      } catch {
        if (!stopped) {
          setCamera('failed');
          setScanning(false);
        }
      }
    })();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      streamRef.current?.getTracks().forEach((track) => track.stop());
      streamRef.current = null;
    };
  }, [scanning]);

  const startCamera = () => {
    setCamera('starting');
    setScanning(true);
  };

  const stopCamera = () => {
    setScanning(false);
    setCamera('off');
  };

  useEffect(() => () => streamRef.current?.getTracks().forEach((track) => track.stop()), []);

  const onCode = async (event: FormEvent) => {
    event.preventDefault();
    await checkIn(code);
    setCode('');
  };

  const onSearch = async (event: FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    if (!q) return;
    const answer = await apiCall(checkInSearchCall, { params: { eventId }, query: { q }, cache: 'no-store' });
    setResults(answer.ok ? answer.data.participants : []);
  };

  const checkInFromSearch = async (row: CheckInSearchRow) => {
    await checkIn(row.ticket);
    const answer = await apiCall(checkInSearchCall, {
      params: { eventId },
      query: { q: query.trim() },
      cache: 'no-store',
    });
    if (answer.ok) setResults(answer.data.participants);
  };

  const small = `${buttonStyles.button} ${buttonStyles.sm}`;
  return (
    <div className={styles.desk}>
      <p className={styles.counts} data-testid="checkin-counts" aria-live="polite">
        <strong>{counts.checkedIn}</strong> of <strong>{counts.registered}</strong> checked in
      </p>

      <section
        className={`${styles.result} ${outcome ? styles[outcome.tone] : styles.idle}`}
        data-testid="checkin-result"
        data-tone={outcome?.tone ?? 'idle'}
        role="status"
        aria-live="assertive"
      >
        {outcome ? (
          <>
            <p className={styles.resultTitle}>
              {outcome.tone === 'ok'
                ? '✓ '
                : outcome.tone === 'already'
                  ? '! '
                  : outcome.tone === 'refused'
                    ? '✕ '
                    : ''}
              {outcome.title}
            </p>
            {outcome.person && outcome.tone !== 'ok' ? (
              <p className={styles.resultName}>
                {outcome.person.firstName} {outcome.person.lastName}
              </p>
            ) : null}
            {outcome.person ? (
              <p className={styles.resultFacts}>
                {outcome.person.category}
                {outcome.person.shirtSize ? ` · Shirt ${outcome.person.shirtSize}` : ''}
              </p>
            ) : null}
          </>
        ) : (
          <p className={styles.resultTitle}>Ready to scan</p>
        )}
      </section>
      {lastOk ? (
        <button
          type="button"
          className={`${small} ${buttonStyles.secondary} ${styles.undo}`}
          onClick={undo}
          disabled={busy}
        >
          Undo check-in of {lastOk.name}
        </button>
      ) : null}

      <section className={styles.panel} aria-labelledby="camera-heading">
        <h2 id="camera-heading">Scan</h2>
        <video
          ref={videoRef}
          className={camera === 'on' ? styles.video : styles.videoHidden}
          muted
          playsInline
          data-testid="checkin-video"
        />
        {camera === 'failed' ? <p className={styles.note}>The camera could not start. Type the code instead.</p> : null}
        {camera === 'off' || camera === 'failed' ? (
          <button
            type="button"
            className={`${buttonStyles.button} ${buttonStyles.md} ${buttonStyles.primary} ${buttonStyles.block}`}
            onClick={startCamera}
          >
            Start camera
          </button>
        ) : (
          <button type="button" className={`${small} ${buttonStyles.secondary}`} onClick={stopCamera}>
            Stop camera
          </button>
        )}
        <form className={styles.row} onSubmit={onCode}>
          <label className="visually-hidden" htmlFor="ticket-code">
            Ticket code
          </label>
          <input
            id="ticket-code"
            className={styles.input}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            placeholder="Ticket code"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
          />
          <button type="submit" className={`${small} ${buttonStyles.primary}`} disabled={busy || !code.trim()}>
            Check in
          </button>
        </form>
      </section>

      <section className={styles.panel} aria-labelledby="search-heading">
        <h2 id="search-heading">Find by name or email</h2>
        <form className={styles.row} onSubmit={onSearch} role="search">
          <label className="visually-hidden" htmlFor="checkin-search">
            Name or email
          </label>
          <input
            id="checkin-search"
            className={styles.input}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Name or email"
            autoComplete="off"
          />
          <button type="submit" className={`${small} ${buttonStyles.secondary}`}>
            Search
          </button>
        </form>
        {results ? (
          results.length === 0 ? (
            <p className={styles.note}>Nobody found.</p>
          ) : (
            <ul className={styles.results} data-testid="checkin-results">
              {results.map((row) => (
                <li key={row.ticket} className={styles.person}>
                  <div>
                    <p className={styles.personName}>
                      {row.firstName} {row.lastName}
                    </p>
                    <p className={styles.personFacts}>
                      {row.category}
                      {row.shirtSize ? ` · Shirt ${row.shirtSize}` : ''} · {row.email}
                    </p>
                  </div>
                  {row.cancelled ? (
                    <span className={styles.badgeRefused}>Cancelled</span>
                  ) : row.checkedInAt ? (
                    <span className={styles.badgeDone}>In at {clock(row.checkedInAt, timeZone)}</span>
                  ) : (
                    <button
                      type="button"
                      className={`${small} ${buttonStyles.primary}`}
                      onClick={() => checkInFromSearch(row)}
                      disabled={busy}
                      aria-label={`Check in ${row.firstName} ${row.lastName}`}
                    >
                      Check in
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )
        ) : null}
      </section>
    </div>
  );
}
