// Gallery videos: YouTube and Vimeo links play in an iframe that is only created when the
// visitor presses play (no third-party script or cookie before that); any other address is
// offered as a plain link.

export type VideoEmbed = { provider: 'YouTube' | 'Vimeo'; embedUrl: string };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

function youTubeId(url: URL): string | null {
  const host = url.hostname.replace(/^(www\.|m\.|music\.)/, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.split('/')[1] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [first, second] = url.pathname.split('/').filter(Boolean);
    if (first === 'watch') id = url.searchParams.get('v');
    else if (first === 'embed' || first === 'shorts' || first === 'live' || first === 'v') id = second ?? null;
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

function vimeoId(url: URL): string | null {
  const host = url.hostname.replace(/^www\./, '');
  if (host !== 'vimeo.com' && host !== 'player.vimeo.com') return null;
  const id = url.pathname
    .split('/')
    .filter(Boolean)
    .find((part) => /^\d+$/.test(part));
  return id ?? null;
}

/** The player address of a YouTube or Vimeo link (autoplaying, as it opens on a click), else null. */
export function videoEmbed(address: string): VideoEmbed | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const youTube = youTubeId(url);
  if (youTube)
    return { provider: 'YouTube', embedUrl: `https://www.youtube-nocookie.com/embed/${youTube}?autoplay=1&rel=0` };
  const vimeo = vimeoId(url);
  if (vimeo) return { provider: 'Vimeo', embedUrl: `https://player.vimeo.com/video/${vimeo}?autoplay=1&dnt=1` };
  return null;
}
