import type { FastifyInstance } from 'fastify';
import type { PublisherContext } from '../context.ts';

export function registerImages(_app: FastifyInstance, _ctx: PublisherContext): void {}
