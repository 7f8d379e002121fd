import { cardExpiration, type HostedCard } from '@/lib/validation/donation-record';

/**
 * Step 2 of the hosted-form gateway: posts the card from this browser straight to the gateway's
 * form-url (billing-cc-number, billing-cc-exp as MMYY, billing-cvv), which sends the browser on
 * to the redirect-url with token-id. The card never reaches our server. For any purchase.
 */
export function postCardToGateway(formUrl: string, card: HostedCard) {
  const post = document.createElement('form');
  post.method = 'post';
  post.action = formUrl;
  post.hidden = true;
  for (const [name, value] of [
    ['billing-cc-number', card.ccNumber],
    ['billing-cc-exp', cardExpiration(card)],
    ['billing-cvv', card.cvv ?? ''],
  ]) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    post.append(input);
  }
  document.body.append(post);
  post.submit();
}
