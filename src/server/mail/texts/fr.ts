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
  linkHint: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur\u00a0:',
  footer: 'Cet e-mail a été envoyé par Tinies à {email}.',
};
