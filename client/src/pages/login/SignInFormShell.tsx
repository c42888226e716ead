import { useTranslation } from 'react-i18next';

/** The frame both sign-in forms share: fields, the server's refusal, the submit button. */
export function SignInFormShell(props: { onSubmit: () => void; busy: boolean; formError: string | null; children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <form
      className="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        props.onSubmit();
      }}
    >
      {props.children}
      {props.formError && (
        <div className="form-error" role="alert">
          {props.formError}
        </div>
      )}
      <button type="submit" className="primary block" disabled={props.busy}>
        {props.busy ? t('login.submitting') : t('login.submit')}
      </button>
    </form>
  );
}
