// The baseline: a bare Fastify hello-world, run as its own process like the real server.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 3201) });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
