import type { MailTexts } from './mail-texts.ts';

export const es: MailTexts = {
  verification: {
    subject: 'Verifica tu dirección de correo electrónico para Tinies',
    preview: 'Un clic y tu cuenta de Tinies estará lista.',
    heading: 'Verifica tu dirección de correo electrónico',
    intro:
      '¡Gracias por registrarte en Tinies! Para terminar de crear tu cuenta, confirma que {email} es tu dirección de correo electrónico.',
    button: 'Verificar mi dirección',
    textLinkLabel: 'Abre este enlace para verificar tu dirección:',
    validity: 'El enlace es válido durante {hours} horas.',
    ignore: 'Si no te has registrado en Tinies, puedes ignorar este correo.',
  },
  existingAccount: {
    subject: 'Ya tienes una cuenta en Tinies',
    preview: 'No hace falta que te registres de nuevo: solo tienes que iniciar sesión.',
    heading: 'Ya tienes una cuenta',
    intro:
      'Alguien, probablemente tú, acaba de intentar registrarse en Tinies con {email}. Ya tienes una cuenta de Tinies con esta dirección, así que no hace falta que te registres de nuevo.',
    button: 'Iniciar sesión en Tinies',
    textLinkLabel: 'Inicia sesión aquí:',
    ignore: 'Si no has sido tú, puedes ignorar este correo. No ha cambiado nada.',
  },
  linkHint: 'Si el botón no funciona, copia este enlace y pégalo en tu navegador:',
  footer: 'Tinies ha enviado este correo a {email}.',
};
