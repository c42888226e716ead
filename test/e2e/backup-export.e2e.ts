import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import JSZip from 'jszip';
import { signInPage } from '../helpers/browser';
import { newClient } from '../helpers/http';
import { DEVICES, signedInPage, startE2E, watchErrors, type E2E } from './fixtures';

// Settings → 导出全部文档 / 导入备份 (issue 19), in the real client: the download is a zip of the
// account's documents, and another account's import shows them on its desktop.

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E({ accounts: { exporter: '导出人', importer: '导入人' } });
});
afterAll(() => e2e.close());

describe('backup and export in settings', () => {
  it('exports all documents as a zip that another account imports as new documents', async () => {
    const http = newClient(e2e.server.url);
    await http.post('auth/login', { username: 'exporter', password: 'light2026' });
    const original = (await http.post<{ id: string }>('doc/create', { type: 'plan', template: 'blank', name: '展厅照明方案' })).data.id;

    const page = await signedInPage(e2e, 'exporter');
    const errors = watchErrors(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByTestId('account-trigger').click();
    await page.getByRole('menuitem', { name: '应用设置' }).click();
    const panel = page.getByTestId('backup-panel');
    await expect.poll(() => panel.getByRole('button', { name: '导出全部文档' }).isVisible()).toBe(true);
    await e2e.shot(page, 'backup-settings-desktop');
    const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: '导出全部文档' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^lightkit-documents-\d{8}\.zip$/);
    const file = await download.path();
    await expect.poll(() => panel.getByTestId('backup-note').innerText()).toMatch(/^已导出 /);
    const zip = await JSZip.loadAsync(readFileSync(file));
    expect(Object.keys(zip.files)).toContain(`documents/${original}/document.json`);

    // another account, on a phone: the import restores it as a new document on its desktop
    const context = await e2e.deviceContext(DEVICES.phone);
    const phone = await signInPage(context, 'importer', 'light2026');
    await phone.getByTestId('account-trigger').tap();
    await phone.getByRole('menuitem', { name: '应用设置' }).tap();
    const phonePanel = phone.getByTestId('backup-panel');
    const importButton = phonePanel.getByRole('button', { name: '导入备份' });
    await expect.poll(() => importButton.isVisible()).toBe(true);
    const box = (await importButton.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    // a file that is not an export is refused in words, and nothing is restored
    await phonePanel.getByTestId('backup-import-file').setInputFiles({ name: 'notes.zip', mimeType: 'application/zip', buffer: Buffer.from('not a zip') });
    await expect.poll(() => phonePanel.getByTestId('backup-note').innerText()).toBe('这不是 zip 文件：请选择“导出全部文档”得到的 zip');
    await phonePanel.getByTestId('backup-import-file').setInputFiles(file);
    await expect.poll(() => phonePanel.getByTestId('backup-note').innerText()).toBe('已恢复 1 个文档（0 张图片）');
    await e2e.shot(phone, 'backup-settings-phone');
    await phone.keyboard.press('Escape');
    await phone.goto('/kit/desktop?dir=mine');
    await expect.poll(() => phone.getByText('展厅照明方案').count()).toBeGreaterThan(0);
    const rows = (await (await context.request.get('/kapi/doc/find?page=1&dir=')).json()) as { data: { rows: { id: string; name: string }[] } };
    expect(rows.data.rows.map((r) => r.name)).toEqual(['展厅照明方案']);
    expect(rows.data.rows[0]!.id).not.toBe(original);
    expect(errors).toEqual([]);
  });
});
