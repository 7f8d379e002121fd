import Papa from 'papaparse';
import { GENERAL_CAMPAIGN_ID } from '@/lib/rules/constants';
import { CSV_EMPTY, CSV_NEEDS_COLUMNS, YES_OR_NO } from '@/lib/rules/messages';
import type { OfflineBatchRowInput } from '@/lib/validation/offline-batch';

// The rows of the batch entry grid, and how a pasted or uploaded CSV becomes rows. The grid keeps
// what was typed (strings); the server checks it with the same schema (lib/validation/offline-batch).

export type GridRow = {
  key: string;
  firstName: string;
  lastName: string;
  amount: string;
  /** '' for the batch's campaign; a campaign id; '---General---' for the event itself; or a name from a CSV. */
  campaign: string;
  anonymous: boolean;
  message: string;
};

export type CampaignOption = { id: string; title: string };

let counter = 0;
export const newRowKey = () => `row-${Date.now().toString(36)}-${(counter++).toString(36)}`;

export const blankRow = (): GridRow => ({
  key: newRowKey(),
  firstName: '',
  lastName: '',
  amount: '',
  campaign: '',
  anonymous: false,
  message: '',
});

/** A row nobody has typed into yet: left out of what is checked and saved. */
export const isBlankRow = (row: GridRow) =>
  !row.firstName.trim() && !row.lastName.trim() && !row.amount.trim() && !row.message.trim() && !row.campaign;

/** What the preview and the save send for a row. */
export function toRowInput(row: GridRow): OfflineBatchRowInput {
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    amount: row.amount,
    anonymous: row.anonymous,
    message: row.message,
    campaign: row.campaign,
  };
}

type Field = 'firstName' | 'lastName' | 'name' | 'amount' | 'campaign' | 'anonymous' | 'message';

// Column names as people write them on a sheet, compared without case, spaces or punctuation.
const HEADERS: Record<string, Field> = {
  firstname: 'firstName',
  first: 'firstName',
  givenname: 'firstName',
  lastname: 'lastName',
  last: 'lastName',
  surname: 'lastName',
  familyname: 'lastName',
  name: 'name',
  fullname: 'name',
  donor: 'name',
  donorname: 'name',
  amount: 'amount',
  gift: 'amount',
  donation: 'amount',
  amountusd: 'amount',
  campaign: 'campaign',
  campaignid: 'campaign',
  campaignname: 'campaign',
  team: 'campaign',
  teamcampaign: 'campaign',
  individualcampaign: 'campaign',
  target: 'campaign',
  anonymous: 'anonymous',
  anon: 'anonymous',
  message: 'message',
  note: 'message',
  notes: 'message',
  memo: 'message',
  comment: 'message',
};

const YES = new Set(['yes', 'y', 'true', '1', 'x']);
const NO = new Set(['no', 'n', 'false', '0', '']);

/** "$1,200.50" → "1200.50": sheets often carry the dollar sign and thousands separators. */
export function cleanAmount(value: string): string {
  return value
    .trim()
    .replace(/^\$\s*/, '')
    .replace(/,(?=\d{3}\b)/g, '');
}

/** A campaign written by name or id, as the grid's select holds it: the id when one campaign has that name. */
export function campaignValue(value: string, campaigns: CampaignOption[]): string {
  const wanted = value.trim();
  if (!wanted) return '';
  if (wanted === GENERAL_CAMPAIGN_ID || campaigns.some((campaign) => campaign.id === wanted)) return wanted;
  const normalize = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
  const matches = campaigns.filter((campaign) => normalize(campaign.title) === normalize(wanted));
  return matches.length === 1 ? matches[0].id : wanted; // the server names the problem of anything else
}

/**
 * Rows from CSV text whose first line names the columns. Nothing is added when the columns are
 * missing or an Anonymous cell is neither yes nor no (a gift must never be shown with a name by
 * mistake): the problems come back instead, with their line numbers.
 */
export function rowsFromCsv(text: string, campaigns: CampaignOption[]): { rows: GridRow[]; problems: string[] } {
  const parsed = Papa.parse<Record<string, string>>(text.trim(), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.toLowerCase().replace(/[^a-z]/g, ''),
  });
  const fields = new Map<Field, string>();
  for (const header of parsed.meta.fields ?? []) {
    const field = HEADERS[header];
    if (field && !fields.has(field)) fields.set(field, header);
  }
  const hasNames = (fields.has('firstName') && fields.has('lastName')) || fields.has('name');
  if (!hasNames || !fields.has('amount')) return { rows: [], problems: [CSV_NEEDS_COLUMNS] };
  if (parsed.data.length === 0) return { rows: [], problems: [CSV_EMPTY] };

  const cell = (record: Record<string, string>, field: Field) => {
    const header = fields.get(field);
    return header ? (record[header] ?? '').trim() : '';
  };
  const problems: string[] = [];
  const rows = parsed.data.map((record, index) => {
    let firstName = cell(record, 'firstName');
    let lastName = cell(record, 'lastName');
    if (!fields.has('firstName') || !fields.has('lastName')) {
      // One name column: "Ana María López" → first "Ana María", last "López".
      const words = cell(record, 'name').split(/\s+/).filter(Boolean);
      lastName = words.length > 1 ? words[words.length - 1] : '';
      firstName = words.slice(0, words.length > 1 ? -1 : undefined).join(' ');
    }
    const anonymousCell = cell(record, 'anonymous').toLowerCase();
    if (!YES.has(anonymousCell) && !NO.has(anonymousCell))
      problems.push(`Line ${index + 2}: Anonymous: ${YES_OR_NO} ("${cell(record, 'anonymous')}")`);
    return {
      key: newRowKey(),
      firstName,
      lastName,
      amount: cleanAmount(cell(record, 'amount')),
      campaign: campaignValue(cell(record, 'campaign'), campaigns),
      anonymous: YES.has(anonymousCell),
      message: cell(record, 'message'),
    };
  });
  return problems.length > 0 ? { rows: [], problems } : { rows, problems };
}
