// Entry of the app's HTTP server. React and React Router choose their production or development builds by
// NODE_ENV when first imported, so it is set here, before anything imports them (a plain `npm start` would
// otherwise render with React's slow development build).
process.env.NODE_ENV ??= 'production';

await import('./serve');

export {};
