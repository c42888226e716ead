import { useTranslation } from 'react-i18next';
import type { Members } from '../../../../shared/src/protocol/members';
import type { Presence } from '../../sync/presence';
import { colourFor } from '../../sync/presence';

/** uuids of the people in the document right now (me included). */
export function onlineUuids(others: [number, Presence][], me: string): Set<string> {
  return new Set([me, ...others.map(([, p]) => p.user.uuid)]);
}

const MAX_SHOWN = 5;

interface Props {
  /** owner and members; null when unknown (offline): then only who is here shows */
  members: Members | null;
  /** the signed-in account (here, by definition) */
  me: { uuid: string; nickname: string };
  others: [number, Presence][];
  /** opens the members dialog */
  onOpen?: () => void;
}

/**
 * The people of a document in the editor's header: the owner and members, each with a dot
 * when they are here now (in their presence colour); anyone else present too. A click opens
 * the members dialog.
 */
export function MembersBar({ members, me, others, onOpen }: Props) {
  const { t } = useTranslation();
  const here = new Map<string, Pick<Presence, 'user' | 'idle'>>(others.map(([, p]) => [p.user.uuid, p] as const));
  here.set(me.uuid, { user: { uuid: me.uuid, name: me.nickname, color: colourFor(me.uuid) }, idle: false });
  const people = members ? [members.owner, ...members.members] : [];
  const listed = new Set(people.map((p) => p.uuid));
  const guests = [...here.values()].filter((p) => !listed.has(p.user.uuid));
  const all = [
    ...people.map((p) => ({ uuid: p.uuid, name: p.nickname, presence: here.get(p.uuid) })),
    ...guests.map((p) => ({ uuid: p.user.uuid, name: p.user.name, presence: p })),
  ].sort((a, b) => Number(Boolean(b.presence)) - Number(Boolean(a.presence)));
  // alone in a document nobody else may open: nothing to show
  if (all.length <= 1) return null;
  const shown = all.slice(0, MAX_SHOWN);
  return (
    <button type="button" className="members-bar" aria-label={t('member.title')} data-testid="presence" onClick={onOpen} disabled={!onOpen}>
      {shown.map((p) => (
        <span
          key={p.uuid}
          className={`presence-avatar${p.presence ? '' : ' away'}${p.presence?.idle ? ' idle' : ''}`}
          style={{ background: p.presence?.user.color ?? colourFor(p.uuid) }}
          title={`${p.name} · ${t(p.presence ? 'member.online' : 'member.offline')}`}
          data-online={p.presence ? 'true' : 'false'}
        >
          {p.name.slice(0, 1)}
          {p.presence && <span className="online-dot" aria-hidden="true" />}
        </span>
      ))}
      {all.length > MAX_SHOWN && <span className="presence-more">+{all.length - MAX_SHOWN}</span>}
    </button>
  );
}
