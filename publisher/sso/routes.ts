import type { FastifyInstance } from 'fastify';
import type { PublisherContext } from '../context.ts';

export function registerSso(_app: FastifyInstance, _ctx: PublisherContext): void {}
