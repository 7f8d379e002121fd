import { serveApp } from './serve-app';

// `npm run dev`: Next.js's development server (Turbopack; an edit shows on the next reload) on the
// same database and demo data as `npm start` (lib/cli/serve-app.ts).
serveApp('dev');
