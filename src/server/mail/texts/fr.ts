import type { MailTexts } from './mail-texts.ts';

// NOTE: French sets a no-break space (\u00a0) before "!" and ":", so they never start a line.
export const fr: MailTexts = {
  verification: {
    subject: 'Vérifiez votre adresse e-mail pour Tinies',
    preview: 'Un clic et votre compte Tinies est prêt.',
    heading: 'Vérifiez votre adresse e-mail',
    intro:
      'Merci pour votre inscription sur Tinies\u00a0! Pour finaliser la création de votre compte, veuillez confirmer que {email} est bien votre adresse e-mail.',
    button: 'Vérifier mon adresse e-mail',
    textLinkLabel: 'Ouvrez ce lien pour vérifier votre adresse\u00a0:',
    validity: 'Ce lien est valable {hours}\u00a0heures.',
    ignore: 'Si vous n’êtes pas à l’origine de cette inscription, vous pouvez ignorer cet e-mail.',
  },
  existingAccount: {
    subject: 'Vous avez déjà un compte Tinies',
    preview: 'Inutile de vous réinscrire\u00a0: connectez-vous simplement.',
    heading: 'Vous avez déjà un compte',
    intro:
      'Quelqu’un, probablement vous, vient d’essayer de s’inscrire sur Tinies avec l’adresse {email}. Vous avez déjà un compte Tinies avec cette adresse\u00a0: inutile de vous inscrire à nouveau.',
    button: 'Se connecter à Tinies',
    textLinkLabel: 'Connectez-vous ici\u00a0:',
    ignore: 'Si ce n’était pas vous, vous pouvez ignorer cet e-mail. Rien n’a été modifié.',
  },
  passwordReset: {
    subject: 'Réinitialisez votre mot de passe Tinies',
    preview: 'Choisissez un nouveau mot de passe pour votre compte Tinies.',
    heading: 'Réinitialisez votre mot de passe',
    intro:
      'Quelqu’un, probablement vous, a demandé à réinitialiser le mot de passe du compte Tinies de {email}. Choisissez-en un nouveau avec le bouton ci-dessous.',
    button: 'Choisir un nouveau mot de passe',
    textLinkLabel: 'Ouvrez ce lien pour choisir un nouveau mot de passe\u00a0:',
    validity:
      'Ce lien est valable 1\u00a0heure et ne fonctionne qu’une fois. Le nouveau mot de passe vous déconnecte de tous vos autres appareils.',
    ignore:
      'Si vous n’êtes pas à l’origine de cette demande, vous pouvez ignorer cet e-mail. Votre mot de passe reste le même.',
  },
  emailChange: {
    subject: 'Confirmez votre nouvelle adresse e-mail pour Tinies',
    preview: 'Un clic et votre compte Tinies utilise cette adresse.',
    heading: 'Confirmez votre nouvelle adresse e-mail',
    intro:
      'Vous avez demandé à utiliser {email} pour votre compte Tinies. Confirmez que cette adresse est bien la vôtre pour effectuer le changement.',
    button: 'Confirmer la nouvelle adresse',
    textLinkLabel: 'Ouvrez ce lien pour confirmer l’adresse\u00a0:',
    validity: 'Ce lien est valable {hours}\u00a0heures.',
    ignore: 'Si vous n’êtes pas à l’origine de cette demande, vous pouvez ignorer cet e-mail.',
  },
  emailChangeNotice: {
    subject: 'L’adresse e-mail de votre compte Tinies va changer',
    preview: 'Votre compte va utiliser une nouvelle adresse.',
    heading: 'Votre adresse e-mail va changer',
    intro:
      'Une personne connectée à votre compte Tinies a demandé à utiliser {newEmail} à la place de {email}. Le changement aura lieu dès que la nouvelle adresse sera confirmée.',
    button: 'Ouvrir Tinies',
    textLinkLabel: 'Ouvrir Tinies\u00a0:',
    ignore:
      'Si ce n’était pas vous, connectez-vous, changez votre mot de passe et déconnectez tous vos autres appareils dans les paramètres du compte.',
  },
  accountDeleted: {
    subject: 'Votre compte Tinies a été supprimé',
    preview: 'Votre compte et tout ce qu’il contenait ont été effacés.',
    heading: 'Votre compte a été supprimé',
    intro:
      'Le compte Tinies de {email} et tout ce qu’il contenait (documents, photos et fichiers) ont été supprimés. Vous avez été déconnecté partout.',
    button: 'Ouvrir Tinies',
    textLinkLabel: 'Ouvrir Tinies\u00a0:',
    ignore: 'Vous pouvez vous réinscrire avec cette adresse à tout moment.',
  },
  linkHint: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur\u00a0:',
  footer: 'Cet e-mail a été envoyé par Tinies à {email}.',
};
