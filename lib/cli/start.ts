import { serveApp } from './serve-app';

// `npm start`: the production build (rebuilt first when the source changed), in sandbox mode
// without DATABASE_URL (lib/cli/serve-app.ts).
serveApp('start');
