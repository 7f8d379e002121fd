// /indie_campaign/{indieCampaignId}/twitter-image: the same picture as the Open Graph one.
export { alt, size, contentType, default } from './opengraph-image';
