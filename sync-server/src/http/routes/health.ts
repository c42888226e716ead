import type { NextFunction, Request, Response, Router } from 'express';
import { Code } from '../../../../shared/src/protocol/codes';
import { failure, ok } from '../../../../shared/src/protocol/envelope';
import { AppError } from '../../services/app-error';
import type { Health } from '../../services/health';

/**
 * GET /kapi/health for a load balancer (issue 12): 200 with each part's state when the node can
 * store and share changes, 503 (same body, status 1) when its database or its bus is down. No
 * session, no input: it says nothing about any account or document.
 */
export function healthRoute(router: Router, health: Health): void {
  router.get('/health', async (_req, res) => {
    const report = await health.report();
    const up = report.database === 'up' && report.bus !== 'down';
    if (up) res.json(ok(report));
    else res.status(503).json(failure(Code.UNAVAILABLE, 'unavailable', {}, report));
  });
}

/**
 * Every change (a POST) is refused with a clear message while the node cannot store or share
 * it, instead of failing halfway or being stored where the other nodes never see it.
 */
export function writeGate(health: Health) {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (req.method === 'POST' && !health.writable()) throw new AppError(Code.UNAVAILABLE, 'errors.unavailable', {}, {}, 503);
    next();
  };
}
