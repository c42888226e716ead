import { z } from 'zod';
import type { MessageKey } from '../i18n';
import { LUMINAIRE_CLASSES } from '../lighting/calc';
import { SDB_CCT_MAX, SDB_CCT_MIN, SDB_LAMPS_MAX, SDB_NAME_MAX, SDB_SCENES_MAX, SDB_SETS_MAX } from '../sdb/scene-trial';

// sdb/list, sdb/save, sdb/remove (issue 16): the scene trial tool's scene sets, kept with the
// account. A set is saved whole (room, lamps, scenes); at most 50 per account, 20 scenes × 30
// lamps per set (shared/src/sdb/scene-trial.ts).

const key = (k: MessageKey): string => k;
export { SDB_SETS_MAX };

const Name = z
  .string({ error: key('sdb.errors.nameRequired') })
  .transform((s, ctx) => {
    const name = s.normalize('NFC').replace(/\s+/gu, ' ').trim();
    if (name === '') ctx.addIssue({ code: 'custom', message: key('sdb.errors.nameRequired') });
    else if ([...name].length > SDB_NAME_MAX) ctx.addIssue({ code: 'custom', message: key('sdb.errors.nameTooLong') });
    return name;
  });

const size = z.number({ error: key('sdb.errors.roomSize') }).positive(key('sdb.errors.roomSize')).max(100, key('sdb.errors.roomSize'));

export const SdbRoomSchema = z
  .object({ length: size, width: size, height: size })
  .refine((r) => r.height > 0.85, { message: key('sdb.errors.roomSize'), path: ['height'] });

const unit = z.number({ error: key('sdb.errors.badLamp') }).min(0, key('sdb.errors.badLamp')).max(1, key('sdb.errors.badLamp'));

export const SdbLampSchema = z.object({
  key: z.string({ error: key('sdb.errors.badLamp') }).min(1, key('sdb.errors.badLamp')).max(64, key('sdb.errors.badLamp')),
  name: Name,
  flux: z.number({ error: key('sdb.errors.fluxPositive') }).positive(key('sdb.errors.fluxPositive')).max(1_000_000, key('sdb.errors.fluxPositive')),
  power: z.number({ error: key('sdb.errors.badLamp') }).min(0, key('sdb.errors.badLamp')).max(100_000, key('sdb.errors.badLamp')),
  luminaire: z.enum(LUMINAIRE_CLASSES, { error: key('sdb.errors.badLamp') }),
  product: z.string().max(64, key('sdb.errors.badLamp')).optional(),
  x: unit,
  y: unit,
});

export const SdbCellSchema = z.object({
  dim: z.number({ error: key('sdb.errors.dimRange') }).min(0, key('sdb.errors.dimRange')).max(100, key('sdb.errors.dimRange')),
  cct: z.number({ error: key('sdb.errors.cctRange') }).min(SDB_CCT_MIN, key('sdb.errors.cctRange')).max(SDB_CCT_MAX, key('sdb.errors.cctRange')),
});

export const SdbSceneSchema = z.object({ name: Name, cells: z.array(SdbCellSchema, { error: key('sdb.errors.cellsMismatch') }).max(SDB_LAMPS_MAX, key('sdb.errors.tooManyLamps')) });

export const SdbSetSchema = z
  .object({
    name: Name,
    room: SdbRoomSchema,
    lamps: z.array(SdbLampSchema, { error: key('sdb.errors.badLamp') }).max(SDB_LAMPS_MAX, key('sdb.errors.tooManyLamps')),
    scenes: z.array(SdbSceneSchema, { error: key('sdb.errors.cellsMismatch') }).max(SDB_SCENES_MAX, key('sdb.errors.tooManyScenes')),
  })
  .refine((s) => s.scenes.every((sc) => sc.cells.length === s.lamps.length), { message: key('sdb.errors.cellsMismatch'), path: ['scenes'] })
  .refine((s) => new Set(s.lamps.map((l) => l.key)).size === s.lamps.length, { message: key('sdb.errors.badLamp'), path: ['lamps'] });

const SetId = z.coerce.number({ error: key('sdb.errors.notFound') }).int(key('sdb.errors.notFound')).positive(key('sdb.errors.notFound'));

/** sdb/save: a new set without id, or the account's set of that id replaced. */
export const SdbSaveSchema = z.object({ id: SetId.optional(), set: SdbSetSchema });
export const SdbRemoveSchema = z.object({ id: SetId });

export const SdbStoredSchema = z.object({ id: z.number(), set: SdbSetSchema, updated_at: z.number() });
export type SdbStored = z.infer<typeof SdbStoredSchema>;
/** sdb/list: the account's sets, the latest changed first. */
export const SdbListSchema = z.array(SdbStoredSchema);
