// The worker registry: each `coursegraph worker` process has a Worker row, refreshed by its heartbeat with its
// figures, so the API and other processes see which workers are alive and what they do.
import crypto from 'node:crypto';
import os from 'node:os';
import type { Db } from '../../db/client.ts';

export function newWorkerId(): string {
  return `${os.hostname()}:${process.pid}:${crypto.randomBytes(3).toString('hex')}`;
}

export interface WorkerFigures {
  fetched: number;
  errors: number;
  pagesPerSecond: number;
  leasesHeld: number;
  runIds: number[];
}

export async function registerWorker(db: Db, id: string): Promise<void> {
  await db.worker.create({ data: { id, hostname: os.hostname(), pid: process.pid, runIds: [] } });
}

export async function heartbeat(db: Db, id: string, figures: WorkerFigures): Promise<void> {
  await db.worker.update({ where: { id }, data: { ...figures, heartbeatAt: new Date() } });
}

export async function markStopped(db: Db, id: string, figures: WorkerFigures): Promise<void> {
  await db.worker.update({ where: { id }, data: { ...figures, leasesHeld: 0, runIds: [], heartbeatAt: new Date(), stoppedAt: new Date() } });
}

/** A worker is alive while it has not stopped and its heartbeat is younger than this. */
export const workerStaleAfterMs = Number(process.env.WORKER_STALE_SECONDS || 60) * 1000;

export function isAlive(worker: { stoppedAt: Date | null; heartbeatAt: Date }, now = Date.now()): boolean {
  return !worker.stoppedAt && now - worker.heartbeatAt.getTime() < workerStaleAfterMs;
}

/** Whether any worker is alive: crawls are then enqueued for the workers instead of run in this process. */
export async function workersPresent(db: Db): Promise<boolean> {
  const n = await db.worker.count({ where: { stoppedAt: null, heartbeatAt: { gte: new Date(Date.now() - workerStaleAfterMs) } } });
  return n > 0;
}
