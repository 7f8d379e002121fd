// The id guard lives with the rules (lib/rules/ids.ts); kept here for the services that import it.
export { isPlausibleId } from '@/lib/rules/ids';
