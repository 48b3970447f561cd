// The application menu: the dashboard's tabs with shortcuts, the usual Edit/View/Window roles, API docs and the data folder.
import { app, Menu, shell, type MenuItemConstructorOptions } from 'electron';

export interface MenuDeps {
  navigate(tab: 'forecast' | 'portfolios' | 'watches' | 'scoreboard' | 'settings'): void;
  docsUrl: string;
  dataDir: string;
}

export function installMenu(deps: MenuDeps): void {
  const mac = process.platform === 'darwin';
  const go = (label: string, tab: Parameters<MenuDeps['navigate']>[0], accelerator: string): MenuItemConstructorOptions => ({
    label,
    accelerator,
    click: () => deps.navigate(tab),
  });
  const template: MenuItemConstructorOptions[] = [
    ...(mac ? [{ role: 'appMenu' as const }] : []),
    {
      label: 'File',
      submenu: [go('Settings…', 'settings', 'CmdOrCtrl+,'), { type: 'separator' }, mac ? { role: 'close' } : { role: 'quit' }],
    },
    { role: 'editMenu' },
    {
      label: 'View',
      submenu: [
        go('Forecast', 'forecast', 'CmdOrCtrl+1'),
        go('Portfolios', 'portfolios', 'CmdOrCtrl+2'),
        go('Watches', 'watches', 'CmdOrCtrl+3'),
        go('Scoreboard', 'scoreboard', 'CmdOrCtrl+4'),
        go('Settings', 'settings', 'CmdOrCtrl+5'),
        { type: 'separator' },
        { role: 'reload' },
        { role: 'toggleDevTools' },
        { type: 'separator' },
        { role: 'resetZoom' },
        { role: 'zoomIn' },
        { role: 'zoomOut' },
        { type: 'separator' },
        { role: 'togglefullscreen' },
      ],
    },
    { role: 'windowMenu' },
    {
      role: 'help',
      submenu: [
        { label: 'API documentation', click: () => void shell.openExternal(deps.docsUrl) },
        { label: 'Open the data folder', click: () => void shell.openPath(deps.dataDir) },
        { type: 'separator' },
        { label: `Hazardcast ${app.getVersion()}`, enabled: false },
      ],
    },
  ];
  Menu.setApplicationMenu(Menu.buildFromTemplate(template));
}
