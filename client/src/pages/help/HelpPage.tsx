import { useTranslation } from 'react-i18next';

const SECTIONS = ['start', 'offline', 'share', 'history'] as const;

/** The in-app help, shown when the deployment has no help site of its own (LINK_HELP). */
export function HelpPage() {
  const { t } = useTranslation();
  return (
    <article className="help-page">
      <h2>{t('help.title')}</h2>
      <p>{t('help.intro')}</p>
      {SECTIONS.map((s) => (
        <section key={s}>
          <h3>{t(`help.${s}Title`)}</h3>
          <p>{t(`help.${s}`)}</p>
        </section>
      ))}
      <p className="muted">{t('help.contact')}</p>
    </article>
  );
}
