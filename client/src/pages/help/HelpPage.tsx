import { useTranslation } from 'react-i18next';
import { helpSections } from './help-text';

/** The in-app help, shown when the deployment has no help site of its own (LINK_HELP). */
export function HelpPage() {
  const { t } = useTranslation();
  return (
    <article className="help-page">
      <h2>{t('help.title')}</h2>
      <p>{t('help.intro')}</p>
      {helpSections(t).map((s) => (
        <section key={s.id}>
          <h3>{s.title}</h3>
          <p>{s.text}</p>
        </section>
      ))}
      <p className="muted">{t('help.contact')}</p>
    </article>
  );
}
