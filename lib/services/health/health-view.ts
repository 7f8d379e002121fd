// What the health check answers, as a type only (a view file holds no code).
export type { HealthReport } from './check-health';
