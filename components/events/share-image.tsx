import { ImageResponse } from 'next/og';
import { formatWholeDollars, percentRaised, progressPercent } from '@/lib/rules/money';
import { toShareImageText } from './share-image-text';

// The 1200×630 picture that Open Graph and Twitter cards show for an event or fundraiser:
// its picture, its title and its progress toward the goal. Drawn by next/og (satori), which
// lays out with flexbox only and needs every box with several children to say so.

export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export type ShareImageProps = {
  siteName: string;
  /** "Event · Saturday, March 7" or "Fundraiser". */
  kicker: string;
  title: string;
  /** data: URL already cropped to 1200×630, or null for the plain background. */
  picture: string | null;
  targetFundCents: number;
  amountRaisedCents: number;
  /** False when the organizer hides the totals: the goal is shown without progress. */
  showTotals: boolean;
};

function ShareCard({
  siteName,
  kicker,
  title,
  picture,
  targetFundCents,
  amountRaisedCents,
  showTotals,
}: ShareImageProps) {
  const progress = progressPercent(amountRaisedCents, targetFundCents);
  const text = toShareImageText(title) || toShareImageText(siteName);
  return (
    <div
      style={{
        position: 'relative',
        display: 'flex',
        width: '100%',
        height: '100%',
        background: 'linear-gradient(135deg, #0b6464 0%, #0a5555 55%, #0e3b3b 100%)',
        color: '#ffffff',
        fontFamily: 'sans-serif',
      }}
    >
      {picture ? (
        // eslint-disable-next-line @next/next/no-img-element -- satori draws plain <img> only
        <img
          src={picture}
          alt=""
          width={SHARE_IMAGE_SIZE.width}
          height={SHARE_IMAGE_SIZE.height}
          style={{ position: 'absolute', top: 0, left: 0 }}
        />
      ) : null}
      <div
        style={{
          position: 'absolute',
          top: 0,
          left: 0,
          width: '100%',
          height: '100%',
          display: 'flex',
          background:
            'linear-gradient(180deg, rgba(6,36,36,0) 0%, rgba(6,36,36,0.25) 35%, rgba(6,36,36,0.88) 62%, rgba(6,36,36,0.96) 100%)',
        }}
      />
      <div
        style={{
          position: 'relative',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          width: '100%',
          padding: '48px 64px 56px',
        }}
      >
        <div style={{ display: 'flex' }}>
          <div
            style={{
              display: 'flex',
              padding: '8px 22px',
              borderRadius: 999,
              background: 'rgba(255,255,255,0.92)',
              color: '#0b6464',
              fontSize: 28,
            }}
          >
            {toShareImageText(siteName)}
          </div>
        </div>

        <div style={{ display: 'flex', flexDirection: 'column' }}>
          <div style={{ display: 'flex', fontSize: 28, color: '#d6ebe7', marginBottom: 12 }}>
            {toShareImageText(kicker)}
          </div>
          <div
            style={{
              display: 'block',
              fontSize: text.length > 48 ? 56 : 68,
              lineHeight: 1.1,
              marginBottom: 32,
              lineClamp: 2,
            }}
          >
            {text}
          </div>
          {showTotals ? (
            <div style={{ display: 'flex', flexDirection: 'column' }}>
              <div
                style={{
                  display: 'flex',
                  width: '100%',
                  height: 20,
                  borderRadius: 999,
                  background: 'rgba(255,255,255,0.3)',
                }}
              >
                <div
                  style={{
                    display: 'flex',
                    width: `${progress}%`,
                    height: 20,
                    borderRadius: 999,
                    background: '#f0a04b',
                  }}
                />
              </div>
              <div style={{ display: 'flex', justifyContent: 'space-between', marginTop: 16, fontSize: 34 }}>
                <div style={{ display: 'flex' }}>
                  {`${formatWholeDollars(amountRaisedCents)} raised of ${formatWholeDollars(targetFundCents)}`}
                </div>
                <div
                  style={{ display: 'flex', color: '#fcefdf' }}
                >{`${percentRaised(amountRaisedCents, targetFundCents)}%`}</div>
              </div>
            </div>
          ) : (
            <div style={{ display: 'flex', fontSize: 34 }}>{`Goal ${formatWholeDollars(targetFundCents)}`}</div>
          )}
        </div>
      </div>
    </div>
  );
}

/** The PNG response of a share image. */
export function renderShareImage(props: ShareImageProps, init?: { headers?: Record<string, string> }) {
  return new ImageResponse(<ShareCard {...props} />, { ...SHARE_IMAGE_SIZE, headers: init?.headers });
}
