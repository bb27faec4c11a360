// `npm run dev`: Dar with the web app's sources served through Vite (changes show at once, with
// React's state kept), the API as `npm start` serves it. For development only.
process.env.NODE_ENV ??= 'development';
const { createServer } = await import('vite');
const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
const { serveOrExit } = await import('./serve.ts');
serveOrExit({ vite });
