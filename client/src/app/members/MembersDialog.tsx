import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Colleague, MemberRole, Members } from '../../../../shared/src/protocol/members';
import { api, ApiError } from '../../api/client';
import { toast } from '../../state/toasts';
import { Avatar } from '../../ui/Avatar';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Dialog } from '../../ui/Dialog';
import { minuteText } from '../../ui/dates';
import { workspaceChanged } from '../workspace/changes';
import '../../styles/members.css';

interface Props {
  docId: string;
  /** the signed-in account's uuid: the owner manages the list, members see it */
  me: string;
  /** uuids of the people in the document right now (a dot beside them) */
  online?: ReadonlySet<string>;
  onClose: () => void;
}

/**
 * 协作成员 (issue 18): the owner adds a colleague by account name or mobile (or picks one of
 * their company), as 可编辑 or 仅查看, changes roles and removes people; members see the list
 * and may leave. Every change takes effect at once on the member's open editor.
 */
export function MembersDialog({ docId, me, online, onClose }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [members, setMembers] = useState<Members | null>(null);
  const [colleagues, setColleagues] = useState<Colleague[]>([]);
  const [account, setAccount] = useState('');
  const [role, setRole] = useState<MemberRole>('edit');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const isOwner = members?.owner.uuid === me;

  // read once per document: a refusal (no access any more) closes the dialog
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });
  useEffect(() => {
    void api('doc/member/find', { id: docId }).then(setMembers, () => closeRef.current());
  }, [docId]);
  useEffect(() => {
    if (isOwner) void api('doc/member/colleagues', { id: docId }, { showError: false }).then(setColleagues, () => setColleagues([]));
  }, [docId, isOwner, members]);

  const change = async (target: string, next: MemberRole | 'none', announce = false) => {
    setBusy(true);
    setError(null);
    try {
      const before = new Set(members?.members.map((m) => m.uuid));
      const after = await api('doc/member/set', { id: docId, account: target, role: next }, { showError: false });
      setMembers(after);
      const added = after.members.find((m) => !before.has(m.uuid));
      if (announce && added) toast('success', t('member.added', { name: added.nickname }));
      workspaceChanged();
      return true;
    } catch (err) {
      if (err instanceof ApiError) setError(err.message);
      return false;
    } finally {
      setBusy(false);
    }
  };
  const add = async (e: React.FormEvent) => {
    e.preventDefault();
    if (account.trim() === '') return setError(t('member.accountRequired'));
    if (await change(account.trim(), role, true)) setAccount('');
  };
  const leave = async () => {
    await api('doc/member/leave', { id: docId });
    toast('success', t('member.left'));
    workspaceChanged();
    onClose();
    navigate('/desktop?dir=shared');
  };

  const dot = (uuid: string) => (online?.has(uuid) ? <span className="online-dot" title={t('member.online')} aria-label={t('member.online')} /> : null);

  return (
    <Dialog title={t('member.title')} width={560} onClose={onClose} testId="members-dialog">
      {isOwner && (
        <form className="member-add" onSubmit={(e) => void add(e)} noValidate>
          <input
            aria-label={t('member.accountPlaceholder')}
            placeholder={t('member.accountPlaceholder')}
            value={account}
            maxLength={64}
            onChange={(e) => (setAccount(e.target.value), setError(null))}
          />
          <select aria-label={t('member.role')} value={role} onChange={(e) => setRole(e.target.value as MemberRole)}>
            <option value="edit">{t('member.edit')}</option>
            <option value="view">{t('member.view')}</option>
          </select>
          <button type="submit" className="primary" disabled={busy}>
            {t('member.add')}
          </button>
        </form>
      )}
      {error && (
        <div className="field-error" role="alert">
          {error}
        </div>
      )}
      {isOwner && colleagues.length > 0 && (
        <details className="member-colleagues">
          <summary>{t('member.fromCompany')}</summary>
          <ul>
            {colleagues.map((c) => (
              <li key={c.uuid}>
                <Avatar name={c.nickname} src={c.avatar} size={24} />
                <span className="member-name">
                  {c.nickname}
                  <span className="muted small">{c.account}</span>
                </span>
                <button type="button" className="link" disabled={busy} onClick={() => void change(c.uuid, role, true)}>
                  {t('member.add')}
                </button>
              </li>
            ))}
          </ul>
        </details>
      )}
      {!members ? (
        <p className="muted">{t('app.loading')}</p>
      ) : (
        <ul className="member-list" data-testid="member-list">
          <li data-member={members.owner.uuid}>
            <Avatar name={members.owner.nickname} src={members.owner.avatar} size={32} />
            <span className="member-name">
              <span>
                {members.owner.nickname}
                {dot(members.owner.uuid)}
              </span>
            </span>
            <span className="member-role">{t('member.owner')}</span>
          </li>
          {members.members.map((m) => (
            <li key={m.uuid} data-member={m.uuid}>
              <Avatar name={m.nickname} src={m.avatar} size={32} />
              <span className="member-name">
                <span>
                  {m.nickname}
                  {dot(m.uuid)}
                </span>
                <span className="muted small">
                  {m.account} · {t('member.addedAt', { time: minuteText(m.add_time) })}
                </span>
              </span>
              {isOwner ? (
                <>
                  <select aria-label={t('member.role')} value={m.role} disabled={busy} onChange={(e) => void change(m.uuid, e.target.value as MemberRole)}>
                    <option value="edit">{t('member.edit')}</option>
                    <option value="view">{t('member.view')}</option>
                  </select>
                  <button type="button" className="link danger" disabled={busy} onClick={() => void change(m.uuid, 'none')}>
                    {t('member.remove')}
                  </button>
                </>
              ) : (
                <span className="member-role">{t(`member.${m.role}`)}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      {members && members.members.length === 0 && <p className="muted small">{t('member.none')}</p>}
      {members && !isOwner && (
        <div className="member-footer">
          <span className="muted small">{t('member.ownerOnly')}</span>
          <button type="button" className="link danger" onClick={() => setLeaving(true)}>
            {t('member.leave')}
          </button>
        </div>
      )}
      {leaving && <ConfirmDialog title={t('member.leave')} message={t('member.leaveConfirm')} danger onConfirm={() => void leave()} onClose={() => setLeaving(false)} />}
    </Dialog>
  );
}
