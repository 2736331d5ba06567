// One file per area (docs/adr-migrations.md); a new area adds its file and one line here.
export * from './session.ts';
export * from './columns.ts';
export * from './lists.ts';
export * from './article.ts';
export * from './account.ts';
export * from './pictures.ts';
export * from './subscription.ts';
export * from './reporter.ts';
export * from './leader.ts';
export * from './activity.ts';
export * from './search.ts';
export * from './live.ts';
export * from './interaction.ts';
export * from './points.ts';
export * from './invite.ts';
export * from './media.ts';
export * from './topic.ts';
