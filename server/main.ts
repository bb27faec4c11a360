// React renders pages several times faster in its production build, which it chooses by NODE_ENV
// when it is first imported: set before anything imports it (tests set NODE_ENV=test themselves).
process.env.NODE_ENV ??= 'production';
const { serveOrExit } = await import('./serve.ts');
serveOrExit();
