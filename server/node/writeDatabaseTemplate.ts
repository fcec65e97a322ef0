import { databaseTemplateFile, writeDatabaseTemplate } from './databaseTemplate';

// `npm run build`: the migrated, empty PGlite database a new data folder starts from (databaseTemplate.ts).
await writeDatabaseTemplate();
console.log(`PGlite template written to ${databaseTemplateFile()}`);
