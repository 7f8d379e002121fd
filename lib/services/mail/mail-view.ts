// What the sandbox mailbox lists, as a type only (a view file holds no code).
export type { OutboxEmail } from './list-outbox';
