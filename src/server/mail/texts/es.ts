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
  passwordReset: {
    subject: 'Restablece tu contraseña de Tinies',
    preview: 'Elige una contraseña nueva para tu cuenta de Tinies.',
    heading: 'Restablece tu contraseña',
    intro:
      'Alguien, probablemente tú, ha pedido restablecer la contraseña de la cuenta de Tinies de {email}. Elige una nueva con el botón de abajo.',
    button: 'Elegir una contraseña nueva',
    textLinkLabel: 'Abre este enlace para elegir una contraseña nueva:',
    validity:
      'El enlace es válido durante 1 hora y funciona una sola vez. Al guardar la contraseña nueva se cerrarán tus otras sesiones.',
    ignore: 'Si no lo has pedido tú, puedes ignorar este correo. Tu contraseña no cambia.',
  },
  emailChange: {
    subject: 'Confirma tu nueva dirección de correo para Tinies',
    preview: 'Un clic y tu cuenta de Tinies usará esta dirección.',
    heading: 'Confirma tu nueva dirección de correo',
    intro:
      'Has pedido usar {email} en tu cuenta de Tinies. Confirma que esta dirección es tuya para hacer el cambio.',
    button: 'Confirmar la nueva dirección',
    textLinkLabel: 'Abre este enlace para confirmar la dirección:',
    validity: 'El enlace es válido durante {hours} horas.',
    ignore: 'Si no lo has pedido tú, puedes ignorar este correo.',
  },
  emailChangeNotice: {
    subject: 'Se está cambiando tu dirección de correo de Tinies',
    preview: 'Tu cuenta va a usar una dirección nueva.',
    heading: 'Se está cambiando tu dirección de correo',
    intro:
      'Alguien con la sesión iniciada en tu cuenta de Tinies ha pedido usar {newEmail} en lugar de {email}. El cambio se hará cuando se confirme la nueva dirección.',
    button: 'Abrir Tinies',
    textLinkLabel: 'Abrir Tinies:',
    ignore:
      'Si no has sido tú, inicia sesión, cambia tu contraseña y cierra las demás sesiones en los ajustes de tu cuenta.',
  },
  accountDeleted: {
    subject: 'Tu cuenta de Tinies se ha eliminado',
    preview: 'Tu cuenta y todo lo que guardaba se han borrado.',
    heading: 'Tu cuenta se ha eliminado',
    intro:
      'La cuenta de Tinies de {email} y todo lo que guardaba (documentos, fotos y archivos) se han eliminado. Se han cerrado todas tus sesiones.',
    button: 'Abrir Tinies',
    textLinkLabel: 'Abrir Tinies:',
    ignore: 'Puedes volver a registrarte con esta dirección cuando quieras.',
  },
  linkHint: 'Si el botón no funciona, copia este enlace y pégalo en tu navegador:',
  footer: 'Tinies ha enviado este correo a {email}.',
};
