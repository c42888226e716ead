import { useCallback, useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '../../../../shared/src/protocol/admin';
import type { RequestOf } from '../../../../shared/src/protocol/endpoints';
import { api } from '../../api/client';
import { userAtom } from '../../state/session';
import { toast } from '../../state/toasts';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { MemberDialog } from './MemberDialog';

type Change = Omit<RequestOf<'admin/update'>, 'uuid'>;

/** Accounts of this installation: membership, design-tool licence, disable, admin rights. */
export default function AdminPage() {
  const { t } = useTranslation();
  const me = useAtomValue(userAtom);
  const [keyword, setKeyword] = useState('');
  const [query, setQuery] = useState('');
  const [rows, setRows] = useState<AdminUser[] | null>(null);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [member, setMember] = useState<AdminUser | null>(null);
  const [disabling, setDisabling] = useState<AdminUser | null>(null);

  const load = useCallback((q: string, p: number) => {
    void api('admin/users', { keyword: q, page: p }).then(
      (res) => {
        setRows((prev) => (p === 1 ? res.rows : [...(prev ?? []), ...res.rows]));
        setTotal(res.total);
        setPage(p);
      },
      () => setRows((prev) => prev ?? []),
    );
  }, []);
  useEffect(() => load(query, 1), [load, query]);

  const nameOf = (u: AdminUser) => u.nickname || u.username || u.mobile;
  const update = async (u: AdminUser, change: Change, showError = true) => {
    const next = await api('admin/update', { uuid: u.uuid, ...change }, { showError });
    setRows((list) => list?.map((r) => (r.uuid === next.uuid ? next : r)) ?? null);
    toast('success', t('admin.saved', { name: nameOf(next) }));
  };
  const stateOf = (u: AdminUser) => (u.disabled ? 'disabled' : u.expired ? 'expired' : u.app_type === 0 ? 'member' : 'experience');

  if (me && !me.admin) {
    return (
      <section className="empty-state">
        <h2>{t('admin.notAdmin')}</h2>
      </section>
    );
  }
  return (
    <div className="desktop admin-page">
      <div className="desktop-toolbar">
        <h2>{t('admin.title')}</h2>
        <form
          className="toolbar-right"
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            setQuery(keyword.trim());
          }}
        >
          <input type="search" aria-label={t('admin.search')} placeholder={t('admin.search')} value={keyword} maxLength={32} onChange={(e) => setKeyword(e.target.value)} />
          <span className="muted">{t('admin.total', { count: total })}</span>
        </form>
      </div>
      {rows === null ? (
        <p className="muted">{t('app.loading')}</p>
      ) : rows.length === 0 ? (
        <section className="empty-state">
          <h2>{t('admin.empty')}</h2>
        </section>
      ) : (
        <table className="admin-table" data-testid="admin-users">
          <thead>
            <tr>
              <th>{t('admin.username')}</th>
              <th>{t('admin.nickname')}</th>
              <th>{t('admin.mobile')}</th>
              <th>{t('admin.state')}</th>
              <th>{t('admin.expires')}</th>
              <th>{t('admin.design')}</th>
              <th>{t('admin.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((u) => (
              <tr key={u.uuid} data-username={u.username}>
                <td>
                  {u.username || '—'} {u.admin && <span className="badge badge-member">{t('admin.adminBadge')}</span>}
                </td>
                <td>{u.nickname}</td>
                <td>{u.mobile || '—'}</td>
                <td>
                  <span className={`badge badge-${stateOf(u) === 'disabled' ? 'expired' : stateOf(u)}`} data-testid="state">
                    {t(`admin.${stateOf(u)}`)}
                  </span>
                </td>
                <td data-testid="expires">{u.expires}</td>
                <td>
                  <input type="checkbox" aria-label={t('admin.design')} checked={u.design} onChange={(e) => void update(u, { design: e.target.checked })} />
                </td>
                <td className="admin-actions">
                  <button type="button" className="link" onClick={() => setMember(u)}>
                    {t('admin.setMember')}
                  </button>
                  {u.uuid !== me?.uuid && (
                    <>
                      <button type="button" className="link" onClick={() => void update(u, { admin: !u.admin })}>
                        {u.admin ? t('admin.removeAdmin') : t('admin.makeAdmin')}
                      </button>
                      <button type="button" className={u.disabled ? 'link' : 'link danger'} onClick={() => (u.disabled ? void update(u, { disabled: false }) : setDisabling(u))}>
                        {u.disabled ? t('admin.enable') : t('admin.disable')}
                      </button>
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {rows && rows.length < total && (
        <button type="button" className="block" onClick={() => load(query, page + 1)}>
          {t('admin.more')}
        </button>
      )}
      {member && <MemberDialog name={nameOf(member)} onSubmit={(days) => update(member, { member_days: days }, false)} onClose={() => setMember(null)} />}
      {disabling && (
        <ConfirmDialog
          title={t('admin.disable')}
          message={t('admin.confirmDisable', { name: nameOf(disabling) })}
          danger
          onConfirm={() => void update(disabling, { disabled: true })}
          onClose={() => setDisabling(null)}
        />
      )}
    </div>
  );
}
