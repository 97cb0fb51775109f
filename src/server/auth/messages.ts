import {
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  PASSWORD_TOO_LONG_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
  RATE_LIMITED_CODE,
} from '../../shared/auth.ts';
import type { MailLanguage } from '../mail/language.ts';

type Translated = Record<MailLanguage, string>;

/**
 * The better-auth errors people can meet while signing up, signing in (with a password or
 * a provider), verifying, resending the mail, reading the session and signing out. English
 * is better-auth's own wording (the tests hold it to that), except the password rules,
 * which are ours.
 */
const AUTH_ERRORS: ReadonlyMap<string, Translated> = new Map(
  Object.entries({
    INVALID_EMAIL_OR_PASSWORD: {
      en: 'Invalid email or password',
      es: 'Correo electrónico o contraseña incorrectos',
      fr: 'E-mail ou mot de passe incorrect',
      de: 'E-Mail-Adresse oder Passwort ist falsch',
    },
    EMAIL_NOT_VERIFIED: {
      en: 'Email not verified',
      es: 'Correo electrónico no verificado',
      fr: 'Adresse e-mail non vérifiée',
      de: 'E-Mail-Adresse nicht bestätigt',
    },
    INVALID_EMAIL: {
      en: 'Invalid email',
      es: 'Correo electrónico no válido',
      fr: 'Adresse e-mail invalide',
      de: 'Ungültige E-Mail-Adresse',
    },
    INVALID_PASSWORD: {
      en: 'Invalid password',
      es: 'Contraseña no válida',
      fr: 'Mot de passe invalide',
      de: 'Ungültiges Passwort',
    },
    PASSWORD_TOO_SHORT: {
      en: PASSWORD_TOO_SHORT_MESSAGE,
      es: `La contraseña debe tener al menos ${MIN_PASSWORD_LENGTH} caracteres`,
      fr: `Le mot de passe doit contenir au moins ${MIN_PASSWORD_LENGTH}\u00a0caractères`,
      de: `Das Passwort muss mindestens ${MIN_PASSWORD_LENGTH} Zeichen lang sein`,
    },
    PASSWORD_TOO_LONG: {
      en: PASSWORD_TOO_LONG_MESSAGE,
      es: `La contraseña no puede tener más de ${MAX_PASSWORD_LENGTH} caracteres`,
      fr: `Le mot de passe ne peut pas dépasser ${MAX_PASSWORD_LENGTH}\u00a0caractères`,
      de: `Das Passwort darf höchstens ${MAX_PASSWORD_LENGTH} Zeichen lang sein`,
    },
    USER_ALREADY_EXISTS: {
      en: 'User already exists.',
      es: 'El usuario ya existe.',
      fr: 'Cet utilisateur existe déjà.',
      de: 'Dieser Benutzer existiert bereits.',
    },
    USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: {
      en: 'User already exists. Use another email.',
      es: 'El usuario ya existe. Usa otro correo electrónico.',
      fr: 'Cet utilisateur existe déjà. Utilisez une autre adresse e-mail.',
      de: 'Dieser Benutzer existiert bereits. Verwende eine andere E-Mail-Adresse.',
    },
    FAILED_TO_CREATE_USER: {
      en: 'Failed to create user',
      es: 'No se pudo crear el usuario',
      fr: 'Impossible de créer l’utilisateur',
      de: 'Der Benutzer konnte nicht erstellt werden',
    },
    FAILED_TO_CREATE_SESSION: {
      en: 'Failed to create session',
      es: 'No se pudo crear la sesión',
      fr: 'Impossible de créer la session',
      de: 'Die Sitzung konnte nicht erstellt werden',
    },
    FAILED_TO_GET_SESSION: {
      en: 'Failed to get session',
      es: 'No se pudo obtener la sesión',
      fr: 'Impossible de récupérer la session',
      de: 'Die Sitzung konnte nicht abgerufen werden',
    },
    // Ours: the checks in front of deleting an account.
    CONFIRMATION_MISMATCH: {
      en: 'Type the e-mail address of your account to confirm.',
      es: 'Escribe la dirección de correo de tu cuenta para confirmar.',
      fr: 'Saisissez l’adresse e-mail de votre compte pour confirmer.',
      de: 'Gib zur Bestätigung die E-Mail-Adresse deines Kontos ein.',
    },
    SIGN_IN_AGAIN: {
      en: 'Sign in again to confirm it is you, then try again within 10 minutes.',
      es: 'Vuelve a iniciar sesión para confirmar que eres tú y repítelo en los próximos 10 minutos.',
      fr: 'Reconnectez-vous pour confirmer votre identité, puis réessayez dans les 10\u00a0minutes.',
      de: 'Melde dich erneut an, um zu bestätigen, dass du es bist, und versuche es innerhalb von 10 Minuten noch einmal.',
    },
    INVALID_TOKEN: {
      en: 'Invalid token',
      es: 'Token no válido',
      fr: 'Jeton invalide',
      de: 'Ungültiges Token',
    },
    TOKEN_EXPIRED: {
      en: 'Token expired',
      es: 'El token ha caducado',
      fr: 'Le jeton a expiré',
      de: 'Das Token ist abgelaufen',
    },
    USER_NOT_FOUND: {
      en: 'User not found',
      es: 'Usuario no encontrado',
      fr: 'Utilisateur introuvable',
      de: 'Benutzer nicht gefunden',
    },
    INVALID_USER: {
      en: 'Invalid user',
      es: 'Usuario no válido',
      fr: 'Utilisateur invalide',
      de: 'Ungültiger Benutzer',
    },
    EMAIL_MISMATCH: {
      en: 'Email mismatch',
      es: 'El correo electrónico no coincide',
      fr: 'L’adresse e-mail ne correspond pas',
      de: 'Die E-Mail-Adresse stimmt nicht überein',
    },
    EMAIL_ALREADY_VERIFIED: {
      en: 'Email is already verified',
      es: 'El correo electrónico ya está verificado',
      fr: 'L’adresse e-mail est déjà vérifiée',
      de: 'Die E-Mail-Adresse ist bereits bestätigt',
    },
    VERIFICATION_EMAIL_NOT_ENABLED: {
      en: "Verification email isn't enabled",
      es: 'El correo de verificación no está activado',
      fr: 'L’e-mail de vérification n’est pas activé',
      de: 'Bestätigungs-E-Mails sind nicht aktiviert',
    },
    PROVIDER_NOT_FOUND: {
      en: 'Provider not found',
      es: 'Proveedor no encontrado',
      fr: 'Fournisseur introuvable',
      de: 'Anbieter nicht gefunden',
    },
    ID_TOKEN_NOT_SUPPORTED: {
      en: 'id_token not supported',
      es: 'id_token no es compatible',
      fr: 'id_token n’est pas pris en charge',
      de: 'id_token wird nicht unterstützt',
    },
    FAILED_TO_GET_USER_INFO: {
      en: 'Failed to get user info',
      es: 'No se pudo obtener la información del usuario',
      fr: 'Impossible de récupérer les informations de l’utilisateur',
      de: 'Die Benutzerinformationen konnten nicht abgerufen werden',
    },
    USER_EMAIL_NOT_FOUND: {
      en: 'User email not found',
      es: 'No se encontró el correo electrónico del usuario',
      fr: 'Adresse e-mail de l’utilisateur introuvable',
      de: 'E-Mail-Adresse des Benutzers nicht gefunden',
    },
    INVALID_ORIGIN: {
      en: 'Invalid origin',
      es: 'Origen no válido',
      fr: 'Origine invalide',
      de: 'Ungültiger Ursprung',
    },
    MISSING_OR_NULL_ORIGIN: {
      en: 'Missing or null Origin',
      es: 'Falta el origen o es nulo',
      fr: 'Origine manquante ou nulle',
      de: 'Ursprung fehlt oder ist null',
    },
    INVALID_CALLBACK_URL: {
      en: 'Invalid callbackURL',
      es: 'callbackURL no válida',
      fr: 'callbackURL invalide',
      de: 'Ungültige callbackURL',
    },
    INVALID_REDIRECT_URL: {
      en: 'Invalid redirectURL',
      es: 'redirectURL no válida',
      fr: 'redirectURL invalide',
      de: 'Ungültige redirectURL',
    },
    INVALID_ERROR_CALLBACK_URL: {
      en: 'Invalid errorCallbackURL',
      es: 'errorCallbackURL no válida',
      fr: 'errorCallbackURL invalide',
      de: 'Ungültige errorCallbackURL',
    },
    INVALID_NEW_USER_CALLBACK_URL: {
      en: 'Invalid newUserCallbackURL',
      es: 'newUserCallbackURL no válida',
      fr: 'newUserCallbackURL invalide',
      de: 'Ungültige newUserCallbackURL',
    },
    CALLBACK_URL_REQUIRED: {
      en: 'callbackURL is required',
      es: 'callbackURL es obligatoria',
      fr: 'callbackURL est obligatoire',
      de: 'callbackURL ist erforderlich',
    },
    CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: {
      en: 'Cross-site navigation login blocked. This request appears to be a CSRF attack.',
      es: 'Se ha bloqueado un inicio de sesión desde otro sitio. Esta solicitud parece un ataque CSRF.',
      fr: 'Connexion depuis un autre site bloquée. Cette requête ressemble à une attaque CSRF.',
      de: 'Anmeldung über eine andere Website blockiert. Diese Anfrage sieht nach einem CSRF-Angriff aus.',
    },
    VALIDATION_ERROR: {
      en: 'Validation Error',
      es: 'Error de validación',
      fr: 'Erreur de validation',
      de: 'Validierungsfehler',
    },
    MISSING_FIELD: {
      en: 'Field is required',
      es: 'Este campo es obligatorio',
      fr: 'Ce champ est obligatoire',
      de: 'Dieses Feld ist erforderlich',
    },
    FIELD_NOT_ALLOWED: {
      en: 'Field not allowed to be set',
      es: 'No se permite establecer este campo',
      fr: 'Ce champ ne peut pas être défini',
      de: 'Dieses Feld darf nicht gesetzt werden',
    },
    // Not in BASE_ERROR_CODES: thrown inline by better-auth's routes.
    EMAIL_PASSWORD_DISABLED: {
      en: 'Email and password is not enabled',
      es: 'El inicio de sesión con correo electrónico y contraseña no está activado',
      fr: 'La connexion par e-mail et mot de passe n’est pas activée',
      de: 'Die Anmeldung mit E-Mail-Adresse und Passwort ist nicht aktiviert',
    },
    EMAIL_PASSWORD_SIGN_UP_DISABLED: {
      en: 'Email and password sign up is not enabled',
      es: 'El registro con correo electrónico y contraseña no está activado',
      fr: 'L’inscription par e-mail et mot de passe n’est pas activée',
      de: 'Die Registrierung mit E-Mail-Adresse und Passwort ist nicht aktiviert',
    },
    // Endpoints that need a session answer this without one.
    UNAUTHORIZED: {
      en: 'Unauthorized',
      es: 'No autorizado',
      fr: 'Non autorisé',
      de: 'Nicht autorisiert',
    },
    // better-auth's 429 body, for when the wait is unknown; see `rateLimitedMessage`.
    [RATE_LIMITED_CODE]: {
      en: 'Too many requests. Please try again later.',
      es: 'Demasiadas solicitudes. Vuelve a intentarlo más tarde.',
      fr: 'Trop de requêtes. Veuillez réessayer plus tard.',
      de: 'Zu viele Anfragen. Bitte versuche es später noch einmal.',
    },
  }),
);

/** The message for a better-auth error code in `language`; undefined for codes we do not know. */
export function localizeAuthError(code: string, language: MailLanguage): string | undefined {
  return AUTH_ERRORS.get(code)?.[language];
}

type Unit = 'second' | 'minute';

const UNITS: Record<MailLanguage, Record<Unit, Record<'one' | 'other', string>>> = {
  en: { second: { one: 'second', other: 'seconds' }, minute: { one: 'minute', other: 'minutes' } },
  es: {
    second: { one: 'segundo', other: 'segundos' },
    minute: { one: 'minuto', other: 'minutos' },
  },
  fr: {
    second: { one: 'seconde', other: 'secondes' },
    minute: { one: 'minute', other: 'minutes' },
  },
  de: {
    second: { one: 'Sekunde', other: 'Sekunden' },
    minute: { one: 'Minute', other: 'Minuten' },
  },
};

const RATE_LIMITED: Record<MailLanguage, (wait: string) => string> = {
  en: (wait) => `Too many attempts. Please wait ${wait} and try again.`,
  es: (wait) => `Demasiados intentos. Espera ${wait} y vuelve a intentarlo.`,
  fr: (wait) => `Trop de tentatives. Veuillez patienter ${wait} avant de réessayer.`,
  de: (wait) => `Zu viele Versuche. Bitte warte ${wait} und versuche es dann noch einmal.`,
};

/**
 * "Too many attempts. Please wait 42 seconds and try again.", rounded up, in whole
 * minutes from two minutes on. An unusable wait falls back to the generic message.
 */
export function rateLimitedMessage(language: MailLanguage, retryAfterSeconds: number): string {
  if (!Number.isFinite(retryAfterSeconds)) return localizeAuthError(RATE_LIMITED_CODE, language)!;
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const [count, unit]: [number, Unit] =
    seconds >= 120 ? [Math.ceil(seconds / 60), 'minute'] : [seconds, 'second'];
  const plural = new Intl.PluralRules(language).select(count) === 'one' ? 'one' : 'other';
  // NOTE: French wants a no-break space between a number and its unit.
  const space = language === 'fr' ? '\u00a0' : ' ';
  const wait = `${new Intl.NumberFormat(language).format(count)}${space}${UNITS[language][unit][plural]}`;
  return RATE_LIMITED[language](wait);
}
