// Where the database and the owner token live; the desktop app can open the folder.
import type { AppSettingsView } from '../../api/settings';
import { CopyField } from '../../components/copy-field';

export function DataFolderSection(props: { settings: AppSettingsView; openDataFolder?: () => void }) {
  const s = props.settings;
  return (
    <section className="card settings-section" aria-labelledby="data-title" data-testid="data-section">
      <h3 id="data-title">Data folder</h3>
      <CopyField label="The database and the owner token live in" value={s.dataDir} testId="data-dir" />
      {props.openDataFolder && (
        <button type="button" className="btn btn-small" onClick={props.openDataFolder} data-testid="open-data-dir">
          Open the folder
        </button>
      )}
      <p className="small muted">
        To use another folder, start Hazardcast with <code>--data-dir=&lt;path&gt;</code> or set <code>HAZARDCAST_DATA_DIR</code>. Hazardcast {s.version}.
      </p>
    </section>
  );
}
