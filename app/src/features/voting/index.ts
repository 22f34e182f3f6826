// Public face of the voting feature. The router lazy-loads each page file directly so each is its own chunk:
// keep the file names, or update app/src/app/routes/routes.tsx.
// Pages are not re-exported here: a feature importing this index would load them (app/src/bundle-rules.test.ts).
