import { databaseTemplateDir } from './databaseTemplate';
import { writeDatabaseTemplate } from './databaseTemplateWriter';

// `npm run build`: the migrated, empty PGlite data folder a new data folder starts from (databaseTemplate.ts).
await writeDatabaseTemplate();
console.log(`PGlite template written to ${databaseTemplateDir()}`);
