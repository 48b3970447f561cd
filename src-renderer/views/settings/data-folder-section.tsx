// Where the database and the owner token live; the desktop app can open the folder.
import { Trans, useTranslation } from 'react-i18next';
import type { AppSettingsView } from '../../api/settings';
import { CopyField } from '../../components/copy-field';

export function DataFolderSection(props: { settings: AppSettingsView; openDataFolder?: () => void }) {
  const { t } = useTranslation();
  const s = props.settings;
  return (
    <section className="card settings-section" aria-labelledby="data-title" data-testid="data-section">
      <h3 id="data-title">{t('dataFolder.title')}</h3>
      <CopyField label={t('dataFolder.lives')} value={s.dataDir} testId="data-dir" />
      {props.openDataFolder && (
        <button type="button" className="btn btn-small" onClick={props.openDataFolder} data-testid="open-data-dir">
          {t('dataFolder.open')}
        </button>
      )}
      <p className="small muted">
        <Trans
          t={t}
          i18nKey="dataFolder.other"
          values={{ version: s.version }}
          components={{ flag: <code>--data-dir=&lt;path&gt;</code>, env: <code>HAZARDCAST_DATA_DIR</code> }}
        />
      </p>
    </section>
  );
}
