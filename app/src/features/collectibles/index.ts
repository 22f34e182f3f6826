// Public face of the collectibles feature. The router lazy-loads ./CollectiblesPage.tsx directly so the page is its own chunk:
// keep the file name, or update app/src/app/routes/routes.tsx.
// Pages are not re-exported here: a feature importing this index would load them (app/src/bundle-rules.test.ts).
